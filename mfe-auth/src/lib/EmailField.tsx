// The email input every auth form starts with: the right keyboard on phones and autofill.
import { forwardRef } from 'react';
import { TextField, useT, type TextFieldProps } from '@portal/shared';
import { AUTH_NS } from '../i18n';

export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(function EmailField(props, ref) {
  const { t } = useT(AUTH_NS);
  return (
    <TextField ref={ref} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" {...props} />
  );
});

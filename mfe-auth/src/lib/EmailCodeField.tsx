// The emailed-code input, its "Send code" button and what the server said about sending.
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Alert, TextField, useT } from '@portal/shared';
import { AUTH_NS } from '../i18n';
import { CodeRow } from './CodeRow';
import { FormProblem } from './FormProblem';
import { SendCodeButton } from './SendCodeButton';
import type { SendCodeState } from './use-send-code';

export interface EmailCodeFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  error?: string;
  sender: Omit<SendCodeState, 'send'>;
  onSend(): void;
}

export const EmailCodeField = forwardRef<HTMLInputElement, EmailCodeFieldProps>(function EmailCodeField(
  { error, sender, onSend, ...inputProps },
  ref,
) {
  const { t } = useT(AUTH_NS);
  return (
    <>
      <CodeRow>
        <TextField
          ref={ref}
          label={t('fields.emailCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint={error ? undefined : t('hints.emailCode')}
          error={error}
          {...inputProps}
        />
        <SendCodeButton onSend={onSend} pending={sender.pending} remaining={sender.remaining} />
      </CodeRow>
      {sender.sentTo ? <Alert tone="success">{t('sendCode.sent', { email: sender.sentTo })}</Alert> : null}
      <FormProblem problem={sender.problem} />
    </>
  );
});

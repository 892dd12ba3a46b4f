// Turning two-factor authentication off: the password and a code (from the app, or a recovery code for
// a lost phone).
import { Alert, Button, Form, FormActions, PasswordField, TextField, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError, errorField } from '../../../lib/account-errors';
import { fieldMessage, SERVER_ERROR } from '../../../lib/field-errors';
import { useUpdateSecurity } from '../api/use-update-security';
import { disableForm, type DisableForm } from '../two-fa-forms';

export function DisableTwoFaForm({ onCancel }: { onCancel(): void }) {
  const { t } = useT(ACCOUNT_NS);
  const update = useUpdateSecurity();
  const form = useZodForm(disableForm, { defaultValues: { password: '', ga_token: '' } });
  const { errors } = form.formState;

  async function submit(body: DisableForm) {
    try {
      await update.mutateAsync({ ga_enable: false, ...body });
      toast({ tone: 'success', title: t('twoFa.disabled') });
    } catch (error) {
      const field = errorField(error, ['password', 'ga_token'] as const) ?? (isCodeError(error) ? 'ga_token' : null);
      if (field)
        form.setError(field, { type: SERVER_ERROR, message: describeAccountError(error) }, { shouldFocus: true });
    }
  }

  return (
    <Form onSubmit={form.handleSubmit(submit)} aria-label={t('twoFa.disableTitle')}>
      <Alert tone="warning">{t('twoFa.disableWarning')}</Alert>
      {update.isError && !errors.password && !errors.ga_token ? (
        <Alert tone="error">{describeAccountError(update.error)}</Alert>
      ) : null}
      <PasswordField
        label={t('twoFa.password')}
        autoComplete="current-password"
        error={fieldMessage(errors.password, { required: t('common.passwordRequired') })}
        {...form.register('password')}
      />
      <TextField
        label={t('twoFa.codeOrRecovery')}
        autoComplete="one-time-code"
        maxLength={11}
        hint={t('twoFa.codeOrRecoveryHint')}
        error={fieldMessage(
          errors.ga_token,
          { required: t('twoFa.codeRequired'), invalid: t('twoFa.codeOrRecoveryInvalid') },
          form.watch('ga_token'),
        )}
        {...form.register('ga_token')}
      />
      <FormActions>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={update.isPending}>
          {t('twoFa.disable')}
        </Button>
      </FormActions>
    </Form>
  );
}

function isCodeError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'two_fa_invalid';
}

// Step 1 of an email change: the new address and the password. A code goes to the new address.
import { Alert, Button, Form, FormActions, PasswordField, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { editEmailBody, type EditEmailBody } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError, errorField } from '../../../lib/account-errors';
import { fieldMessage, SERVER_ERROR } from '../../../lib/field-errors';
import { useRequestEmailChange } from '../api/use-request-email-change';

export function EmailChangeRequest({ onSent }: { onSent(pendingEmail: string): void }) {
  const { t } = useT(ACCOUNT_NS);
  const request = useRequestEmailChange();
  const form = useZodForm(editEmailBody, { defaultValues: { new_email: '', password: '' } });
  const { errors } = form.formState;

  async function submit(body: EditEmailBody) {
    try {
      const { result } = await request.mutateAsync(body);
      form.reset({ new_email: '', password: '' });
      onSent(result.pending_email);
    } catch (error) {
      const field = errorField(error, ['new_email', 'password'] as const);
      if (field)
        form.setError(field, { type: SERVER_ERROR, message: describeAccountError(error) }, { shouldFocus: true });
    }
  }

  const fieldFailed = errorField(request.error, ['new_email', 'password'] as const) !== null;
  return (
    <Form onSubmit={form.handleSubmit(submit)} aria-label={t('email.requestTitle')}>
      {request.isError && !fieldFailed ? (
        <Alert tone="error" title={t('email.requestFailed')}>
          {describeAccountError(request.error)}
        </Alert>
      ) : null}
      <TextField
        type="email"
        label={t('email.newEmail')}
        autoComplete="email"
        error={fieldMessage(
          errors.new_email,
          { required: t('email.emailRequired'), invalid: t('email.invalidEmail') },
          form.watch('new_email'),
        )}
        {...form.register('new_email')}
      />
      <PasswordField
        label={t('email.password')}
        autoComplete="current-password"
        hint={t('email.passwordHint')}
        error={fieldMessage(errors.password, { required: t('common.passwordRequired') })}
        {...form.register('password')}
      />
      <FormActions>
        <Button type="submit" loading={request.isPending}>
          {t('email.sendCode')}
        </Button>
      </FormActions>
    </Form>
  );
}

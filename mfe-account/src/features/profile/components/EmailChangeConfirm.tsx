// Step 2 of an email change: the 6-digit code sent to the new address. Until it comes back nothing
// changes; afterwards every other session is signed out and this one carries the new email.
import { Alert, Button, Form, FormActions, TextField, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { confirmEmailBody, type ConfirmEmailBody } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { fieldMessage, SERVER_ERROR } from '../../../lib/field-errors';
import { useConfirmEmailChange } from '../api/use-confirm-email-change';

export interface EmailChangeConfirmProps {
  pendingEmail: string;
  onDone(): void;
  onStartOver(): void;
}

export function EmailChangeConfirm({ pendingEmail, onDone, onStartOver }: EmailChangeConfirmProps) {
  const { t } = useT(ACCOUNT_NS);
  const confirm = useConfirmEmailChange();
  const form = useZodForm(confirmEmailBody, { defaultValues: { email_code: '' } });

  async function submit(body: ConfirmEmailBody) {
    try {
      const { result } = await confirm.mutateAsync(body);
      toast({ tone: 'success', title: t('email.changed', { email: result.email }) });
      onDone();
    } catch (error) {
      form.setError('email_code', { type: SERVER_ERROR, message: describeAccountError(error) }, { shouldFocus: true });
    }
  }

  return (
    <Form onSubmit={form.handleSubmit(submit)} aria-label={t('email.confirmTitle')}>
      <Alert tone="info">{t('email.codeSent', { email: pendingEmail })}</Alert>
      <TextField
        label={t('email.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={t('email.codeHint')}
        error={fieldMessage(
          form.formState.errors.email_code,
          {
            required: t('email.codeRequired'),
            invalid: t('email.codeInvalid'),
          },
          form.watch('email_code'),
        )}
        {...form.register('email_code')}
      />
      <FormActions>
        <Button type="button" variant="ghost" onClick={onStartOver}>
          {t('email.startOver')}
        </Button>
        <Button type="submit" loading={confirm.isPending}>
          {t('email.confirm')}
        </Button>
      </FormActions>
    </Form>
  );
}

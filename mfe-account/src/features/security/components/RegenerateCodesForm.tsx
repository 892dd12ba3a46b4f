// New recovery codes, confirmed with a current code from the app; the old codes stop working.
import { Alert, Button, Form, FormActions, TextField, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import type { RecoveryCodesBody } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { describeAccountError } from '../../../lib/account-errors';
import { fieldMessage, SERVER_ERROR } from '../../../lib/field-errors';
import { useRegenerateRecoveryCodes } from '../api/use-regenerate-recovery-codes';
import { regenerateForm } from '../two-fa-forms';

export interface RegenerateCodesFormProps {
  onDone(codes: string[]): void;
  onCancel(): void;
}

export function RegenerateCodesForm({ onDone, onCancel }: RegenerateCodesFormProps) {
  const { t } = useT(ACCOUNT_NS);
  const regenerate = useRegenerateRecoveryCodes();
  const form = useZodForm(regenerateForm, { defaultValues: { ga_token: '' } });

  async function submit(body: RecoveryCodesBody) {
    try {
      const { result } = await regenerate.mutateAsync(body);
      onDone(result.recovery_codes);
    } catch (error) {
      form.setError('ga_token', { type: SERVER_ERROR, message: describeAccountError(error) }, { shouldFocus: true });
    }
  }

  return (
    <Form onSubmit={form.handleSubmit(submit)} aria-label={t('twoFa.regenerateTitle')}>
      <Alert tone="info">{t('twoFa.regenerateBody')}</Alert>
      <TextField
        label={t('twoFa.appCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldMessage(
          form.formState.errors.ga_token,
          { required: t('twoFa.codeRequired'), invalid: t('twoFa.codeInvalid') },
          form.watch('ga_token'),
        )}
        {...form.register('ga_token')}
      />
      <FormActions>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={regenerate.isPending}>
          {t('twoFa.regenerate')}
        </Button>
      </FormActions>
    </Form>
  );
}

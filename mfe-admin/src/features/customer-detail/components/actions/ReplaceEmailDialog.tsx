// Replace a customer's email (they lost access to the old one): the contract's adminReplaceUserEmail,
// which the API only applies while the old email is still the one on file.
import * as z from 'zod/mini';
import { TextField, api, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { adminReplaceUserEmail } from '@portal/shared/contract';
import type { AdminUserRow } from '@portal/shared/contract/admin';
import { FormDialog } from '../../../../lib/components/FormDialog';
import { useFieldError } from '../../../../lib/field-errors';
import { useCustomerChange } from '../../api/use-customer-change';

const newEmailForm = z.pick(adminReplaceUserEmail.query, { user_new_email: true });

export interface ReplaceEmailDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  user: Pick<AdminUserRow, 'id' | 'email'>;
}

export function ReplaceEmailDialog({ open, onOpenChange, user }: ReplaceEmailDialogProps) {
  const { t } = useT('admin');
  const fieldError = useFieldError();
  const form = useZodForm(newEmailForm, { defaultValues: { user_new_email: '' } });
  const replace = useCustomerChange((newEmail: string) =>
    api.adminReplaceUserEmail({
      query: { user_id: user.id, user_old_email: user.email, user_new_email: newEmail },
    }),
  );

  const submit = form.handleSubmit(async ({ user_new_email }) => {
    try {
      await replace.mutateAsync(user_new_email);
      toast({ tone: 'success', title: t('customer.actions.email.done', { email: user_new_email }) });
      form.reset();
      onOpenChange(false);
    } catch {
      // Shown in the dialog.
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) replace.reset();
        onOpenChange(next);
      }}
      title={t('customer.actions.email.title', { email: user.email })}
      description={t('customer.actions.email.explain')}
      submitLabel={t('customer.actions.email.confirm')}
      pending={replace.isPending}
      error={replace.error}
      onSubmit={submit}
    >
      <TextField
        label={t('customer.actions.email.newEmail')}
        type="email"
        autoComplete="off"
        error={fieldError('email', form.formState.errors.user_new_email, form.watch('user_new_email'))}
        {...form.register('user_new_email')}
      />
    </FormDialog>
  );
}

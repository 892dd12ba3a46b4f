// Ban a customer with a reason: their sessions end at once, sign-in is refused with the reason, and
// nodes and their subscription drop them until they are unbanned.
import { TextField, api, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { banBody, type AdminUserRow } from '@portal/shared/contract/admin';
import { FormDialog } from '../../../../lib/components/FormDialog';
import { useFieldError } from '../../../../lib/field-errors';
import { useCustomerChange } from '../../api/use-customer-change';

export interface BanDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  user: Pick<AdminUserRow, 'id' | 'email'>;
}

export function BanDialog({ open, onOpenChange, user }: BanDialogProps) {
  const { t } = useT('admin');
  const fieldError = useFieldError();
  const form = useZodForm(banBody, { defaultValues: { reason: '' } });
  const ban = useCustomerChange((reason: string) =>
    api.adminUserBan({ params: { user_id: user.id }, body: { reason } }),
  );

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await ban.mutateAsync(reason);
      toast({ tone: 'success', title: t('customer.actions.ban.done') });
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
        if (!next) ban.reset();
        onOpenChange(next);
      }}
      title={t('customer.actions.ban.title', { email: user.email })}
      description={t('customer.actions.ban.explain')}
      submitLabel={t('customer.actions.ban.confirm')}
      tone="danger"
      pending={ban.isPending}
      error={ban.error}
      onSubmit={submit}
    >
      <TextField
        label={t('customer.actions.ban.reason')}
        hint={t('customer.actions.ban.reasonHint')}
        autoComplete="off"
        maxLength={200}
        error={fieldError('reason', form.formState.errors.reason, form.watch('reason'))}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}

// Make a customer staff (support or administrator), or a customer again. A new role counts from their
// next token; a role taken away counts at once (the API checks it on every call).
import { Select, api, toast, useT } from '@portal/shared';
import { useZodForm } from '@portal/shared/forms';
import { roleBody, staffRoleName, type AdminUserRow, type StaffRoleName } from '@portal/shared/contract/admin';
import { FormDialog } from '../../../../lib/components/FormDialog';
import { useCustomerChange } from '../../api/use-customer-change';

export interface RoleDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  user: Pick<AdminUserRow, 'id' | 'email' | 'role'>;
}

export function RoleDialog({ open, onOpenChange, user }: RoleDialogProps) {
  const { t } = useT('admin');
  const form = useZodForm(roleBody, { defaultValues: { role: user.role } });
  const setRole = useCustomerChange((role: StaffRoleName) =>
    api.adminUserSetRole({ params: { user_id: user.id }, body: { role } }),
  );

  const submit = form.handleSubmit(async ({ role }) => {
    try {
      await setRole.mutateAsync(role);
      toast({ tone: 'success', title: t('customer.actions.role.done', { role: t(`roles.${role}`) }) });
      onOpenChange(false);
    } catch {
      // Shown in the dialog.
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('customer.actions.role.title', { email: user.email })}
      description={t('customer.actions.role.explain')}
      submitLabel={t('customer.actions.role.confirm')}
      pending={setRole.isPending}
      error={setRole.error}
      onSubmit={submit}
    >
      <Select
        label={t('customer.actions.role.role')}
        options={staffRoleName.options.map((role) => ({
          value: role,
          label: t(`customer.actions.role.choices.${role}`),
        }))}
        {...form.register('role')}
      />
    </FormDialog>
  );
}

// Remove a customer's active device (its place is free at once, and it is refused from then on, so
// someone else using it cannot take it back) or forget a refused or removed one (it may register again).
import { ConfirmDialog, toast, useT } from '@portal/shared';
import type { SubscriptionDevice } from '@portal/shared/contract';
import { describeConsoleError } from '../../../../lib/console-errors';
import { useRemoveCustomerDevice } from '../../api/use-customer-devices';

export interface RemoveDeviceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  user: { id: number; email: string };
  device: SubscriptionDevice;
  /** The device as the list names it. */
  name: string;
}

export function RemoveDeviceDialog({ open, onOpenChange, user, device, name }: RemoveDeviceDialogProps) {
  const { t } = useT('admin');
  const remove = useRemoveCustomerDevice(user.id);
  const action = device.state === 'active' ? 'remove' : 'forget';

  async function confirm() {
    try {
      await remove.mutateAsync(device.id);
      toast({ tone: 'success', title: t(`customer.actions.${action}Device.done`, { name }) });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
      throw error;
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`customer.actions.${action}Device.title`, { name, email: user.email })}
      description={t(`customer.actions.${action}Device.explain`)}
      confirmLabel={t(`customer.actions.${action}Device.confirm`)}
      tone={action === 'remove' ? 'danger' : 'primary'}
      onConfirm={confirm}
    />
  );
}

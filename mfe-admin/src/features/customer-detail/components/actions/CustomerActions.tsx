// What an administrator can do for a customer, each behind a dialog that says what will happen.
// Low admins are not shown these (the API refuses them anyway).
import { useState } from 'react';
import { Button, ConfirmDialog, api, toast, useT } from '@portal/shared';
import type { AdminUserDetailResult } from '@portal/shared/contract/admin';
import { Actions } from '../../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../../lib/console-errors';
import { useCustomerChange } from '../../api/use-customer-change';
import { AdjustBalanceDialog } from './AdjustBalanceDialog';
import { BanDialog } from './BanDialog';
import { EditServiceDialog } from './EditServiceDialog';
import { ReplaceEmailDialog } from './ReplaceEmailDialog';
import { RoleDialog } from './RoleDialog';

type Dialog = 'balance' | 'service' | 'traffic' | 'link' | 'sessions' | 'ban' | 'unban' | 'email' | 'role';
type Simple = Extract<Dialog, 'traffic' | 'link' | 'sessions' | 'unban'>;

export function CustomerActions({ detail }: { detail: AdminUserDetailResult }) {
  const { t } = useT('admin');
  const [open, setOpen] = useState<Dialog | null>(null);
  const { user } = detail;
  const params = { user_id: user.id };
  const simple = useCustomerChange(async (action: Simple) => {
    if (action === 'traffic') await api.adminUserResetTraffic({ params });
    else if (action === 'link') await api.adminUserResetLink({ params });
    else if (action === 'sessions') await api.adminUserEndSessions({ params });
    else await api.adminUserUnban({ params });
    return action;
  });

  const confirmSimple = (action: Simple) => async () => {
    try {
      await simple.mutateAsync(action);
      toast({ tone: 'success', title: t(`customer.actions.${action}.done`) });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
      throw error;
    }
  };
  const close = (next: boolean) => !next && setOpen(null);
  const button = (dialog: Dialog, variant: 'secondary' | 'danger' = 'secondary') => (
    <Button variant={variant} size="sm" onClick={() => setOpen(dialog)} aria-haspopup="dialog">
      {t(`customer.actions.${dialog}.button`)}
    </Button>
  );

  return (
    <>
      <Actions aria-label={t('customer.actions.label')} role="group">
        {button('balance')}
        {button('service')}
        {button('traffic')}
        {button('link')}
        {button('sessions')}
        {button('email')}
        {button('role')}
        {user.is_ban ? button('unban') : button('ban', 'danger')}
      </Actions>
      <AdjustBalanceDialog open={open === 'balance'} onOpenChange={close} detail={detail} />
      {open === 'service' ? <EditServiceDialog open onOpenChange={close} detail={detail} /> : null}
      <BanDialog open={open === 'ban'} onOpenChange={close} user={user} />
      <ReplaceEmailDialog open={open === 'email'} onOpenChange={close} user={user} />
      {open === 'role' ? <RoleDialog open onOpenChange={close} user={user} /> : null}
      {(['traffic', 'link', 'sessions', 'unban'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          open={open === action}
          onOpenChange={close}
          title={t(`customer.actions.${action}.title`, { email: user.email })}
          description={t(`customer.actions.${action}.explain`)}
          confirmLabel={t(`customer.actions.${action}.confirm`)}
          tone={action === 'unban' ? 'primary' : 'danger'}
          onConfirm={confirmSimple(action)}
        />
      ))}
    </>
  );
}

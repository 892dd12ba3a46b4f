// The console's state pills: a customer's role and ban, on/off, a ticket's status, an order's state.
import { useT, type Tone } from '@portal/shared';
import { Badge } from '@portal/shared/ui-kit';
import type { RechargeStatus, TicketStatus } from '@portal/shared/contract';
import type { StaffRoleName } from '@portal/shared/contract/admin';

const TICKET_TONES: Record<TicketStatus, Tone> = {
  pending: 'warning',
  processing: 'info',
  resolved: 'success',
  closed: 'error',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useT('admin');
  return <Badge $tone={TICKET_TONES[status]}>{t(`ticketStatus.${status}`)}</Badge>;
}

const ORDER_TONES: Record<RechargeStatus, Tone | 'neutral'> = { pending: 'info', paid: 'success', expired: 'neutral' };

export function OrderStatusBadge({ status }: { status: RechargeStatus }) {
  const { t } = useT('admin');
  return <Badge $tone={ORDER_TONES[status]}>{t(`orderStatus.${status}`)}</Badge>;
}

export function RoleBadge({ role }: { role: StaffRoleName }) {
  const { t } = useT('admin');
  return role === 'user' ? null : <Badge $tone="info">{t(`roles.${role}`)}</Badge>;
}

export function BannedBadge() {
  const { t } = useT('admin');
  return <Badge $tone="error">{t('common.banned')}</Badge>;
}

/** "On" / "Off" (enabled, disabled), or the words given. */
export function OnOffBadge({ on, onLabel, offLabel }: { on: boolean; onLabel?: string; offLabel?: string }) {
  const { t } = useT('admin');
  return on ? (
    <Badge $tone="success">{onLabel ?? t('common.enabled')}</Badge>
  ) : (
    <Badge>{offLabel ?? t('common.disabled')}</Badge>
  );
}

// The state of a recharge order or an invoice as a coloured badge: paid green, waiting orange, the rest grey.
import { useT } from '@portal/shared';
import type { InvoiceStatus, RechargeStatus } from '@portal/shared/contract';
import { Badge } from '@portal/shared/ui-kit';

const TONES = { paid: 'success', pending: 'warning', expired: 'neutral', void: 'neutral' } as const;

export function RechargeStatusBadge({ status }: { status: RechargeStatus }) {
  const { t } = useT('wallet');
  return (
    <Badge $tone={TONES[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useT('wallet');
  return (
    <Badge $tone={TONES[status]} data-status={status}>
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}

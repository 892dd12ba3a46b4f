// The recharge orders: when, the order number, amount, method, state (with when it was paid or must be
// paid by) and, for a pending one, the way to finish paying it on the gateway's page.
import styled from 'styled-components';
import { AppLink, Text, useT } from '@portal/shared';
import type { RechargeRecord } from '@portal/shared/contract';
import { DataTable } from '@portal/shared/ui-kit';
import { RechargeStatusBadge } from '../../../lib/components/StatusBadge';
import { PayLink } from '../../../lib/components/PayLink';
import { useEntryText } from '../../../lib/entry-text';
import { useWalletFormat } from '../../../lib/format';
import { finishPayingUrl, orderStatus } from '../order-state';
import { invoicePath } from '../../../lib/paths';

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

const State = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`;

export interface OrdersTableProps {
  orders: RechargeRecord[];
  currency: string | null;
  busy: boolean;
  /** When the list was fetched: an order past its expiry then is no longer payable. */
  now: number;
}

export function OrdersTable({ orders, currency, busy, now }: OrdersTableProps) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const entryText = useEntryText();
  return (
    <DataTable
      caption={t('recharge.caption')}
      rows={orders}
      rowKey={(order) => order.id}
      rowTestId="recharge-order"
      busy={busy}
      columns={[
        { header: t('recharge.columns.created'), cell: (order) => format.dateTime(order.created_at) },
        { header: t('recharge.columns.tradeNo'), cell: (order) => <Mono>{order.trade_no}</Mono> },
        {
          header: t('recharge.columns.amount'),
          numeric: true,
          cell: (order) => format.money(order.money_amount, currency),
        },
        {
          header: t('recharge.columns.method'),
          cell: (order) => entryText.channel(order.config_json.channel, order.pay_method_name ?? t('common.none')),
        },
        {
          header: t('recharge.columns.status'),
          cell: (order) => {
            const status = orderStatus(order, now);
            const when =
              status === 'paid' && order.paid_at
                ? t('recharge.paidAt', { when: format.dateTime(order.paid_at) })
                : status === 'pending' && order.expires_at
                  ? t('recharge.payBy', { when: format.dateTime(order.expires_at) })
                  : null;
            return (
              <State>
                <RechargeStatusBadge status={status} />
                {when ? (
                  <Text as="span" size="xs" tone="muted">
                    {when}
                  </Text>
                ) : null}
              </State>
            );
          },
        },
        {
          header: t('recharge.columns.action'),
          cell: (order) => {
            const payUrl = finishPayingUrl(order, now);
            if (payUrl)
              return (
                <PayLink href={payUrl} aria-label={t('recharge.finishPayingLabel', { tradeNo: order.trade_no })}>
                  {t('recharge.finishPaying')}
                </PayLink>
              );
            if (order.invoice_id) return <AppLink to={invoicePath(order.invoice_id)}>{t('common.invoice')}</AppLink>;
            return t('common.none');
          },
        },
      ]}
    />
  );
}

// Recharge orders: the order, whose, through which gateway, how much, in what state, when paid and
// by whom settled; administrators mark unpaid ones paid and close reviews.
import styled from 'styled-components';
import { AppLink, Button, Text, useT } from '@portal/shared';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import { isPaymentChannel, paymentChannelName, paymentSystemNames } from '@portal/shared/contract';
import type { AdminOrder } from '@portal/shared/contract/admin';
import { OrderStatusBadge } from '../../../lib/components/Badges';
import { Actions, Mono } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`;

export interface OrderTableProps {
  orders: AdminOrder[];
  busy: boolean;
  canChange: boolean;
  onMarkPaid(order: AdminOrder): void;
  onReview(order: AdminOrder): void;
}

export function OrderTable({ orders, busy, canChange, onMarkPaid, onReview }: OrderTableProps) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <DataTable
      caption={t('orders.caption')}
      rows={orders}
      rowKey={(order) => order.id}
      rowTestId="order-row"
      busy={busy}
      columns={[
        {
          header: t('orders.columns.tradeNo'),
          cell: (order) => (
            <Stack>
              <Mono>{order.trade_no}</Mono>
              {order.is_sandbox ? <Badge>{t('orders.sandbox')}</Badge> : null}
            </Stack>
          ),
        },
        {
          header: t('orders.columns.customer'),
          cell: (order) => <AppLink to={`/admin/customers/${order.customer.id}`}>{order.customer.email}</AppLink>,
        },
        {
          header: t('orders.columns.gateway'),
          cell: (order) =>
            `${paymentSystemNames[order.payment_system]} · ${
              isPaymentChannel(order.channel) ? t(`channels.${order.channel}`) : paymentChannelName(order.channel)
            }`,
        },
        {
          header: t('orders.columns.amount'),
          numeric: true,
          cell: (order) => format.money(order.money_amount, order.currency),
        },
        {
          header: t('orders.columns.status'),
          cell: (order) => (
            <Stack>
              <OrderStatusBadge status={order.status} />
              {order.needs_review ? <Badge $tone="warning">{t('orders.needsReview')}</Badge> : null}
            </Stack>
          ),
        },
        { header: t('orders.columns.created'), cell: (order) => format.dateTime(order.created_at) },
        {
          header: t('orders.columns.paidAt'),
          cell: (order) =>
            order.paid_at ? (
              <Stack>
                <span>{format.dateTime(order.paid_at)}</span>
                <Text as="span" tone="muted" size="sm">
                  {order.settled_by === 'admin'
                    ? t('orders.settledByStaff', { email: order.settled_by_staff?.email ?? '—' })
                    : t('orders.settledByGateway')}
                </Text>
              </Stack>
            ) : (
              '—'
            ),
        },
        ...(canChange
          ? [
              {
                header: t('plans.columns.actions'),
                cell: (order: AdminOrder) => (
                  <Actions>
                    {order.status !== 'paid' ? (
                      <Button size="sm" variant="secondary" onClick={() => onMarkPaid(order)}>
                        {t('orders.markPaid')}
                      </Button>
                    ) : null}
                    {order.needs_review ? (
                      <Button size="sm" variant="secondary" onClick={() => onReview(order)}>
                        {t('orders.review')}
                      </Button>
                    ) : null}
                  </Actions>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

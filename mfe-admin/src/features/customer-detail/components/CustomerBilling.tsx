// A customer's recharge orders, invoices and plans bought (the newest of each).
import { useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import type { AdminUserDetailResult } from '@portal/shared/contract/admin';
import { OrderStatusBadge } from '../../../lib/components/Badges';
import { Mono } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';
import { Section } from './Section';

export function CustomerBilling({ detail }: { detail: AdminUserDetailResult }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const currency = detail.wallet.currency;
  return (
    <>
      <Section
        title={t('customer.orders.title')}
        shown={detail.orders.length}
        total={detail.orders_count}
        allLink={`/admin/orders?user=${detail.user.id}`}
      >
        <DataTable
          caption={t('customer.orders.title')}
          rows={detail.orders}
          rowKey={(order) => order.id}
          columns={[
            { header: t('orders.columns.tradeNo'), cell: (order) => <Mono>{order.trade_no}</Mono> },
            { header: t('orders.columns.created'), cell: (order) => format.dateTime(order.created_at) },
            {
              header: t('orders.columns.amount'),
              numeric: true,
              cell: (order) => format.money(order.money_amount, order.currency),
            },
            { header: t('orders.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
            { header: t('orders.columns.paidAt'), cell: (order) => format.dateTime(order.paid_at) },
          ]}
        />
      </Section>
      <Section title={t('customer.invoices.title')} shown={detail.invoices.length} total={detail.invoices_count}>
        <DataTable
          caption={t('customer.invoices.title')}
          rows={detail.invoices}
          rowKey={(invoice) => invoice.id}
          columns={[
            { header: t('customer.invoices.number'), cell: (invoice) => <Mono>{invoice.number}</Mono> },
            { header: t('customer.invoices.date'), cell: (invoice) => format.date(invoice.created_at) },
            { header: t('customer.invoices.description'), cell: (invoice) => invoice.plan_name ?? invoice.description },
            {
              header: t('customer.invoices.total'),
              numeric: true,
              cell: (invoice) => format.money(invoice.total, invoice.currency),
            },
            { header: t('customer.invoices.status'), cell: (invoice) => t(`invoiceStatus.${invoice.status}`) },
          ]}
        />
      </Section>
      <Section title={t('customer.bills.title')} shown={detail.bills.length} total={detail.bills_count}>
        <DataTable
          caption={t('customer.bills.title')}
          rows={detail.bills}
          rowKey={(bill) => bill.id}
          columns={[
            { header: t('customer.bills.plan'), cell: (bill) => bill.shop_name },
            { header: t('customer.bills.type'), cell: (bill) => t(`planType.${bill.shop_type}`) },
            {
              header: t('customer.bills.price'),
              numeric: true,
              cell: (bill) => format.money(bill.money_amount, currency),
            },
            { header: t('customer.bills.traffic'), cell: (bill) => format.bytes(bill.traffic_total) },
            { header: t('customer.bills.bought'), cell: (bill) => format.dateTime(bill.created_at) },
            { header: t('customer.bills.ends'), cell: (bill) => format.dateTime(bill.expire_at) },
            {
              header: t('customer.bills.autoRenewal'),
              cell: (bill) => (bill.is_auto_renewal ? t('common.yes') : t('common.no')),
            },
          ]}
        />
      </Section>
    </>
  );
}

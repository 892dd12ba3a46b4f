// The customer beside the conversation: who they are and what they have, to answer without looking it up.
import { AppLink, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import type { AdminTicketDetailResult } from '@portal/shared/contract/admin';
import { BannedBadge } from '../../../lib/components/Badges';
import { FactList } from '../../../lib/components/FactList';
import { useConsoleFormat } from '../../../lib/format';

export function CustomerAside({ customer }: { customer: AdminTicketDetailResult['customer'] }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <TitledCard
      title={t('ticket.customer')}
      action={<AppLink to={`/admin/customers/${customer.id}`}>{t('ticket.openCustomer')}</AppLink>}
    >
      <FactList
        rows={[
          [t('ticket.who'), customer.email],
          [t('customer.account.name'), customer.name],
          ...(customer.is_ban ? [[t('ticket.state'), <BannedBadge key="ban" />] as const] : []),
          [t('customer.plan.name'), customer.plan_name ?? t('customers.noPlan')],
          [t('customer.plan.level'), String(customer.effective_level)],
          [t('customer.plan.levelUntil'), format.dateTime(customer.level_expire_at)],
          [t('customer.plan.accountUntil'), format.dateTime(customer.account_expire_at)],
          [
            t('customer.plan.traffic'),
            t('customers.trafficOf', {
              used: format.bytes(customer.traffic_used),
              total: format.bytes(customer.traffic_total),
            }),
          ],
          [t('customer.wallet.balance'), format.money(customer.balance, customer.currency)],
          [t('ticket.openTickets'), format.number(customer.open_tickets)],
          [t('customers.columns.signedUp'), format.date(customer.created_at)],
        ]}
      />
    </TitledCard>
  );
}

// The overview's state of things now: customers, nodes, tickets waiting for staff, orders to review;
// each card leads to the list where it is dealt with.
import { AppLink, Text, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import type { AdminOverviewResult } from '@portal/shared/contract/admin';
import { useConsoleFormat } from '../../../lib/format';
import { Figure, Figures } from './FiguresCard';

export function CustomersCard({ customers }: { customers: AdminOverviewResult['customers'] }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <TitledCard
      title={t('overview.customers.title')}
      action={<AppLink to="/admin/customers">{t('overview.open')}</AppLink>}
    >
      <Figures>
        <Figure label={t('overview.customers.total')} value={format.number(customers.total)} />
        <Figure label={t('overview.customers.withPlan')} value={format.number(customers.with_running_plan)} />
        <Figure label={t('overview.customers.banned')} value={format.number(customers.banned)} />
        <Figure label={t('overview.customers.expiring')} value={format.number(customers.expiring_7d)} />
      </Figures>
      {customers.expiring_7d > 0 ? (
        <AppLink to="/admin/customers?expiring=7">{t('overview.customers.seeExpiring')}</AppLink>
      ) : null}
    </TitledCard>
  );
}

export function NodesCard({ nodes }: { nodes: AdminOverviewResult['nodes'] }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const offline = nodes.enabled - nodes.online;
  return (
    <TitledCard title={t('overview.nodes.title')} action={<AppLink to="/admin/nodes">{t('overview.open')}</AppLink>}>
      <Figures>
        <Figure
          label={t('overview.nodes.online')}
          value={t('overview.nodes.ofTotal', {
            online: format.number(nodes.online),
            total: format.number(nodes.total),
          })}
        />
        <Figure label={t('overview.nodes.enabled')} value={format.number(nodes.enabled)} />
      </Figures>
      {offline > 0 ? (
        <Text tone="error" size="sm">
          {t('overview.nodes.offline', { count: offline })}
        </Text>
      ) : null}
    </TitledCard>
  );
}

export function TicketsCard({ tickets }: { tickets: AdminOverviewResult['tickets'] }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <TitledCard
      title={t('overview.tickets.title')}
      action={<AppLink to="/admin/tickets">{t('overview.open')}</AppLink>}
    >
      <Figures>
        <Figure label={t('overview.tickets.open')} value={format.number(tickets.open)} />
        <Figure label={t('overview.tickets.under1h')} value={format.number(tickets.waiting_under_1h)} />
        <Figure label={t('overview.tickets.from1hTo24h')} value={format.number(tickets.waiting_1h_to_24h)} />
        <Figure label={t('overview.tickets.over24h')} value={format.number(tickets.waiting_over_24h)} />
      </Figures>
      <Text tone={tickets.waiting_over_24h > 0 ? 'error' : 'muted'} size="sm">
        {tickets.oldest_waiting_since
          ? t('overview.tickets.oldest', {
              count: tickets.waiting,
              elapsed: format.elapsed(tickets.oldest_waiting_since),
            })
          : t('overview.tickets.noneWaiting')}
      </Text>
    </TitledCard>
  );
}

export function ReviewCard({ count }: { count: number }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <TitledCard title={t('overview.review.title')}>
      <Figures>
        <Figure label={t('overview.review.count')} value={format.number(count)} />
      </Figures>
      <Text tone="muted" size="sm">
        {t('overview.review.explain')}
      </Text>
      {count > 0 ? <AppLink to="/admin/orders?review=1">{t('overview.review.open')}</AppLink> : null}
    </TitledCard>
  );
}

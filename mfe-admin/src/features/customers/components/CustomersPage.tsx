// /admin/customers — every customer, newest first: search by id or email (?q=), filter by plan, ban,
// plans ending soon and staff, a page at a time; each row leads to the customer.
import styled from 'styled-components';
import { AppLink, EmptyState, PageColumn, PageHeader, QueryView, Text, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import type { AdminUserRow } from '@portal/shared/contract/admin';
import { BannedBadge, RoleBadge } from '../../../lib/components/Badges';
import { ConsolePager } from '../../../lib/components/ConsolePager';
import { useConsoleFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useCustomers } from '../api/use-customers';
import { readCustomersQuery } from '../customers-params';
import { CustomerFilters } from './CustomerFilters';

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  a {
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

export default function CustomersPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const list = useListParams();
  const query = readCustomersQuery(list.search);
  const customers = useCustomers(query);
  const filtered = Boolean(
    query.q || query.plan_id || query.banned !== undefined || query.expiring_days || query.staff,
  );

  const plan = (customer: AdminUserRow) =>
    customer.effective_level > 0 ? (
      <Who>
        <span>{customer.plan_name ?? t('customers.level', { level: customer.effective_level })}</span>
        <Text as="span" tone="muted" size="sm">
          {t('customers.until', { date: format.date(customer.level_expire_at) })}
        </Text>
      </Who>
    ) : (
      <Text as="span" tone="muted">
        {t('customers.noPlan')}
      </Text>
    );

  return (
    <PageColumn>
      <PageHeader title={t('customers.title')} intro={t('customers.intro')} />
      <CustomerFilters query={query} onChange={list.setFilters} />
      <QueryView
        query={customers}
        loadingLabel={t('customers.loading')}
        errorTitle={t('customers.loadFailed')}
        isEmpty={(page) => page.records.length === 0}
        empty={
          <EmptyState
            title={filtered ? t('customers.noMatchTitle') : t('customers.emptyTitle')}
            body={filtered ? t('customers.noMatchBody') : t('customers.emptyBody')}
          />
        }
      >
        {(page) => (
          <>
            <DataTable
              caption={query.q ? t('customers.captionFor', { q: query.q }) : t('customers.caption')}
              rows={page.records}
              rowKey={(customer) => customer.id}
              rowTestId="customer-row"
              busy={customers.isFetching && customers.isPlaceholderData}
              columns={[
                {
                  header: t('customers.columns.customer'),
                  cell: (customer) => (
                    <Who>
                      <AppLink to={`/admin/customers/${customer.id}`}>{customer.email}</AppLink>
                      <Tags>
                        <Text as="span" tone="muted" size="sm">
                          #{customer.id}
                        </Text>
                        <RoleBadge role={customer.role} />
                        {customer.is_ban ? <BannedBadge /> : null}
                      </Tags>
                    </Who>
                  ),
                },
                { header: t('customers.columns.plan'), cell: plan },
                {
                  header: t('customers.columns.traffic'),
                  cell: (customer) =>
                    t('customers.trafficOf', {
                      used: format.bytes(customer.traffic_used),
                      total: format.bytes(customer.traffic_total),
                    }),
                },
                {
                  header: t('customers.columns.balance'),
                  numeric: true,
                  cell: (customer) => format.money(customer.balance, page.currency),
                },
                { header: t('customers.columns.signedUp'), cell: (customer) => format.date(customer.created_at) },
                {
                  header: t('customers.columns.lastSignIn'),
                  cell: (customer) =>
                    customer.last_login_at ? format.dateTime(customer.last_login_at) : t('common.never'),
                },
              ]}
            />
            <ConsolePager
              {...query}
              count={page.records.length}
              totalCount={page.total_count}
              summary={(count) => t('customers.summary', { count })}
              onChange={list.setPage}
            />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}

// /admin/tickets — the ticket inbox: open tickets first, the customer waiting longest first; closed
// ones or all on request, searched by title, message or email. Staff (support too) work it.
import styled from 'styled-components';
import { AppLink, EmptyState, PageColumn, PageHeader, QueryView, Select, Text, useT } from '@portal/shared';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import { inboxState } from '@portal/shared/contract/admin';
import { TicketStatusBadge } from '../../../lib/components/Badges';
import { ConsolePager } from '../../../lib/components/ConsolePager';
import { SearchBox } from '../../../lib/components/SearchBox';
import { FilterSlot, Toolbar } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useInbox } from '../api/use-inbox';
import { readInboxQuery } from '../inbox-params';

const DAY_MS = 24 * 60 * 60 * 1000;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
  a {
    overflow-wrap: anywhere;
  }
`;

export default function InboxPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const list = useListParams();
  const query = readInboxQuery(list.search);
  const inbox = useInbox(query);

  return (
    <PageColumn>
      <PageHeader title={t('tickets.title')} intro={t('tickets.intro')} />
      {query.user_id ? (
        <p>
          {t('tickets.ofCustomer', { id: query.user_id })}{' '}
          <AppLink to="/admin/tickets">{t('tickets.allTickets')}</AppLink>
        </p>
      ) : null}
      <Toolbar>
        <SearchBox
          label={t('tickets.search')}
          hint={t('tickets.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => list.setFilters({ q })}
        />
        <FilterSlot>
          <Select
            label={t('tickets.show')}
            value={query.state}
            onChange={(event) =>
              list.setFilters({ state: event.target.value === 'open' ? undefined : event.target.value })
            }
            options={inboxState.options.map((state) => ({ value: state, label: t(`tickets.states.${state}`) }))}
          />
        </FilterSlot>
      </Toolbar>
      <QueryView
        query={inbox}
        loadingLabel={t('tickets.loading')}
        errorTitle={t('tickets.loadFailed')}
        isEmpty={(page) => page.records.length === 0}
        empty={
          query.state === 'open' && !query.q ? (
            <EmptyState title={t('tickets.inboxZeroTitle')} body={t('tickets.inboxZeroBody')} />
          ) : (
            <EmptyState title={t('tickets.emptyTitle')} body={t('tickets.emptyBody')} />
          )
        }
      >
        {(page) => (
          <>
            <DataTable
              caption={t('tickets.caption')}
              rows={page.records}
              rowKey={(ticket) => ticket.id}
              rowTestId="inbox-row"
              busy={inbox.isFetching && inbox.isPlaceholderData}
              columns={[
                {
                  header: t('tickets.columns.title'),
                  cell: (ticket) => (
                    <Stack>
                      <AppLink to={`/admin/tickets/${ticket.id}`}>{ticket.title}</AppLink>
                      <Text as="span" tone="muted" size="sm">
                        {t('tickets.messages', { count: ticket.message_count })}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  header: t('tickets.columns.customer'),
                  cell: (ticket) => (
                    <AppLink to={`/admin/customers/${ticket.customer.id}`}>{ticket.customer.email}</AppLink>
                  ),
                },
                {
                  header: t('tickets.columns.status'),
                  cell: (ticket) => <TicketStatusBadge status={ticket.ticket_status} />,
                },
                {
                  header: t('tickets.columns.waiting'),
                  cell: (ticket) =>
                    ticket.waiting_since ? (
                      <Badge
                        $tone={Date.now() - new Date(ticket.waiting_since).getTime() > DAY_MS ? 'error' : 'warning'}
                      >
                        {t('tickets.waitingFor', { elapsed: format.elapsed(ticket.waiting_since) })}
                      </Badge>
                    ) : (
                      <Text as="span" tone="muted" size="sm">
                        {t('tickets.notWaiting')}
                      </Text>
                    ),
                },
                {
                  header: t('tickets.columns.lastActivity'),
                  cell: (ticket) => (
                    <Stack>
                      <span>{format.dateTime(ticket.last_message_at)}</span>
                      <Text as="span" tone="muted" size="sm">
                        {t(`tickets.lastBy.${ticket.last_message_by}`)}
                      </Text>
                    </Stack>
                  ),
                },
              ]}
            />
            <ConsolePager
              {...list.page}
              count={page.records.length}
              totalCount={page.total_count}
              summary={(count) => t('tickets.summary', { count })}
              onChange={list.setPage}
            />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}

// /user/tickets — the customer's tickets, newest activity first, filtered and paged (on the server) through the URL.
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  describeError,
  PageColumn,
  PageHeader,
  Spinner,
  useSearchParams,
  useT,
} from '@portal/shared';
import { useTicketList } from '../../ticket-list/api/use-ticket-list';
import { readListParams, writeListParams, type ListParams } from '../list-params';
import { NoTickets } from './NoTickets';
import { StatusFilter } from './StatusFilter';
import { TicketPager } from './TicketPager';
import { TicketListItem } from './TicketListItem';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

export function TicketListPage() {
  const { t } = useT('tickets');
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const { page, size, status } = params;
  const query = useTicketList(page, size, status);

  const update = (next: Partial<ListParams>) => setSearch(writeListParams({ ...params, ...next }));

  let body;
  if (query.isPending) {
    body = (
      <Centered>
        <Spinner size="lg" label={t('list.loading')} />
      </Centered>
    );
  } else if (query.isError) {
    body = (
      <Alert tone="error" title={t('list.loadFailed')}>
        <p>{describeError(query.error)}</p>
        <Button variant="secondary" size="sm" style={{ marginTop: 8 }} onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  } else if (query.data.tickets.length === 0 && page === 1) {
    body = <NoTickets filtered={status !== null} clearFilterTo="/user/tickets" />;
  } else {
    body = (
      <>
        <List aria-label={t('list.listLabel')} aria-busy={query.isFetching && query.isPlaceholderData}>
          {query.data.tickets.map((ticket) => (
            <TicketListItem key={ticket.id} ticket={ticket} />
          ))}
        </List>
        <TicketPager
          page={page}
          size={size}
          count={query.data.tickets.length}
          totalCount={query.data.total_count}
          onChange={update}
        />
      </>
    );
  }

  return (
    <PageColumn>
      <PageHeader
        title={t('list.title')}
        intro={t('list.intro')}
        actions={<ButtonLink to="/user/tickets/new">{t('list.newTicket')}</ButtonLink>}
      />
      <StatusFilter status={status} onChange={(next) => update({ status: next, page: 1 })} />
      {body}
    </PageColumn>
  );
}

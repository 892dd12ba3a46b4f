// /admin/tickets/{id} — a ticket's conversation with the customer's plan beside it: reply in markdown
// (with a preview), close or reopen it.
import styled from 'styled-components';
import {
  AppLink,
  Button,
  EmptyState,
  LoadError,
  Loading,
  PageColumn,
  PageHeader,
  isApiError,
  media,
  toast,
  useParams,
  usePageTitle,
  useT,
} from '@portal/shared';
import { TicketStatusBadge } from '../../../lib/components/Badges';
import { describeConsoleError } from '../../../lib/console-errors';
import { useConsoleFormat } from '../../../lib/format';
import { useTicket } from '../api/use-ticket';
import { useTicketChange } from '../api/use-ticket-change';
import { Conversation } from './Conversation';
import { CustomerAside } from './CustomerAside';
import { ReplyForm } from './ReplyForm';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 16px;
  align-items: start;
  ${media.down('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

export default function TicketPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const ticketId = useParams().id ?? '';
  const query = useTicket(ticketId);
  const reply = useTicketChange(ticketId);
  const status = useTicketChange(ticketId);
  const back = <AppLink to="/admin/tickets">← {t('common.backTo', { page: t('tickets.title') })}</AppLink>;
  usePageTitle(query.data?.ticket.title ?? t('ticket.title'));

  if (query.isPending || query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <PageColumn>
        {back}
        {query.isPending ? (
          <Loading label={t('ticket.loading')} />
        ) : missing ? (
          <EmptyState title={t('ticket.notFoundTitle')} body={t('ticket.notFoundBody')} />
        ) : (
          <LoadError title={t('ticket.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </PageColumn>
    );
  }

  const { ticket, messages, customer } = query.data;
  const open = ticket.ticket_status === 'pending' || ticket.ticket_status === 'processing';
  const setStatus = async () => {
    try {
      await status.mutateAsync({ kind: 'status', status: open ? 'closed' : 'processing' });
      toast({ tone: 'success', title: open ? t('ticket.closed') : t('ticket.reopened') });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
    }
  };

  return (
    <PageColumn>
      <PageHeader
        before={back}
        title={ticket.title}
        intro={
          <>
            <TicketStatusBadge status={ticket.ticket_status} />{' '}
            {t('ticket.intro', { email: ticket.customer.email, date: format.dateTime(ticket.created_at) })}
          </>
        }
        actions={
          <Button variant="secondary" loading={status.isPending} onClick={() => void setStatus()}>
            {open ? t('ticket.close') : t('ticket.reopen')}
          </Button>
        }
      />
      <Layout>
        <Main>
          <Conversation messages={messages} />
          <ReplyForm change={reply} />
        </Main>
        <CustomerAside customer={customer} />
      </Layout>
    </PageColumn>
  );
}

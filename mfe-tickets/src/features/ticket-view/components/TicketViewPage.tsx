// /user/tickets/view/:id — one ticket's conversation, the reply box, close and reopen.
// The shell has already turned a non-uuid id into its 404 page; a uuid that is not this customer's
// ticket is answered 404 by the API and shown here, inside the layout.
import { PageColumn, PageHeader, Panel, useParams } from '@portal/shared';
import styled from 'styled-components';
import { Alert, AppLink, Button, Heading, Spinner, Text, describeError, isApiError, useT } from '@portal/shared';
import { StatusBadge } from '../../../lib/components/StatusBadge';
import { useFormatDateTime } from '../../../lib/format-date';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useTicketConversation } from '../../ticket-view/api/use-ticket-conversation';
import { toConversation } from '../conversation';
import { MessageList } from './MessageList';
import { ReplyForm } from './ReplyForm';
import { CloseTicketButton, ReopenButton } from './StatusActions';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const ClosedNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

export function TicketViewPage() {
  const { t } = useT('tickets');
  const { id = '' } = useParams();
  const customerId = useCustomerId();
  const formatDateTime = useFormatDateTime();
  // Loading the conversation marks it read on the server (the list's unread marker goes away).
  const query = useTicketConversation(id);

  const back = <AppLink to="/user/tickets">← {t('view.backToList')}</AppLink>;

  if (query.isPending) {
    return (
      <Centered>
        <Spinner size="lg" label={t('view.loading')} />
      </Centered>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <PageColumn>
        {back}
        {notFound ? (
          <Panel>
            <Heading level={1}>{t('view.notFoundTitle')}</Heading>
            <Text tone="muted" style={{ marginTop: 8 }}>
              {t('view.notFoundBody')}
            </Text>
          </Panel>
        ) : (
          <Alert tone="error" title={t('view.loadFailed')}>
            <p>{describeError(query.error)}</p>
            <Button variant="secondary" size="sm" style={{ marginTop: 8 }} onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        )}
      </PageColumn>
    );
  }

  const ticket = query.data;
  const closed = ticket.ticket_status === 'closed';
  return (
    <PageColumn>
      <PageHeader
        before={back}
        title={ticket.title}
        intro={
          <Meta as="span">
            <StatusBadge status={ticket.ticket_status} />
            <span>{t('view.opened', { when: formatDateTime(ticket.created_at) })}</span>
          </Meta>
        }
        actions={closed ? undefined : <CloseTicketButton ticketId={ticket.id} />}
      />
      <Panel>
        <MessageList entries={toConversation(ticket, customerId)} />
      </Panel>
      {closed ? (
        <Alert tone="info">
          <ClosedNotice>
            <span>{t('view.closedNotice')}</span>
            <ReopenButton ticketId={ticket.id} variant="primary" />
          </ClosedNotice>
        </Alert>
      ) : (
        <Panel>
          <ReplyForm ticketId={ticket.id} />
        </Panel>
      )}
    </PageColumn>
  );
}

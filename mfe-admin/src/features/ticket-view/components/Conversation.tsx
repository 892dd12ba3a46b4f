// A ticket's messages, oldest first: who wrote (staff marked), when, and the markdown as written.
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import { Badge } from '@portal/shared/ui-kit';
import { LazyMarkdown } from '@portal/shared/markdown';
import type { AdminTicketDetailResult } from '@portal/shared/contract/admin';
import { useConsoleFormat } from '../../../lib/format';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Message = styled.li<{ $staff: boolean }>`
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $staff }) => ($staff ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $staff }) => ($staff ? theme.tones.info.bg : theme.colors.surface)};
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
`;

export function Conversation({ messages }: { messages: AdminTicketDetailResult['messages'] }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <List aria-label={t('ticket.conversation')}>
      {messages.map((message) => (
        <Message key={message.id} $staff={message.author_is_staff}>
          <Head>
            <strong>{message.author.email}</strong>
            {message.author_is_staff ? <Badge $tone="info">{t('ticket.staff')}</Badge> : null}
            <Text as="span" tone="muted" size="sm">
              <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>
            </Text>
          </Head>
          <LazyMarkdown>{message.content}</LazyMarkdown>
        </Message>
      ))}
    </List>
  );
}

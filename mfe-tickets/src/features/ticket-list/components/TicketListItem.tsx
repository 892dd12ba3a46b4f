// One row of the list: the title links to the conversation; status, last activity and the unread marker.
import styled from 'styled-components';
import { Link } from '@portal/shared';
import { media, useT } from '@portal/shared';
import type { TicketModel } from '@portal/shared/contract';
import { StatusBadge } from '../../../lib/components/StatusBadge';
import { useFormatDateTime } from '../../../lib/format-date';
import { lastActivityAt } from '../../../lib/last-activity';

const Row = styled.li<{ $unread: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.tones.info.fg : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: box-shadow ${({ theme }) => theme.transition};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}60;
  }
  ${media.down('sm')} {
    flex-direction: column;
    align-items: flex-start;
    gap: 6px;
  }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const TitleLink = styled(Link)<{ $unread: boolean }>`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.bold : theme.font.weight.medium)};
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:focus {
    outline: none;
  }
  /* The whole row is the click target; the link stays the one focusable element. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  ${media.down('sm')} {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badges = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: none;
`;

const Unread = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.tones.info.fg};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export function TicketListItem({ ticket }: { ticket: TicketModel }) {
  const { t } = useT('tickets');
  // The server keeps the read state, so the marker is the same on every device.
  const unread = ticket.has_unread_reply;
  const formatDateTime = useFormatDateTime();
  return (
    <Row $unread={unread} data-testid="ticket-row">
      <Main>
        <TitleLink to={`/user/tickets/view/${ticket.id}`} $unread={unread}>
          {ticket.title}
        </TitleLink>
        <Meta>{t('list.lastActivity', { when: formatDateTime(lastActivityAt(ticket)) })}</Meta>
      </Main>
      <Badges>
        {unread ? <Unread title={t('list.unreadHint')}>{t('list.unread')}</Unread> : null}
        <StatusBadge status={ticket.ticket_status} />
      </Badges>
    </Row>
  );
}

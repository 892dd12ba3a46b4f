// No tickets: a friendly nudge to the new-ticket page (or, with a filter on, a way back to all).
import styled from 'styled-components';
import { Heading, Text, useT } from '@portal/shared';
import { ButtonLink } from '../../../lib/components/ButtonLink';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 4px;
`;

function InboxIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
      <path d="M4 13h4l1.5 2.5h5L16 13h4" />
      <path d="M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z" />
    </svg>
  );
}

export function EmptyState({ filtered, clearFilterTo }: { filtered: boolean; clearFilterTo: string }) {
  const { t } = useT('tickets');
  return (
    <Box>
      <Text as="span" tone="muted">
        <InboxIcon />
      </Text>
      <Heading level={2}>{filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}</Heading>
      <Text tone="muted">{filtered ? t('list.emptyFilteredBody') : t('list.emptyBody')}</Text>
      <Actions>
        {filtered ? (
          <ButtonLink to={clearFilterTo} $variant="secondary">
            {t('list.clearFilter')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/user/tickets/new">{filtered ? t('list.newTicket') : t('list.emptyAction')}</ButtonLink>
      </Actions>
    </Box>
  );
}

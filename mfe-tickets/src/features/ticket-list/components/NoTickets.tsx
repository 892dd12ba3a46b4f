// No tickets: a friendly nudge to the new-ticket page (or, with a filter on, a way back to all).
import { ButtonLink, EmptyState, useT } from '@portal/shared';

function InboxIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
      <path d="M4 13h4l1.5 2.5h5L16 13h4" />
      <path d="M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z" />
    </svg>
  );
}

export function NoTickets({ filtered, clearFilterTo }: { filtered: boolean; clearFilterTo: string }) {
  const { t } = useT('tickets');
  return (
    <EmptyState
      icon={<InboxIcon />}
      title={filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
      body={filtered ? t('list.emptyFilteredBody') : t('list.emptyBody')}
      actions={
        <>
          {filtered ? (
            <ButtonLink to={clearFilterTo} variant="secondary">
              {t('list.clearFilter')}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/user/tickets/new">{filtered ? t('list.newTicket') : t('list.emptyAction')}</ButtonLink>
        </>
      }
    />
  );
}

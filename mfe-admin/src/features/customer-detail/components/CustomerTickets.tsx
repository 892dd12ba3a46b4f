// A customer's tickets (the newest), each opening in the console's inbox.
import { AppLink, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import type { AdminUserDetailResult } from '@portal/shared/contract/admin';
import { TicketStatusBadge } from '../../../lib/components/Badges';
import { useConsoleFormat } from '../../../lib/format';
import { Section } from './Section';

export function CustomerTickets({ detail }: { detail: AdminUserDetailResult }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <Section
      title={t('customer.tickets.title')}
      shown={detail.tickets.length}
      total={detail.tickets_count}
      allLink={`/admin/tickets?state=all&user=${detail.user.id}`}
    >
      <DataTable
        caption={t('customer.tickets.title')}
        rows={detail.tickets}
        rowKey={(ticket) => ticket.id}
        columns={[
          {
            header: t('tickets.columns.title'),
            cell: (ticket) => <AppLink to={`/admin/tickets/${ticket.id}`}>{ticket.title}</AppLink>,
          },
          {
            header: t('tickets.columns.status'),
            cell: (ticket) => <TicketStatusBadge status={ticket.ticket_status} />,
          },
          { header: t('tickets.columns.opened'), cell: (ticket) => format.dateTime(ticket.created_at) },
          { header: t('tickets.columns.lastActivity'), cell: (ticket) => format.dateTime(ticket.updated_at) },
        ]}
      />
    </Section>
  );
}

// GET /api/v2/admin_api/tickets/{id} — a ticket's conversation with the customer beside it (staff).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export const ticketQuery = (ticketId: string) =>
  queryOptions({
    queryKey: adminKeys.ticket(ticketId),
    queryFn: async ({ signal }) => (await api.adminTicketDetail({ params: { ticket_id: ticketId }, signal })).result,
  });

export function useTicket(ticketId: string) {
  return useQuery(ticketQuery(ticketId));
}

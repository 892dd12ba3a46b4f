// GET /api/v2/user/tickets-v2/{ticket_id}/messages — the ticket and its whole conversation.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { ticketKeys } from '../../../lib/query-keys';

/** How often an open conversation looks for staff replies. */
export const CONVERSATION_POLL_MS = 20_000;

export function useUserTicketsMessages(ticketId: string) {
  return useQuery({
    queryKey: ticketKeys.conversation(ticketId),
    queryFn: async ({ signal }) => (await api.userTicketsMessages({ params: { ticket_id: ticketId }, signal })).result,
    refetchInterval: (query) => (query.state.status === 'error' ? false : CONVERSATION_POLL_MS),
  });
}

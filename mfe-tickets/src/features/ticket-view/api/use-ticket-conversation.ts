// GET /api/v2/user/tickets-v2/{ticket_id}/messages — the ticket and its whole conversation. The server
// marks the conversation read when it answers; the cached list pages follow at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { markReadInCachedLists } from '../../../lib/list-cache';
import { ticketKeys } from '../../../lib/query-keys';

/** How often an open conversation looks for staff replies. */
const CONVERSATION_POLL_MS = 20_000;

export function useTicketConversation(ticketId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticketKeys.conversation(ticketId),
    queryFn: async ({ signal }) => {
      const { result } = await api.userTicketsMessages({ params: { ticket_id: ticketId }, signal });
      markReadInCachedLists(queryClient, ticketId);
      return result;
    },
    refetchInterval: (query) => (query.state.status === 'error' ? false : CONVERSATION_POLL_MS),
  });
}

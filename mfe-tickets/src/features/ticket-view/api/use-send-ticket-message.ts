// POST /api/v2/user/tickets-v2/{ticket_id}/messages — adds the customer's reply.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { SendTicketMessageBody } from '@portal/shared/contract';
import { ticketKeys } from '../../../lib/query-keys';

export function useSendTicketMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendTicketMessageBody) => api.userTicketsSendMessage({ params: { ticket_id: ticketId }, body }),
    // Sending may also change the status (a resolved ticket reopens): reload the whole conversation.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.conversation(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]),
  });
}

// PUT /api/v2/user/tickets-v2/{ticket_id}/edit-status — the customer closes ('closed') or reopens ('pending').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { EditTicketStatusBody, TicketModel } from '@portal/shared/contract';
import { ticketKeys } from '../../../lib/query-keys';

export function useChangeTicketStatus(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditTicketStatusBody) => api.userTicketsEditStatus({ params: { ticket_id: ticketId }, body }),
    onSuccess: async ({ result }) => {
      // Show the new status at once, then confirm with the server.
      queryClient.setQueryData<TicketModel>(ticketKeys.conversation(ticketId), (ticket) =>
        ticket ? { ...ticket, ticket_status: result.ticket_status, updated_at: result.updated_at } : ticket,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.conversation(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]);
    },
  });
}

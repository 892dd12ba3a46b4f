// POST /api/v2/user/tickets-v2/ — opens a ticket; the answer carries the new ticket's id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { CreateTicketBody } from '@portal/shared/contract';
import { ticketKeys } from '../../../lib/query-keys';

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketBody) => api.userTicketsCreate({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}

// Answering a ticket (staffTicketReply, which can set the status too) and closing or reopening it
// without writing (adminTicketSetStatus); both audited. The inbox and the overview are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { TicketStatus } from '@portal/shared/contract';
import { adminKeys } from '../../../lib/query-keys';

export type TicketChange =
  { kind: 'reply'; content: string; status?: TicketStatus | null } | { kind: 'status'; status: TicketStatus };

export function useTicketChange(ticketId: string) {
  const queryClient = useQueryClient();
  const params = { ticket_id: ticketId };
  return useMutation({
    mutationFn: async (change: TicketChange) => {
      if (change.kind === 'reply') {
        await api.staffTicketReply({ params, body: { content: change.content, status: change.status ?? null } });
      } else {
        await api.adminTicketSetStatus({ params, body: { ticket_status: change.status } });
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.tickets() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

// React-query keys of the tickets remote, in one place so mutations invalidate exactly what they change.
import type { TicketStatus } from '@portal/shared/contract';

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (page: number, size: number, status: TicketStatus | null) =>
    [...ticketKeys.lists(), { page, size, status }] as const,
  conversation: (ticketId: string) => [...ticketKeys.all, 'conversation', ticketId] as const,
};

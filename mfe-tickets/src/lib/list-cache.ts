// The cached pages of the tickets list (react-query), shared by the list that fills them and the
// conversation that changes what they show.
import type { QueryClient } from '@tanstack/react-query';
import type { TicketModel } from '@portal/shared/contract';
import { ticketKeys } from './query-keys';

/** One page of the list as cached under ticketKeys.list(page, size, status): the operation's result. */
export interface TicketPage {
  tickets: TicketModel[];
  total_count: number;
}

/**
 * The server has just marked `ticketId` read (it answered the conversation): drop the ticket's
 * unread marker in every cached page at once, so "back to tickets" never shows it stale, and have
 * the pages refetched when they are shown again.
 */
export function markReadInCachedLists(queryClient: QueryClient, ticketId: string): void {
  queryClient.setQueriesData<TicketPage>({ queryKey: ticketKeys.lists() }, (page) =>
    page?.tickets.some((ticket) => ticket.id === ticketId && ticket.has_unread_reply)
      ? {
          ...page,
          tickets: page.tickets.map((ticket) =>
            ticket.id === ticketId ? { ...ticket, has_unread_reply: false } : ticket,
          ),
        }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
}

// GET /api/v2/user/tickets-v2/?page&size — the customer's tickets.
// The endpoint pages on the server but cannot filter by status, so with a status filter every page
// is fetched (100 a page, the most the API allows) and filtered and paged here. Customers have few
// tickets; MAX_PAGES bounds the work for the unusual one who has thousands.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { TicketModel, TicketStatus } from '@portal/shared/contract';
import { ticketKeys } from '../../../lib/query-keys';
import { lastActivityAt } from '../../../lib/unread';

export const API_MAX_PAGE_SIZE = 100;
const MAX_PAGES = 20;

export interface TicketPage {
  tickets: TicketModel[];
  totalCount: number;
}

function byNewestActivity(a: TicketModel, b: TicketModel): number {
  return Date.parse(lastActivityAt(b)) - Date.parse(lastActivityAt(a));
}

async function fetchFiltered(
  page: number,
  size: number,
  status: TicketStatus,
  signal: AbortSignal,
): Promise<TicketPage> {
  const all: TicketModel[] = [];
  for (let apiPage = 1; apiPage <= MAX_PAGES; apiPage += 1) {
    const { result } = await api.userTicketsList({ query: { page: apiPage, size: API_MAX_PAGE_SIZE }, signal });
    all.push(...result.tickets);
    if (result.tickets.length < API_MAX_PAGE_SIZE || all.length >= result.total_count) break;
  }
  const matching = all.filter((ticket) => ticket.ticket_status === status).sort(byNewestActivity);
  return { tickets: matching.slice((page - 1) * size, page * size), totalCount: matching.length };
}

async function fetchPage(page: number, size: number, signal: AbortSignal): Promise<TicketPage> {
  const { result } = await api.userTicketsList({ query: { page, size }, signal });
  return { tickets: [...result.tickets].sort(byNewestActivity), totalCount: result.total_count };
}

export function useUserTicketsList(page: number, size: number, status: TicketStatus | null) {
  return useQuery({
    queryKey: ticketKeys.list(page, size, status),
    queryFn: ({ signal }) => (status ? fetchFiltered(page, size, status, signal) : fetchPage(page, size, signal)),
    // Keep the previous page on screen while the next one loads (no flash of the spinner).
    placeholderData: keepPreviousData,
    // Staff replies arrive without the customer doing anything: look again now and then.
    refetchInterval: 60_000,
  });
}

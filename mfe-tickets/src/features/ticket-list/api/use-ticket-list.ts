// GET /api/v2/user/tickets-v2/?page&size&ticket_status — one page of the customer's tickets, newest
// activity first, of one status when the filter is on. The server filters, orders and pages.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { TicketStatus } from '@portal/shared/contract';
import type { TicketPage } from '../../../lib/list-cache';
import { ticketKeys } from '../../../lib/query-keys';

async function fetchPage(
  page: number,
  size: number,
  status: TicketStatus | null,
  signal: AbortSignal,
): Promise<TicketPage> {
  const query = status ? { page, size, ticket_status: status } : { page, size };
  const { result } = await api.userTicketsList({ query, signal });
  return result;
}

export function useTicketList(page: number, size: number, status: TicketStatus | null) {
  return useQuery({
    queryKey: ticketKeys.list(page, size, status),
    queryFn: ({ signal }) => fetchPage(page, size, status, signal),
    // Keep the previous page on screen while the next one loads (no flash of the spinner).
    placeholderData: keepPreviousData,
    // Staff replies arrive without the customer doing anything: look again now and then.
    refetchInterval: 60_000,
  });
}

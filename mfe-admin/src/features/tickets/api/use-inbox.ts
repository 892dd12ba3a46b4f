// GET /api/v2/admin_api/tickets — the inbox: open first, the longest waiting first (staff). Read again
// every minute while the page is open, so new tickets show up.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export interface InboxQuery {
  state?: 'open' | 'closed' | 'all';
  q?: string;
  user_id?: number;
  page: number;
  size: number;
}

export const inboxQuery = (query: InboxQuery) =>
  queryOptions({
    queryKey: adminKeys.ticketList(query),
    queryFn: async ({ signal }) => (await api.adminTicketsInbox({ query, signal })).result,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export function useInbox(query: InboxQuery) {
  return useQuery(inboxQuery(query));
}

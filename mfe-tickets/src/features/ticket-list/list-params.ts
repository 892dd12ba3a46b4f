// The list's state lives in the URL (?page, ?size, ?status) so it survives reloads and can be shared.
// Anything unreadable falls back to the default instead of failing the page.
import { ticketStatus, type TicketStatus } from '@portal/shared/contract';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 20;

export interface ListParams {
  page: number;
  size: number;
  status: TicketStatus | null;
}

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  const status = ticketStatus.safeParse(search.get('status'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    status: status.success ? status.data : null,
  };
}

/** The search string for `params`, leaving defaults out so the plain URL stays /user/tickets. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.size !== DEFAULT_PAGE_SIZE) search.set('size', String(params.size));
  return search;
}

// The announcements list's state lives in the URL (?type, ?page) so it survives reloads and can be
// shared. Anything unreadable falls back to the default instead of failing the page.
import { annType, type AnnType } from '@portal/shared/contract';

export const PAGE_SIZE = 10;

export interface ListParams {
  type: AnnType | null;
  page: number;
}

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const type = annType.safeParse(search.get('type'));
  return { type: type.success ? type.data : null, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.type) search.set('type', params.type);
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

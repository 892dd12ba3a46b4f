// The activity list's page lives in the URL (?page, ?size) so it survives reloads and can be shared.
// Anything unreadable falls back to the default instead of failing the page.
export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

export interface PageParams {
  page: number;
  size: number;
}

export function readPageParams(search: URLSearchParams): PageParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The search string for `params`, leaving defaults out so the plain URL stays clean. */
export function writePageParams(params: PageParams, base = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  search.delete('page');
  search.delete('size');
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.size !== DEFAULT_PAGE_SIZE) search.set('size', String(params.size));
  return search;
}

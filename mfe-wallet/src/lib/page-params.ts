// A paged list's state lives in the URL (?page, ?size) so it survives reloads and can be shared, as the
// tickets list does it. Anything unreadable falls back to the default instead of failing the page, and
// the page's other parameters (a returning payment's ?trade_no) are kept.

export const PAGE_SIZES = [10, 20, 50] as const;

export interface PageParams {
  page: number;
  size: number;
}

export function readPageParams(search: URLSearchParams, defaultSize = 20): PageParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
  };
}

/** `search` with `params` in it, defaults left out so the plain URL stays plain. */
export function writePageParams(search: URLSearchParams, params: PageParams, defaultSize = 20): URLSearchParams {
  const next = new URLSearchParams(search);
  if (params.page === 1) next.delete('page');
  else next.set('page', String(params.page));
  if (params.size === defaultSize) next.delete('size');
  else next.set('size', String(params.size));
  return next;
}

/** The limit/offset window of a page, for the APIs that take one. */
export function pageWindow({ page, size }: PageParams): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

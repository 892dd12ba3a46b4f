// limit/offset lists keep their window in the URL (?limit, ?offset) so it survives reloads.
// Anything unreadable falls back to the default instead of failing the page.
export const PAGE_LIMITS = [20, 50, 100] as const;
export const DEFAULT_LIMIT = 20;

export interface Window {
  limit: number;
  offset: number;
}

export function readWindow(search: URLSearchParams): Window {
  const limit = Number(search.get('limit'));
  const offset = Number(search.get('offset'));
  return {
    limit: (PAGE_LIMITS as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    offset: Number.isInteger(offset) && offset >= 0 && offset <= 10_000_000 ? offset : 0,
  };
}

/** `search` with the window written in, defaults left out so the plain URL stays clean. */
export function writeWindow(search: URLSearchParams, next: Window): URLSearchParams {
  const out = new URLSearchParams(search);
  out.delete('limit');
  out.delete('offset');
  if (next.limit !== DEFAULT_LIMIT) out.set('limit', String(next.limit));
  if (next.offset !== 0) out.set('offset', String(next.offset));
  return out;
}

// A console list's state lives in the URL (?q, its filters, ?page, ?size), so a search can be reloaded,
// bookmarked and shared. Anything unreadable falls back to the default instead of failing the page.
import { useSearchParams } from '@portal/shared';

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
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** A filter's value from the URL when it is one of `allowed` (or any non-empty text without a list). */
export function readFilter<T extends string>(
  search: URLSearchParams,
  name: string,
  allowed?: readonly T[],
): T | undefined {
  const value = search.get(name)?.trim();
  if (!value) return undefined;
  if (allowed && !(allowed as readonly string[]).includes(value)) return undefined;
  return value as T;
}

/** A positive whole number from the URL (an id), if it is one. */
export function readId(search: URLSearchParams, name: string): number | undefined {
  const value = search.get(name);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The list's URL state and how to change it: a new filter or search starts again at page 1; defaults
 * are left out so the plain URL stays plain.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const page = readPageParams(search);
  return {
    search,
    page,
    setPage(next: PageParams) {
      const params = new URLSearchParams(search);
      if (next.page === 1) params.delete('page');
      else params.set('page', String(next.page));
      if (next.size === DEFAULT_PAGE_SIZE) params.delete('size');
      else params.set('size', String(next.size));
      setSearch(params);
    },
    setFilters(filters: Record<string, string | undefined>) {
      const params = new URLSearchParams(search);
      for (const [name, value] of Object.entries(filters)) {
        if (value === undefined || value === '') params.delete(name);
        else params.set(name, value);
      }
      params.delete('page');
      setSearch(params);
    },
  };
}

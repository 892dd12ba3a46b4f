// A list's limit/offset window, read from and written to the URL (?limit&offset).
import { useSearchParams } from '@portal/shared';
import { readWindow, writeWindow, type Window } from './limit-offset';

export interface UrlWindowOptions {
  /** Keep the scroll position when paging a section in the middle of a page. */
  preventScrollReset?: boolean;
}

export function useUrlWindow({ preventScrollReset }: UrlWindowOptions = {}): [Window, (next: Window) => void] {
  const [search, setSearch] = useSearchParams();
  const window = readWindow(search);
  const setWindow = (next: Window) =>
    setSearch(writeWindow(search, next), preventScrollReset ? { preventScrollReset: true } : undefined);
  return [window, setWindow];
}

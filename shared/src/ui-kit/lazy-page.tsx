// A remote's page in a chunk of its own that the shell can load before it shows the page. Rendered
// through React.lazy alone, a first visit shows the Suspense fallback and React then holds the page back
// for its fallback throttle (300 ms) after the chunk has arrived; the shell instead calls `preload()` while
// it shows its own spinner, and once `isLoaded()` the page renders at once, without suspending.
//
// A page whose data does not wait for its code declares it as `prefetch`: the shell's `preload(match)`
// starts it beside the chunk, so the page's request no longer waits for the chunk to arrive and render.
import { lazy, Suspense, type ComponentType } from 'react';
import type { PageMatch, PreloadableComponent } from '../federation/types';

export interface LazyPageOptions {
  /**
   * Starts the page's data for where it is opened, into the cache its hooks read — typically
   * `() => queryClient.prefetchQuery(accountOverviewQuery())` with the very query options its hook uses
   * (same key: the page then reads that request instead of sending its own). Not awaited. If it fails,
   * the page is as it was without it: a query that failed is fetched again when the page mounts, which
   * shows its own loading and error states.
   */
  prefetch?: (match: PageMatch) => unknown;
}

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  Fallback: ComponentType,
  { prefetch }: LazyPageOptions = {},
): PreloadableComponent {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const loadChunk = (): Promise<void> =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A failed chunk is tried again on the next visit (or by the page's Retry).
        pending = undefined;
        throw error;
      },
    ));
  const preload = (match?: PageMatch): Promise<void> => {
    if (match && prefetch) startPrefetch(() => prefetch(match));
    return loadChunk();
  };
  const Lazy = lazy(() => loadChunk().then(() => ({ default: Loaded! })));
  function LazyPage() {
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<Fallback />}>
        <Lazy />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload, isLoaded: () => Loaded !== undefined });
}

/** A prefetch that throws or rejects must not fail the page's code: the page loads its data itself. */
function startPrefetch(prefetch: () => unknown): void {
  try {
    Promise.resolve(prefetch()).catch(() => undefined);
  } catch {
    // As above: nothing was started, the page will ask for its data when it renders.
  }
}

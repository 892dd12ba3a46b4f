// A remote's page in a chunk of its own that the shell can load before it shows the page. Rendered
// through React.lazy alone, a first visit shows the Suspense fallback and React then holds the page back
// for its fallback throttle (300 ms) after the chunk has arrived; the shell instead calls `preload()` while
// it shows its own spinner, and once `isLoaded()` the page renders at once, without suspending.
import { lazy, Suspense, type ComponentType } from 'react';
import type { PreloadableComponent } from '../federation/types';

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  Fallback: ComponentType,
): PreloadableComponent {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
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
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
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

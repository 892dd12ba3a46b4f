// A route served by a remote: loads the remote's `./routes`, renders the matching page inside the
// layout, and shows "section unavailable" with Retry when the remote is absent, fails to load, or
// its page crashes. Nothing here can take down the layout or another remote.
import { lazy, startTransition, Suspense, useCallback, useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import {
  ErrorBoundary,
  RemoteUnavailableError,
  Spinner,
  type Incompatibility,
  type PreloadableComponent,
  type RemoteName,
  type RemoteRoutesModule,
  useLocation,
  useParams,
  useT,
} from '@portal/shared';
import { loadedRemoteRoutes, loadRemoteRoutes, preloadRemoteRoutes } from './load-remote-routes';
import type { UnavailableReason } from './SectionUnavailable';

/** Loaded when a section fails: its message is not part of what every page runs to start. */
const LazySectionUnavailable = lazy(() =>
  import('./SectionUnavailable').then(({ SectionUnavailable }) => ({ default: SectionUnavailable })),
);

type LoadState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; module: RemoteRoutesModule }
  | { status: 'failed'; attempt: number; reason: UnavailableReason; incompatibilities: Incompatibility[] };

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
  color: ${({ theme }) => theme.colors.primary};
`;

function SectionUnavailable(props: ComponentProps<typeof LazySectionUnavailable>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazySectionUnavailable {...props} />
    </Suspense>
  );
}

/** `visit` changes with every navigation: a remote that failed before gets a fresh attempt. */
function useRemoteRoutes(remote: RemoteName, visit: string) {
  const [state, setState] = useState<LoadState>(() => {
    const module = loadedRemoteRoutes(remote);
    return module ? { status: 'ready', attempt: 0, module } : { status: 'loading', attempt: 0 };
  });
  const { attempt } = state;

  useEffect(() => {
    let current = true;
    if (attempt === 0) preloadRemoteRoutes(remote);
    loadRemoteRoutes(remote, { retry: attempt > 0 }).then(
      // The section's page renders as a transition (in slices, the browser responsive in between).
      (module) => current && startTransition(() => setState({ status: 'ready', attempt, module })),
      (error: unknown) => {
        if (!current) return;
        console.error(`[shell] Remote ${remote} is unavailable:`, error);
        const known = error instanceof RemoteUnavailableError ? error : null;
        setState({
          status: 'failed',
          attempt,
          reason: known?.reason ?? 'load-failed',
          incompatibilities: known?.incompatibilities ?? [],
        });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt, visit]);

  const retry = useCallback(() => setState((previous) => ({ status: 'loading', attempt: previous.attempt + 1 })), []);
  return { state, retry };
}

/**
 * Whether the page's own chunk is there: a page that can preload it (ui-kit's lazyPage) is loaded while
 * the section's spinner shows, so it then renders without suspending (React would hold a page that
 * suspended back for its fallback throttle, 300 ms); the preload also starts the data the page declares
 * for this URL, beside its chunk. A failed preload renders the page anyway, whose lazy load then fails
 * into the error boundary with its Retry.
 */
function usePageChunk(Page: PreloadableComponent | undefined): boolean {
  const params = useParams();
  const { search } = useLocation();
  const [settled, setSettled] = useState<PreloadableComponent | null>(null);
  const ready = !Page?.preload || Page.isLoaded?.() === true || settled === Page;
  useEffect(() => {
    if (!Page?.preload || ready) return;
    let current = true;
    const done = () => current && setSettled(() => Page);
    Page.preload({ params, search: new URLSearchParams(search) }).then(done, done);
    return () => {
      current = false;
    };
  }, [Page, ready, params, search]);
  return ready;
}

export function RemotePage({ remote, path, visit = '' }: { remote: RemoteName; path: string; visit?: string }) {
  const { t } = useT('shell');
  const { state, retry } = useRemoteRoutes(remote, visit);
  const [crashRetry, setCrashRetry] = useState(0);
  const route = state.status === 'ready' ? state.module.routes.find((candidate) => candidate.path === path) : undefined;
  const pageReady = usePageChunk(route?.Component);

  if ((state.status === 'loading' && state.attempt === 0) || (route && !pageReady)) {
    return (
      <Loading>
        <Spinner size="lg" label={t('remote.loading', { section: t(`remote.sections.${remote}`) })} />
      </Loading>
    );
  }
  if (state.status !== 'ready') {
    return (
      <SectionUnavailable
        remote={remote}
        reason={state.status === 'failed' ? state.reason : 'load-failed'}
        incompatibilities={state.status === 'failed' ? state.incompatibilities : []}
        retrying={state.status === 'loading'}
        onRetry={retry}
      />
    );
  }
  if (!route) {
    return <SectionUnavailable remote={remote} reason="missing-route" retrying={false} onRetry={retry} />;
  }
  const Page = route.Component;
  return (
    <ErrorBoundary
      resetKey={`${path}:${state.attempt}:${crashRetry}`}
      fallback={() => (
        <SectionUnavailable
          remote={remote}
          reason="crashed"
          retrying={false}
          onRetry={() => setCrashRetry((n) => n + 1)}
        />
      )}
    >
      <Page />
    </ErrorBoundary>
  );
}

// A card another remote lends through its exposed ./widgets, loaded at run time by name through the
// shell's registry and federation runtime (@portal/shared's loadRemoteModule): never a build-time import,
// so the dashboard still renders when that remote is down or not installed.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import {
  loadedRemoteModule,
  loadRemoteModule,
  RemoteUnavailableError,
  type RemoteFailure,
  type RemoteName,
} from '@portal/shared';

export type RemoteWidgetState =
  { status: 'loading' } | { status: 'ready'; Widget: ComponentType } | { status: 'failed'; reason: RemoteFailure };

/** The component `name` of `remote`'s `widgets` export, or why it cannot be had. */
function pickWidget(remote: RemoteName, module: unknown, name: string): ComponentType {
  const widgets = (module as { widgets?: Record<string, unknown> } | null)?.widgets;
  const widget = widgets?.[name];
  // A component is a function, or an object (memo, forwardRef).
  if (typeof widget === 'function' || (typeof widget === 'object' && widget !== null)) return widget as ComponentType;
  throw new RemoteUnavailableError(remote, 'invalid-module');
}

/** Ready at once when the remote's widgets are already loaded (a second visit, a page the server rendered). */
function initialState(remote: RemoteName, name: string): RemoteWidgetState {
  const module = loadedRemoteModule(remote, './widgets');
  if (module === undefined) return { status: 'loading' };
  try {
    return { status: 'ready', Widget: pickWidget(remote, module, name) };
  } catch {
    return { status: 'loading' };
  }
}

export function useRemoteWidget(remote: RemoteName, name: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteWidgetState>(() => initialState(remote, name));

  useEffect(() => {
    if (attempt === 0 && state.status === 'ready') return;
    let current = true;
    loadRemoteModule(remote, './widgets', { retry: attempt > 0 })
      .then((module) => pickWidget(remote, module, name))
      .then(
        (Widget) => current && setState({ status: 'ready', Widget }),
        (error: unknown) => {
          if (!current) return;
          if (!(error instanceof RemoteUnavailableError && error.reason === 'absent'))
            console.error(`[${remote}] widget ${name} is unavailable:`, error);
          setState({
            status: 'failed',
            reason: error instanceof RemoteUnavailableError ? error.reason : 'load-failed',
          });
        },
      );
    return () => {
      current = false;
    };
    // `state` is read only to skip a load that already happened before the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, name, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

// Polls for a newer shell build and for remotes published or rolled back since this page loaded, every
// VERSION_CHECK_SECONDS (5 minutes unless the operator set it) and when the window regains focus (throttled), never while the tab is hidden; answers what
// changed once something did. The open tab keeps working meanwhile: old versions stay served.
import { useEffect, useState } from 'react';
import type { RemoteName } from '@portal/shared';
import { fetchChangedRemotes, fetchLiveShellVersion } from './check-version';
import { DEV_BUILD_ID, FOCUS_THROTTLE_MS, pollIntervalMs } from './timing';

export interface NewVersion {
  /** The live shell build when it is not this page's, else null. */
  shell: string | null;
  /** Remotes whose live version is not the one this page runs. */
  remotes: RemoteName[];
}

/** `since`: when the page started (the checks keep their rhythm from then, whenever this code arrived). */
export function useNewVersion(buildId: string, since: number): NewVersion | null {
  const [newVersion, setNewVersion] = useState<NewVersion | null>(null);

  useEffect(() => {
    if (buildId === DEV_BUILD_ID) return;
    let stopped = false;
    let inFlight = false;
    let lastCheck = since;
    const every = pollIntervalMs();

    async function check(): Promise<void> {
      if (stopped || inFlight || document.visibilityState === 'hidden') return;
      inFlight = true;
      lastCheck = Date.now();
      try {
        const [live, remotes] = await Promise.all([fetchLiveShellVersion(), fetchChangedRemotes()]);
        const shell = live && live !== buildId ? live : null;
        if (!stopped && (shell || remotes.length > 0)) {
          // A new shell means a reload anyway; a remote may change again, so keep looking for those.
          if (shell) stopped = true;
          setNewVersion((previous) =>
            previous?.shell === shell && previous?.remotes.join() === remotes.join() ? previous : { shell, remotes },
          );
        }
      } catch (error) {
        // Offline or the API is restarting: the next tick tries again.
        console.debug('[version-check] check failed', error);
      } finally {
        inFlight = false;
      }
    }

    let timer: number | undefined;
    const first = window.setTimeout(
      () => {
        void check();
        timer = window.setInterval(() => void check(), every);
      },
      Math.max(0, since + every - Date.now()),
    );
    const onFocus = () => {
      if (Date.now() - lastCheck >= FOCUS_THROTTLE_MS) void check();
    };
    // Coming back to a tab that skipped its ticks while hidden: check if one is overdue.
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= every) void check();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(first);
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [buildId, since]);

  return newVersion;
}

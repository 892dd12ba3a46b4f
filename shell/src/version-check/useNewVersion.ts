// Polls for a newer shell build every 5 minutes and when the window regains focus (throttled),
// never while the tab is hidden; answers the newer version once one is live.
import { useEffect, useState } from 'react';
import { DEV_BUILD_ID, FOCUS_THROTTLE_MS, POLL_INTERVAL_MS, fetchLiveShellVersion } from './check-version';

export function useNewVersion(buildId: string): string | null {
  const [newVersion, setNewVersion] = useState<string | null>(null);

  useEffect(() => {
    if (buildId === DEV_BUILD_ID) return;
    let stopped = false;
    let inFlight = false;
    let lastCheck = Date.now();

    async function check(): Promise<void> {
      if (stopped || inFlight || document.visibilityState === 'hidden') return;
      inFlight = true;
      lastCheck = Date.now();
      try {
        const live = await fetchLiveShellVersion();
        if (!stopped && live && live !== buildId) {
          stopped = true;
          setNewVersion(live);
        }
      } catch (error) {
        // Offline or the API is restarting: the next tick tries again.
        console.debug('[version-check] check failed', error);
      } finally {
        inFlight = false;
      }
    }

    const timer = window.setInterval(() => void check(), POLL_INTERVAL_MS);
    const onFocus = () => {
      if (Date.now() - lastCheck >= FOCUS_THROTTLE_MS) void check();
    };
    // Coming back to a tab that skipped its ticks while hidden: check if one is overdue.
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= POLL_INTERVAL_MS) void check();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [buildId]);

  return newVersion;
}

// The new-version check (VersionCheck.tsx), loaded when it is first due: no check runs before a minute has
// passed (a focus within the first minute is throttled, the first poll is at VERSION_CHECK_SECONDS, at least 60), so the code that checks
// is not part of what a page runs to start.
import { lazy, Suspense, useEffect, useState } from 'react';
import { getPortalConfig } from '@portal/shared';
import { DEV_BUILD_ID, FOCUS_THROTTLE_MS } from './timing';

const VersionCheck = lazy(() => import('./VersionCheck'));

export function NewVersionNotice() {
  const [since] = useState(() => Date.now());
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (getPortalConfig().buildId === DEV_BUILD_ID) return undefined;
    const timer = window.setTimeout(() => setDue(true), FOCUS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <VersionCheck since={since} />
    </Suspense>
  );
}

// When the new-version check runs (useNewVersion.ts): its own file, so the page's first chunk can know when
// the check is first due without carrying the check itself (NewVersionNotice.tsx).
import { getPortalConfig } from '@portal/shared';

/** How often an open tab checks: VERSION_CHECK_SECONDS on the server (default 5 minutes). */
export const pollIntervalMs = (): number => getPortalConfig().versionCheckSeconds * 1000;
/** Focus can fire often (alt-tab); at most one check per minute from it. */
export const FOCUS_THROTTLE_MS = 60_000;
/** The build id a dev server runs with (no injected config): there is no deployed build to compare. */
export const DEV_BUILD_ID = 'dev';

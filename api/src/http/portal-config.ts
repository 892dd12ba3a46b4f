// What every page gets as window.__PORTAL_CONFIG__ (shared/src/config/portal-config.ts reads it).
import type { Config } from '../config';
import { readBuildInfo, type BuildInfo } from '../modules/remote-registry/build-info';

/** The page's config; `build` is the live build-info.json (read once per request by the caller). */
export function portalConfig(config: Config, build: BuildInfo | undefined = readBuildInfo(config.staticDir)) {
  return {
    siteName: config.siteName,
    footerCopyright: config.footerCopyright,
    apiBase: config.apiBase,
    liveChat: config.liveChat,
    versionCheckSeconds: config.versionCheckSeconds,
    buildId: build?.shell.version ?? 'dev',
    // What the shell checks each remote against before starting it (shared/src/federation/compatibility.ts).
    builtWith: build?.shell.built_with ?? {},
  };
}

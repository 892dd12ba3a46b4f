// Runtime configuration the server injects into the shell's index.html as window.__PORTAL_CONFIG__.
// A dev server injects nothing, so every field has a default; a malformed field falls back too.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export interface LiveChatConfig {
  crispWebsiteId?: string;
  scriptUrl?: string;
}

export interface PortalConfig {
  siteName: string;
  footerCopyright: string;
  /** '' means the API is served from the same origin. */
  apiBase: string;
  liveChat: LiveChatConfig | null;
  /** How often an open tab looks for a new version (VERSION_CHECK_SECONDS). */
  versionCheckSeconds: number;
  buildId: string;
  /** The exact versions of the shared libraries this shell was built with; {} on a dev server (no check). */
  builtWith: Readonly<Record<string, string>>;
}

declare global {
  /** Set by the page (index.html), or by the server around a page it renders (shell/src/server-rendering/page-server). */
  var __PORTAL_CONFIG__: Partial<PortalConfig> | undefined;
}

export const DEFAULT_PORTAL_CONFIG: Readonly<PortalConfig> = Object.freeze({
  siteName: '极速云',
  footerCopyright: '© 2020-2025 极速云',
  apiBase: '',
  liveChat: null,
  versionCheckSeconds: 300,
  buildId: 'dev',
  builtWith: Object.freeze({}),
});

const fieldSchemas = {
  siteName: z.string().check(z.minLength(1)),
  footerCopyright: z.string(),
  apiBase: z.string(),
  liveChat: z.nullable(z.object({ crispWebsiteId: z.optional(z.string()), scriptUrl: z.optional(z.string()) })),
  versionCheckSeconds: z.int().check(z.gte(60), z.lte(86_400)),
  buildId: z.string().check(z.minLength(1)),
  builtWith: z.record(z.string(), z.string()),
} satisfies { [K in keyof PortalConfig]: $ZodType };

/** window.__PORTAL_CONFIG__ merged over the defaults, field by field. */
export function getPortalConfig(): PortalConfig {
  const injected: unknown = globalThis.__PORTAL_CONFIG__;
  const config: PortalConfig = { ...DEFAULT_PORTAL_CONFIG };
  if (!injected || typeof injected !== 'object') return config;
  const source = injected as Record<string, unknown>;
  for (const key of Object.keys(fieldSchemas) as (keyof PortalConfig)[]) {
    if (source[key] === undefined) continue;
    const parsed = z.safeParse(fieldSchemas[key], source[key]);
    if (parsed.success) Object.assign(config, { [key]: parsed.data });
    else console.warn(`Ignoring invalid window.__PORTAL_CONFIG__.${key}`);
  }
  return config;
}

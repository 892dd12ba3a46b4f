// The one federation config every build uses (shell + six remotes), so the shared map cannot drift.
// See docs/architecture.md "Module federation".
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const sharedPackageDir = path.dirname(fileURLToPath(new URL('../package.json', import.meta.url)));
const sharedPackage = JSON.parse(readFileSync(path.join(sharedPackageDir, 'package.json'), 'utf8'));

/** Remote MF names (identifiers) keyed by their folder. */
export const REMOTES = Object.freeze({
  'mfe-auth': 'mfe_auth',
  'mfe-services': 'mfe_services',
  'mfe-wallet': 'mfe_wallet',
  'mfe-tickets': 'mfe_tickets',
  'mfe-account': 'mfe_account',
  'mfe-admin': 'mfe_admin',
});

export const HOST_NAME = 'portal_shell';

/**
 * The runtime plugin behind `experiments.provideExternalRuntime`, by its ESM file. The flag itself
 * adds the plugin's CommonJS build, which pulls a second, CommonJS copy of the runtime into the shell
 * (+21.5 KB gzip measured); the ESM build shares the shell's own runtime modules.
 */
const enhancedRequire = createRequire(require.resolve('@module-federation/enhanced', { paths: [sharedPackageDir] }));
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  // Resolved as @module-federation/enhanced resolves it: the CommonJS build; the ESM build sits beside it.
  path.dirname(enhancedRequire.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * Libraries that hold a React context or module state: one copy at run time, whoever loads first.
 * Subpath keys ("react/") share deep imports such as react/jsx-runtime.
 *
 * react-router, i18next and react-i18next are deliberately absent: apps reach them only through
 * @portal/shared (src/router.ts, src/i18n; lint enforces it), so each is still one copy at run time,
 * inside the @portal/shared singleton, and webpack tree-shakes it there (a shared package cannot be:
 * react-router shared whole cost ~61 KB gzip). See docs/adr/0003.
 */
export const SINGLETON_PACKAGES = ['react', 'react-dom', 'styled-components', 'zustand', '@tanstack/react-query'];

function installedVersion(name) {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [sharedPackageDir] }), 'utf8'))
    .version;
}

/**
 * The libraries whose version line a remote and the shell must share (shared/src/federation/compatibility.ts):
 * the singletons, react-router (inside @portal/shared, but its API is what remotes are written against)
 * and @portal/shared itself.
 */
export const BUILT_WITH_PACKAGES = [...SINGLETON_PACKAGES, 'react-router', '@portal/shared'];

/** The exact versions of BUILT_WITH_PACKAGES this checkout builds with (portal-remote.json, build-info.json). */
export function builtWith() {
  return Object.fromEntries(
    BUILT_WITH_PACKAGES.map((name) => [
      name,
      name === '@portal/shared' ? sharedPackage.version : installedVersion(name),
    ]),
  );
}

function majorRange(version) {
  return `^${version.split('.')[0]}.0.0`;
}

/** The shared map: identical for every build. */
function createSharedMap() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(name);
    const entry = { singleton: true, requiredVersion: majorRange(version), version, strictVersion: false };
    shared[name] = entry;
    shared[`${name}/`] = { ...entry };
  }
  const portalShared = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
    strictVersion: false,
  };
  shared['@portal/shared'] = portalShared;
  shared['@portal/shared/'] = { ...portalShared };
  return shared;
}

/**
 * Options for @module-federation/enhanced's ModuleFederationPlugin.
 * `standalone`: a remote's dev build that also serves its own page (src/standalone.tsx). No shell
 * provides a federation runtime there, so that build bundles its own.
 * @param {{ name: string, exposes?: Record<string, string>, standalone?: boolean }} options
 */
export function createFederationOptions({ name, exposes, standalone = false }) {
  const isHost = name === HOST_NAME;
  if (!isHost && !Object.values(REMOTES).includes(name)) {
    throw new Error(`Unknown federation name "${name}"; known: ${[HOST_NAME, ...Object.values(REMOTES)].join(', ')}`);
  }
  return {
    name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? undefined : exposes,
    // The shell registers remotes at run time from /remotes.json: never a static remote.
    remotes: {},
    shared: createSharedMap(),
    shareStrategy: 'loaded-first',
    manifest: isHost ? false : { fileName: 'mf-manifest.json' },
    dts: false,
    // One federation runtime per page: remotes take the shell's instead of bundling their own.
    ...(isHost ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER] } : {}),
    experiments: {
      ...(isHost || standalone ? {} : { externalRuntime: true }),
      // A browser-only runtime without the manifest ("snapshot") plugin: remotes are registered by
      // their remoteEntry.js (/remotes.json). -3.2 KB gzip on every page, measured.
      optimization: { target: 'web', disableSnapshot: true },
    },
  };
}

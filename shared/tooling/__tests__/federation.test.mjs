/**
 * @jest-environment node
 */
// Proves that the six browser builds cannot drift apart (docs/architecture.md "Module federation"): every
// webpack.config.mjs is imported and evaluated as webpack would, and its ModuleFederationPlugin
// options are compared.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../lib/apps.mjs';

/** docs/architecture.md's names, written out here on purpose so a rename in the factory is caught. */
const APPS = [
  { folder: 'shell', name: 'portal_shell', isHost: true },
  { folder: 'mfe-auth', name: 'mfe_auth', isHost: false },
  { folder: 'mfe-services', name: 'mfe_services', isHost: false },
  { folder: 'mfe-wallet', name: 'mfe_wallet', isHost: false },
  { folder: 'mfe-tickets', name: 'mfe_tickets', isHost: false },
  { folder: 'mfe-account', name: 'mfe_account', isHost: false },
  { folder: 'mfe-admin', name: 'mfe_admin', isHost: false },
];

const SINGLETONS = ['react', 'react-dom', 'styled-components', 'zustand', '@portal/shared'];

/** A production build is [the browser build, the Node build] (docs/adr/0011); development, the browser's alone. */
async function evaluate(folder, mode) {
  const configPath = path.join(REPO_ROOT, folder, 'webpack.config.mjs');
  const exported = (await import(pathToFileURL(configPath).href)).default;
  const evaluated = typeof exported === 'function' ? await exported({}, { mode }) : exported;
  const [config, server = null] = Array.isArray(evaluated) ? evaluated : [evaluated];
  const plugin = config.plugins.find((candidate) => candidate?.constructor?.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error(`${folder}/webpack.config.mjs has no ModuleFederationPlugin`);
  return { config, federation: plugin._options, server };
}

/** @type {Map<string, Awaited<ReturnType<typeof evaluate>>>} */
const production = new Map();

beforeAll(async () => {
  for (const app of APPS) production.set(app.folder, await evaluate(app.folder, 'production'));
});

describe('the six webpack configs', () => {
  test.each(APPS)('$folder has a webpack.config.mjs named $name', ({ folder, name }) => {
    expect(production.get(folder).federation.name).toBe(name);
  });

  test('all use one and the same shared map, in production and in development', async () => {
    const reference = production.get('shell').federation.shared;
    for (const app of APPS) {
      expect(production.get(app.folder).federation.shared).toEqual(reference);
      expect((await evaluate(app.folder, 'development')).federation.shared).toEqual(reference);
    }
  });

  test('react, react-dom, styled-components, zustand and @portal/shared are singletons, with subpath keys', () => {
    const shared = production.get('shell').federation.shared;
    for (const name of SINGLETONS) {
      for (const key of [name, `${name}/`]) {
        expect(shared[key]).toEqual(expect.objectContaining({ singleton: true, requiredVersion: expect.any(String) }));
      }
    }
    const portalShared = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared/package.json'), 'utf8'));
    expect(shared['@portal/shared']).toEqual(expect.objectContaining({ version: portalShared.version }));
  });

  test('one federation runtime per page: the shell provides it (ESM plugin), every remote takes it', () => {
    const shell = production.get('shell').federation;
    expect(shell.runtimePlugins).toEqual([
      expect.stringMatching(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/),
    ]);
    expect(existsSync(shell.runtimePlugins[0])).toBe(true);
    for (const app of APPS.filter((candidate) => !candidate.isHost)) {
      expect(production.get(app.folder).federation.experiments).toEqual(
        expect.objectContaining({ externalRuntime: true }),
      );
    }
    expect(shell.experiments?.externalRuntime).toBeUndefined();
  });

  test('a remote running alone in development bundles its own runtime: no shell provides one on its page', async () => {
    for (const app of APPS.filter((candidate) => !candidate.isHost)) {
      const development = await evaluate(app.folder, 'development');
      const hasStandalonePage = existsSync(path.join(REPO_ROOT, app.folder, 'src/standalone-entry.ts'));
      expect([app.folder, development.federation.experiments.externalRuntime]).toEqual([
        app.folder,
        hasStandalonePage ? undefined : true,
      ]);
    }
  });

  test.each(APPS)('$folder builds a browser-only runtime without the manifest plugin', ({ folder }) => {
    expect(production.get(folder).federation.experiments.optimization).toEqual({
      target: 'web',
      disableSnapshot: true,
    });
  });

  test.each(APPS)("$folder uses shareStrategy 'loaded-first' and no static remotes", ({ folder }) => {
    const { federation } = production.get(folder);
    expect(federation.shareStrategy).toBe('loaded-first');
    expect(federation.remotes ?? {}).toEqual({});
  });

  test.each(APPS.filter((app) => !app.isHost))(
    '$folder emits mf-manifest.json + remoteEntry.js, exposes ./routes, loads from wherever it is served',
    ({ folder }) => {
      const { federation, config } = production.get(folder);
      expect(federation.manifest).toEqual(expect.objectContaining({ fileName: 'mf-manifest.json' }));
      expect(federation.filename).toBe('remoteEntry.js');
      expect(federation.exposes['./routes']).toBe('./src/routes.tsx');
      expect(Object.keys(federation.exposes).every((key) => key === './routes' || key === './widgets')).toBe(true);
      // 'auto': chunks resolve relative to the versioned folder the manifest was fetched from.
      expect(config.output.publicPath).toBe('auto');
    },
  );

  test('the dashboard composes cards from ./widgets: mfe-services and mfe-wallet expose theirs', () => {
    for (const folder of ['mfe-services', 'mfe-wallet']) {
      expect([folder, production.get(folder).federation.exposes['./widgets']]).toEqual([folder, './src/widgets.tsx']);
    }
  });

  test.each(APPS)(
    '$folder also builds its server code: one CommonJS file for Node, beside the browser build',
    ({ folder }) => {
      const { server, config } = production.get(folder);
      expect(server).toEqual(
        expect.objectContaining({
          target: 'node20',
          output: expect.objectContaining({ library: { type: 'commonjs2' } }),
        }),
      );
      expect(server.output.path).toBe(path.join(config.output.path, 'server'));
      expect(server.plugins.some((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin')).toBe(false);
    },
  );

  test("a remote's server code takes the singletons from the shell; the shell's bundles them", async () => {
    const request = (config, name) =>
      new Promise((resolve) => {
        const externals = Array.isArray(config.externals) ? config.externals : [config.externals];
        const matcher = externals.find((external) => typeof external === 'function');
        if (!matcher) return resolve(externals.includes(name) ? name : undefined);
        matcher({ request: name }, (_error, result) => resolve(result));
      });
    const remote = production.get('mfe-services').server;
    for (const name of [
      'react',
      'react/jsx-runtime',
      'styled-components',
      '@portal/shared',
      '@portal/shared/ui-kit',
      'dompurify',
    ]) {
      expect(await request(remote, name)).toBe(`commonjs ${name}`);
    }
    expect(await request(remote, 'qrcode')).toBeUndefined();
    expect(await request(production.get('shell').server, 'react')).toBeUndefined();
    // No development server builds a Node build.
    expect((await evaluate('mfe-services', 'development')).server).toBeNull();
  });

  test('the browser and Node builds name styled-components classes the same way (by file, not by order)', () => {
    for (const app of APPS) {
      const { config, server } = production.get(app.folder);
      const plugins = (built) => built.module.rules[0].use.options.jsc.experimental.plugins;
      expect(plugins(config)).toEqual([
        [expect.stringMatching(/plugin-styled-components/), expect.objectContaining({ ssr: true })],
      ]);
      expect(plugins(server)).toEqual(plugins(config));
    }
  });

  test('the shell exposes nothing and emits no manifest', () => {
    const { federation } = production.get('shell');
    expect(federation.exposes ?? {}).toEqual({});
    expect(federation.manifest).toBeFalsy();
  });
});

/** The file's code without comments. */
function codeOf(file) {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .trim();
}

/** `import('./<target>')`, optionally with `void` and an extension: the async boundary federation needs. */
function onlyImports(target) {
  return new RegExp(`^(void\\s+)?import\\(\\s*['"]\\./${target}(\\.tsx?|\\.js)?['"]\\s*\\);?$`);
}

describe('entry files', () => {
  const withEntry = APPS.filter((app) => existsSync(path.join(REPO_ROOT, app.folder, 'src/index.ts')));
  const withStandalone = APPS.filter((app) => existsSync(path.join(REPO_ROOT, app.folder, 'src/standalone-entry.ts')));

  test.each(withEntry)("$folder/src/index.ts only does import('./bootstrap')", ({ folder }) => {
    expect(codeOf(path.join(REPO_ROOT, folder, 'src/index.ts'))).toMatch(onlyImports('bootstrap'));
  });

  test.each(withStandalone)("$folder/src/standalone-entry.ts only does import('./standalone')", ({ folder }) => {
    expect(codeOf(path.join(REPO_ROOT, folder, 'src/standalone-entry.ts'))).toMatch(onlyImports('standalone'));
  });

  test('the entry pattern rejects an entry that does more than the dynamic import', () => {
    expect("import React from 'react';\nimport('./bootstrap');").not.toMatch(onlyImports('bootstrap'));
    expect("import('./bootstrap');").toMatch(onlyImports('bootstrap'));
  });
});

// The code that renders signed-in pages on the server (docs/adr/0011-server-rendered-signed-in-pages.md):
// the live shell's server build, named by dist/build-info.json, and each live remote's, in its version
// folder of the artifact store (<REMOTES_DIR>/<name>/<version>/server/exposes.cjs). Each is loaded once per
// version and kept: a publish or a rollback names another version, which is loaded when first needed.
//
// A remote's server code runs in this process, as its browser code runs in every customer's browser: who may
// release a remote (the release key) may run code here. It gets nothing but what the shell lends it — the
// shared singletons, as in the browser — no `require` of Node's modules or of anything on disk.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/contract/remote-registry';
import type { ArtifactStore } from '../remote-registry/artifact-store';
import { SERVER_RENDERER_VERSION, type ServerRemoteModules, type ServerRenderer } from '@portal/shared/contract';

/** Where a remote's server code sits in its version folder (shared/tooling/webpack-server.mjs). */
export const REMOTE_SERVER_FILE = path.join('server', 'exposes.cjs');

type ExposedModules = NonNullable<ServerRemoteModules[RemoteName]>;

function isRenderer(value: unknown): value is ServerRenderer {
  const candidate = value as Partial<ServerRenderer> | null;
  return (
    !!candidate &&
    candidate.version === SERVER_RENDERER_VERSION &&
    Array.isArray(candidate.paths) &&
    typeof candidate.renderPage === 'function' &&
    typeof candidate.sharedModules === 'object'
  );
}

/** Evaluates a remote's server file with `require` answering only the shell's shared modules. */
async function evaluateRemote(file: string, shared: Readonly<Record<string, unknown>>): Promise<ExposedModules> {
  const source = await fs.promises.readFile(file, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${source}\n})`, { filename: file }) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: { exports: unknown },
  ) => void;
  const module: { exports: unknown } = { exports: {} };
  wrapper(
    module.exports,
    (id) => {
      if (Object.hasOwn(shared, id)) return shared[id];
      throw new Error(`${file} asks for "${id}", which the shell does not share`);
    },
    module,
  );
  const exposes = (module.exports as { exposes?: Record<string, () => Promise<unknown>> }).exposes;
  if (!exposes || typeof exposes !== 'object') throw new Error(`${file} exports no exposes`);
  const loaded: ExposedModules = {};
  for (const [name, load] of Object.entries(exposes)) {
    if (name === './routes' || name === './widgets') loaded[name] = await load();
  }
  return loaded;
}

export interface ServerCode {
  /** The shell's renderer of the build in the static folder, or null when it has none that this server can use. */
  renderer(serverFile: string | undefined): ServerRenderer | null;
  /** The exposed modules of each live remote that has server code (one that fails to load is left out). */
  remotes(renderer: ServerRenderer, live: Partial<Record<RemoteName, string>>): Promise<ServerRemoteModules>;
}

export function createServerCode(options: {
  staticDir: string;
  store: Pick<ArtifactStore, 'versionDir'>;
  log: FastifyBaseLogger;
}): ServerCode {
  /** The shell build loaded last (a rebuild names another file; the previous one is let go). */
  let current: { file: string; renderer: ServerRenderer | null } | null = null;
  /** Each remote version's modules, evaluated against one shell renderer's shared modules. */
  const remotes = new WeakMap<ServerRenderer, Map<string, Promise<ExposedModules | null>>>();

  function load(file: string): ServerRenderer | null {
    try {
      // Node's own require (the file is CommonJS), anchored at the file itself.
      const exported = (createRequire(file)(file) as { renderer?: unknown }).renderer;
      if (isRenderer(exported)) return exported;
      options.log.warn({ file }, 'the shell server build is not one this server can use: pages render in the browser');
    } catch (error) {
      options.log.warn({ err: error, file }, 'the shell server build failed to load: pages render in the browser');
    }
    return null;
  }

  function renderer(serverFile: string | undefined): ServerRenderer | null {
    if (!serverFile) return null;
    const file = path.resolve(options.staticDir, serverFile);
    if (path.relative(options.staticDir, file).startsWith('..')) return null;
    if (current?.file !== file) {
      if (current) delete createRequire(current.file).cache[current.file];
      current = { file, renderer: load(file) };
    }
    return current.renderer;
  }

  function remote(renderer: ServerRenderer, name: RemoteName, version: string): Promise<ExposedModules | null> {
    let versions = remotes.get(renderer);
    if (!versions) remotes.set(renderer, (versions = new Map()));
    // Version folders never change, so a version's code is evaluated once (per shell build).
    const key = `${name}/${version}`;
    let pending = versions.get(key);
    if (!pending) {
      const file = path.join(options.store.versionDir(name, version), REMOTE_SERVER_FILE);
      pending = fs.promises
        .access(file)
        .then(
          () => evaluateRemote(file, renderer.sharedModules),
          () => null, // a version built before server code existed: its pages render in the browser
        )
        .catch((error: unknown) => {
          options.log.warn({ err: error, remote: name, version }, "a remote's server code failed to load");
          return null;
        });
      versions.set(key, pending);
    }
    return pending;
  }

  return {
    renderer,
    async remotes(renderer, live) {
      const modules: ServerRemoteModules = {};
      await Promise.all(
        REMOTE_NAMES.map(async (name) => {
          const version = live[name];
          const loaded = version ? await remote(renderer, name, version) : null;
          if (loaded) modules[name] = loaded;
        }),
      );
      return modules;
    },
  };
}

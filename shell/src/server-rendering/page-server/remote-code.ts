// The live remotes' server code (<REMOTES_DIR>/<name>/<version>/server/exposes.cjs, built beside each
// remote's browser build by shared/tooling/webpack-server.mjs). Each version is evaluated once and kept: a
// publish or a rollback names another version, loaded when first needed.
//
// A remote's code is given what the browser gives it: the shell's shared singletons (shared-modules.ts), and
// only when its portal-remote.json says it was built with the same major versions as this shell
// (shared/src/federation/compatibility.ts). `require` answers nothing else. That is not a wall (`vm` is no
// boundary, a constructor reaches the real `process`): the wall is this process itself, which holds no
// secret and may not write, start a process or read outside the build folders (docs/adr/0012-page-server.md).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { incompatibilities, REMOTE_NAMES, type ExposedModule, type RemoteName } from '@portal/shared';
import { sharedModules } from './shared-modules';

/** Where a remote's server code sits in its version folder, and what the build says it was built with. */
export const REMOTE_SERVER_FILE = path.join('server', 'exposes.cjs');
const REMOTE_FACTS_FILE = 'portal-remote.json';

/** Each live remote's exposed modules, as its server code answers them. */
export type ServerRemoteModules = Partial<Record<RemoteName, Partial<Record<ExposedModule, unknown>>>>;
type ExposedModules = NonNullable<ServerRemoteModules[RemoteName]>;

/** Evaluates a remote's server file with `require` answering only the shell's shared modules. */
async function evaluateRemote(file: string): Promise<ExposedModules> {
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
      if (Object.hasOwn(sharedModules, id)) return sharedModules[id];
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

/** The versions of the shared libraries a remote version says it was built with, or null. */
async function builtWithOf(folder: string): Promise<Record<string, string> | null> {
  try {
    const facts = JSON.parse(await fs.promises.readFile(path.join(folder, REMOTE_FACTS_FILE), 'utf8')) as {
      built_with?: unknown;
    };
    return facts.built_with && typeof facts.built_with === 'object'
      ? (facts.built_with as Record<string, string>)
      : null;
  } catch {
    return null;
  }
}

export interface RemoteCode {
  /** The exposed modules of each live remote whose server code loads (one that does not is left out). */
  modules(live: Partial<Record<RemoteName, string>>): Promise<ServerRemoteModules>;
}

export function createRemoteCode(options: {
  remotesDir: string;
  /** The shell's own library versions (its build-info.json). */
  builtWith: () => Readonly<Record<string, string>>;
  warn: (message: string, detail: Record<string, unknown>) => void;
}): RemoteCode {
  const versions = new Map<string, Promise<ExposedModules | null>>();

  async function load(name: RemoteName, version: string): Promise<ExposedModules | null> {
    if (!/^[\w.+-]+$/.test(version)) return null;
    const folder = path.join(options.remotesDir, name, version);
    const file = path.join(folder, REMOTE_SERVER_FILE);
    try {
      await fs.promises.access(file);
    } catch {
      return null; // a version built before server code existed: its pages render in the browser
    }
    const builtWith = await builtWithOf(folder);
    const shell = options.builtWith();
    if (!builtWith || (Object.keys(shell).length > 0 && incompatibilities(shell, builtWith).length > 0)) {
      options.warn('a remote built against other shared libraries than the shell is not run here', { name, version });
      return null;
    }
    return evaluateRemote(file);
  }

  function remote(name: RemoteName, version: string): Promise<ExposedModules | null> {
    const key = `${name}/${version}`;
    let pending = versions.get(key);
    if (!pending) {
      pending = load(name, version).catch((error: unknown) => {
        options.warn("a remote's server code failed to load", { name, version, error: String(error) });
        return null;
      });
      versions.set(key, pending);
    }
    return pending;
  }

  return {
    async modules(live) {
      const modules: ServerRemoteModules = {};
      await Promise.all(
        REMOTE_NAMES.map(async (name) => {
          const version = live[name];
          const loaded = version ? await remote(name, version) : null;
          if (loaded) modules[name] = loaded;
        }),
      );
      return modules;
    },
  };
}

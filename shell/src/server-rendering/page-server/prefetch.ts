// The browser files a rendered page will need to be taken over, which it prefetches once it is idle, so
// that the app takes the page over at the first move without waiting for the network (docs/adr/0012):
//   - the shell's: its start-up, the page's layout and the shell's page, as the shell build recorded them
//     (page-chunks.json, shared/tooling/lib/page-chunks.mjs);
//   - the remotes' it used ("mfe_wallet/./widgets"): each remote's remoteEntry.js and the files its
//     mf-manifest.json lists for that exposed module. Version folders never change: each is read once.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isRemoteName, type RemoteName } from '@portal/shared/contract/remote-registry';

const manifestSchema = z.object({
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});
type Manifest = z.infer<typeof manifestSchema>;

/** A file name as a manifest lists it: inside the version folder, nothing that climbs out of it or names a host. */
function isFolderFile(file: string): boolean {
  return file.split('/').every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

/** `remotesDir`: the artifact store's folder; `remotesUrl`: where browsers fetch it ("/remotes"). */
export function createRemoteScripts(remotesDir: string, remotesUrl: string) {
  const manifests = new Map<string, Promise<Manifest | null>>();

  function manifestOf(remote: RemoteName, version: string): Promise<Manifest | null> {
    const key = `${remote}/${version}`;
    let pending = manifests.get(key);
    if (!pending) {
      pending = fs.promises
        .readFile(path.join(remotesDir, remote, version, 'mf-manifest.json'), 'utf8')
        .then((text) => manifestSchema.parse(JSON.parse(text)))
        .catch(() => null);
      manifests.set(key, pending);
    }
    return pending;
  }

  /** The URLs, in the order given, of what `modules` ("mfe_wallet/./widgets") need in the live versions. */
  return async function remoteScripts(
    live: Partial<Record<RemoteName, string>>,
    modules: readonly string[],
  ): Promise<string[]> {
    const urls: string[] = [];
    for (const module of modules) {
      const slash = module.indexOf('/');
      const remote = module.slice(0, slash);
      const exposed = module.slice(slash + 1);
      const version = isRemoteName(remote) ? live[remote] : undefined;
      if (!isRemoteName(remote) || !version) continue;
      const folder = `${remotesUrl}/${remote}/${version}`;
      const files = (await manifestOf(remote, version))?.exposes.find((expose) => expose.path === exposed)?.assets.js
        .sync;
      for (const file of ['remoteEntry.js', ...(files ?? [])]) {
        if (isFolderFile(file)) urls.push(`${folder}/${file}`);
      }
    }
    return [...new Set(urls)];
  };
}

/** The imports (as the shell's source writes them) that take a page over: start-up, layout, shell page. */
const SHELL_IMPORTS = {
  start: './bootstrap',
  layouts: { 'app-frame': '../layouts/app-frame', plain: '../layouts/plain' } as Record<string, string>,
  pages: { about: './about/AboutPage', settings: './settings/SettingsPage' } as Record<string, string>,
};

/** The shell's files for a page in `layout` (and, for a shell page, `page`), from the build's page-chunks.json. */
export function shellScripts(
  chunks: Record<string, string[]> | undefined,
  layout: string | null,
  page: string | null,
): string[] {
  if (!chunks) return [];
  const keys = [
    'main',
    SHELL_IMPORTS.start,
    ...(layout && SHELL_IMPORTS.layouts[layout] ? [SHELL_IMPORTS.layouts[layout]] : []),
    ...(page && SHELL_IMPORTS.pages[page] ? [SHELL_IMPORTS.pages[page]] : []),
  ];
  return [...new Set(keys.flatMap((key) => chunks[key] ?? []))].filter(isFolderFile).map((file) => `/${file}`);
}

// The browser files a rendered page will need from the remotes it used ("mfe_wallet/./widgets"): each
// remote's remoteEntry.js and the files its mf-manifest.json lists for that exposed module. The page
// prefetches them once it is idle, so the app takes the page over at the first move without waiting for
// the network (docs/adr/0012). Version folders never change: each manifest is read once.
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

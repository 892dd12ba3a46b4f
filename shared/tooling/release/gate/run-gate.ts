// The release tool's part of the gate (docs/adr/0008): load, then modules and smoke in Chromium, against the
// running portal with the candidate in preview. The server adds its own checks and keeps the report.
import type { GateCheck, RemoteName, RemoteVersionModel } from '@portal/shared/contract/remote-registry';
import { adminRemotePreview, adminRemoteSmokeSession } from '@portal/shared/contract/remote-registry';
import { call, type Portal } from '../portal-client';
import { checkInBrowser } from './browser';
import type { PageResult } from './judge';
import { checkLoad } from './load-check';

const WIDGETS = './widgets';

export async function runReleaseToolChecks(
  portal: Portal,
  candidate: RemoteVersionModel,
  onPage?: (page: PageResult) => void,
): Promise<GateCheck[]> {
  const remote = candidate.remote as RemoteName;
  const load = await checkLoad(portal.url, remote, candidate.entry);
  if (!load.ok) {
    // What cannot load cannot be smoke-tested: say so rather than report a browser's confusion.
    const skipped = (id: 'modules' | 'smoke'): GateCheck => ({
      id,
      ok: false,
      summary: 'Not run: the version does not load',
      details: [],
    });
    return [load, skipped('modules'), skipped('smoke')];
  }
  const preview = await call(portal, adminRemotePreview, {
    params: { remote, version: candidate.version },
    body: { hours: 1 },
  });
  // The link names the portal's public address; the browser goes where this tool reaches the portal.
  const link = new URL(preview.result.url);
  const session = await call(portal, adminRemoteSmokeSession);
  const { modules, smoke } = await checkInBrowser({
    portalUrl: portal.url,
    remote,
    version: candidate.version,
    previewUrl: `${portal.url}${link.pathname}${link.search}`,
    session: session.result,
    widgets: candidate.exposes.includes(WIDGETS),
    onPage,
  });
  return [load, modules, smoke];
}

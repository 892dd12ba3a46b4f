// The gate's `load` check: a candidate's remoteEntry.js and mf-manifest.json load from where browsers will
// load them (the portal's /remotes/, or the artifact store's base URL), as the right remote, and — when
// that is another origin — with the cross-origin headers a shell on the portal's origin needs.
import type { GateCheck, RemoteName } from '@portal/shared/contract/remote-registry';

interface Fetched {
  url: string;
  problem: string | null;
  body: string;
}

async function fetchAs(url: URL, portalOrigin: string, expectedType: RegExp): Promise<Fetched> {
  const crossOrigin = url.origin !== portalOrigin;
  let response: Response;
  try {
    response = await fetch(url, { headers: crossOrigin ? { origin: portalOrigin } : {} });
  } catch (error) {
    return { url: url.href, problem: `${url.href} could not be fetched (${(error as Error).message})`, body: '' };
  }
  const body = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const allowed = response.headers.get('access-control-allow-origin');
  const problem = !response.ok
    ? `${url.href} answered ${response.status}`
    : !expectedType.test(type)
      ? `${url.href} is served as ${type || 'no type'}`
      : crossOrigin && allowed !== '*' && allowed !== portalOrigin
        ? `${url.href} is on another origin without Access-Control-Allow-Origin for ${portalOrigin}`
        : null;
  return { url: url.href, problem, body };
}

export async function checkLoad(portalUrl: string, remote: RemoteName, entry: string): Promise<GateCheck> {
  const portalOrigin = new URL(portalUrl).origin;
  const entryUrl = new URL(entry, `${portalUrl}/`);
  const [script, manifest] = await Promise.all([
    fetchAs(entryUrl, portalOrigin, /javascript/),
    fetchAs(new URL('mf-manifest.json', entryUrl), portalOrigin, /json/),
  ]);
  const problems = [script.problem, manifest.problem].filter((problem): problem is string => problem !== null);
  // The container a remote entry defines is a global named after the remote.
  if (!script.problem && !new RegExp(`\\bvar ${remote}\\b`).test(script.body)) {
    problems.push(`${script.url} does not define the ${remote} container`);
  }
  if (!manifest.problem) {
    try {
      const name = (JSON.parse(manifest.body) as { name?: unknown }).name;
      if (name !== remote) problems.push(`${manifest.url} is the manifest of ${String(name)}, not ${remote}`);
    } catch {
      problems.push(`${manifest.url} is not JSON`);
    }
  }
  return problems.length === 0
    ? {
        id: 'load',
        ok: true,
        summary: `remoteEntry.js and mf-manifest.json load from ${entryUrl.origin === portalOrigin ? 'the portal' : entryUrl.origin}`,
        details: [],
      }
    : { id: 'load', ok: false, summary: 'The version does not load from where browsers load it', details: problems };
}

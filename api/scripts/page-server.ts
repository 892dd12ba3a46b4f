// `npm run page-server`: a page server started on its own (docs/adr/0012-page-server.md), for a deployment
// whose API processes reach it at PAGE_SERVER_URL (or several, one per API host). Confined and given only
// what it needs, exactly as an API process starts its own: its environment is built here from the list,
// never inherited. Variables read: STATIC_DIR, REMOTES_DIR, REMOTES_BASE_URL, PORTAL_API_URL (the API's
// origin, required), PAGE_SERVER_HOST (default 127.0.0.1), PAGE_SERVER_PORT (default 7001).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readBuildInfo } from '../src/modules/remote-registry/build-info';
import { pageServerEnvironment, pageServerFlags } from '../src/modules/page-server/supervisor';

const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
const folders = {
  staticDir,
  remotesDir: path.resolve(process.env.REMOTES_DIR ?? path.join(staticDir, 'remotes')),
  remotesBaseUrl: process.env.REMOTES_BASE_URL,
};
const apiUrl = process.env.PORTAL_API_URL;
const file = readBuildInfo(staticDir)?.shell.server;
if (!apiUrl || !file) {
  console.error(
    !apiUrl
      ? '[page-server] Set PORTAL_API_URL to the API origin the page server reads pages’ data from (e.g. http://127.0.0.1:8080).'
      : `[page-server] ${staticDir} has no page server build (run npm run build).`,
  );
  process.exit(2);
}
const listen = {
  host: process.env.PAGE_SERVER_HOST ?? '127.0.0.1',
  port: Number(process.env.PAGE_SERVER_PORT ?? 7001),
};
const child = spawn(process.execPath, [...pageServerFlags(folders), path.resolve(staticDir, file)], {
  env: pageServerEnvironment(folders, apiUrl, listen),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

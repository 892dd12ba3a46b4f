// The page server (docs/adr/0012-page-server.md): its own process, which renders the pages the portal
// sends rendered — the public pages and a signed-in customer's dashboard — for the API that forwards the
// document requests (POST /render, a PageRequest; answers a PageAnswer). Built into
// dist/server/page-server.<hash>.cjs by shared/tooling/webpack-server.mjs; the API starts it beside itself
// (api/src/modules/page-server), or an operator starts it alone with `npm run page-server`.
//
// It runs the remotes' server code, so it holds nothing worth stealing: it refuses to start unconfined
// (Node's permission model: read the build folders only, write nothing, no process, no worker) or with an
// environment that looks like it holds a secret. What it needs comes from these variables only:
//   STATIC_DIR, REMOTES_DIR     the build and the artifact store (read only)
//   REMOTES_BASE_URL            where browsers fetch the remotes (default /remotes)
//   PORTAL_API_URL              the API's origin, for the signed-in pages' data (with the page's token)
//   PAGE_SERVER_HOST, _PORT     where it listens (default 127.0.0.1, a free port told to the API over IPC)
import http from 'node:http';
import path from 'node:path';
import type { PageRequest } from '@portal/shared/contract';
import '../../i18n/register';
import { setRemoteModuleLoader } from '@portal/shared';
import { loadedExposedModule, loadExposedModule } from '../../remotes/load-remote-routes';
import { createPages } from './pages';

/** Names of variables that hold secrets elsewhere in the portal: given any, the page server does not start. */
const SECRET_NAME = /KEY|SECRET|PASSWORD|TOKEN|DATABASE|SMTP|STRIPE|EPAY|DSN|CREDENTIAL/i;
const MAX_REQUEST_BYTES = 256 * 1024;

function log(level: 'info' | 'warn' | 'error', msg: string, detail: Record<string, unknown> = {}) {
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), name: 'page-server', msg, ...detail })}\n`);
}

function refuseToStart(reason: string): never {
  log('error', `the page server does not start: ${reason}`);
  process.exit(78);
}

function confinementProblem(): string | null {
  const permission = (process as { permission?: { has(scope: string, reference?: string): boolean } }).permission;
  if (!permission) return 'it runs without --experimental-permission (see npm run page-server)';
  if (permission.has('fs.write')) return 'it may write files (no --allow-fs-write may be given)';
  if (permission.has('child')) return 'it may start processes (no --allow-child-process may be given)';
  if (permission.has('worker')) return 'it may start workers (no --allow-worker may be given)';
  const secret = Object.keys(process.env).find((name) => SECRET_NAME.test(name));
  if (secret) return `its environment holds ${secret}; give it only what docs/adr/0012 lists`;
  return null;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) request.destroy(new Error('request too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function start() {
  const problem = confinementProblem();
  if (problem) refuseToStart(problem);
  const env = process.env;
  const staticDir = path.resolve(env.STATIC_DIR ?? 'dist');
  const answer = createPages({
    staticDir,
    remotesDir: path.resolve(env.REMOTES_DIR ?? path.join(staticDir, 'remotes')),
    remotesUrl: (env.REMOTES_BASE_URL ?? '/remotes').replace(/\/+$/, ''),
    apiUrl: env.PORTAL_API_URL ?? 'http://127.0.0.1:8080',
    warn: (msg, detail) => log('warn', msg, detail),
  });
  // A remote's card (the dashboard's wallet card) comes from the modules provided for the page.
  setRemoteModuleLoader(loadExposedModule, loadedExposedModule);

  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/health') return send(response, 200, { ok: true });
    if (request.method !== 'POST' || request.url !== '/render') return send(response, 404, { error: 'not found' });
    readBody(request)
      .then((body) => answer(JSON.parse(body) as PageRequest))
      .then(
        (page) => send(response, 200, page),
        (error: unknown) => {
          log('warn', 'a page failed to render: the browser renders it', {
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
          send(response, 200, { status: null, reason: 'the render failed' });
        },
      );
  });
  server.keepAliveTimeout = 30_000;
  server.listen(Number(env.PAGE_SERVER_PORT ?? 0), env.PAGE_SERVER_HOST ?? '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The API that started it learns the port over IPC; an operator reads it in the log.
    process.send?.({ pageServer: 'listening', port });
    log('info', `the page server listens on ${env.PAGE_SERVER_HOST ?? '127.0.0.1'}:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by the API: gone with it.
  process.on('disconnect', stop);
}

start();

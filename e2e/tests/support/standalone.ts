// A remote's development server (`npm run dev --workspace mfe-x`), started the way webpack-cli starts it:
// its webpack.config.mjs in development mode, on a free port, passing the API on to `apiBase`.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { freePortSync, REPO_ROOT } from './env';

const require = createRequire(import.meta.url);

export interface StandaloneServer {
  url: string;
  stop(): Promise<void>;
}

export async function startStandalone(folder: string, apiBase: string): Promise<StandaloneServer> {
  // Read by the config (shared/tooling/webpack.mjs) when it is evaluated: where /api goes.
  process.env.PORTAL_DEV_API = apiBase;
  const { loadConfig } = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'shared/tooling/lib/run-webpack.mjs')).href
  )) as {
    loadConfig(configPath: string, mode: 'development'): Promise<{ devServer: Record<string, unknown> }>;
  };
  const webpack = require('webpack') as (config: unknown) => unknown;
  const WebpackDevServer = require('webpack-dev-server') as new (
    options: unknown,
    compiler: unknown,
  ) => {
    start(): Promise<void>;
    stop(): Promise<void>;
  };
  const config = await loadConfig(path.join(REPO_ROOT, folder, 'webpack.config.mjs'), 'development');
  const port = freePortSync();
  const server = new WebpackDevServer(
    { ...config.devServer, port, host: '127.0.0.1', open: false, liveReload: false, client: false },
    webpack({ ...config, infrastructureLogging: { level: 'warn' } }),
  );
  await server.start();
  return { url: `http://127.0.0.1:${port}`, stop: () => server.stop() };
}

// The Node builds beside the browser builds, for the page server (docs/adr/0012-page-server.md). They
// compile the same sources with the same SWC settings (so styled-components names every class as the
// browser build does) into one CommonJS file each, without federation:
//   - the shell's: the page server itself (src/server-rendering/page-server/main.ts), with React,
//     styled-components, @portal/shared and every other singleton bundled in; it renders pages and lends
//     those singletons to the remotes' server code, as the shell provides them to the remotes in the browser;
//   - a remote's: its exposed modules (./routes, ./widgets) in one file, the singletons left as require()s
//     that the page server answers with the shell's copies (page-server/remote-code.ts).
// The output goes to <app>/dist/server/ after the browser build, so a remote's server code is part of its
// version folder (and of its version's content hash).
import path from 'node:path';
import webpack from 'webpack';
import { HOST_NAME, SINGLETON_PACKAGES } from './federation.mjs';
import { sourceRule, SOURCE_RESOLVE } from './lib/sources.mjs';

/** Where the server code goes inside an app's dist/ (and so inside a remote's version folder). */
export const SERVER_DIR = 'server';
/** The shell's server file name pattern, and a remote's one file. */
const SHELL_SERVER_FILE = 'page-server.[contenthash:10].cjs';
const REMOTE_SERVER_FILE = 'exposes.cjs';

/** What only the page server lends: DOMPurify on a jsdom window (page-server/dom-purify.ts). */
const SERVER_LENT = ['dompurify'];

/**
 * Modules a remote's server code takes from the shell rather than bundling: the singletons the browser
 * shares (federation.mjs), @portal/shared with every subpath, and SERVER_LENT.
 */
function isSharedRequest(request) {
  if (request === '@portal/shared' || request.startsWith('@portal/shared/')) return true;
  if (SERVER_LENT.includes(request)) return true;
  return SINGLETON_PACKAGES.some((name) => request === name || request.startsWith(`${name}/`));
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} app
 * @returns {import('webpack').Configuration}
 */
export function createServerConfig({ dir, name, exposes }) {
  const isHost = name === HOST_NAME;
  const entry = isHost
    ? { 'page-server': './src/server-rendering/page-server/main.ts' }
    : {
        // One module that maps each exposed name to a loader, as the browser's remoteEntry.js does.
        exposes: `data:text/javascript,${encodeURIComponent(
          `export const exposes = {${Object.entries(exposes ?? {})
            .map(([key, file]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(path.resolve(dir, file))})`)
            .join(',')}};`,
        )}`,
      };
  return {
    mode: 'production',
    target: 'node20',
    context: dir,
    entry,
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: isHost ? SHELL_SERVER_FILE : REMOTE_SERVER_FILE,
      library: { type: 'commonjs2' },
      // One file, so there is never a chunk to load (and no Node module is needed to find one).
      chunkLoading: false,
      clean: true,
    },
    externalsPresets: { node: true },
    // jsdom stays a package the server requires at run time (it reads its own files; it is not bundled).
    externals: isHost
      ? ['jsdom']
      : [
          ({ request }, callback) =>
            request && isSharedRequest(request) ? callback(null, `commonjs ${request}`) : callback(),
        ],
    resolve: SOURCE_RESOLVE,
    module: {
      rules: [sourceRule({ development: false })],
      // `new URL(asset, import.meta.url)` (the captcha's WebAssembly) names the asset relative to the page;
      // nothing on the server fetches it, and a Node build has no base URL to resolve it against.
      parser: { javascript: { url: 'relative' } },
    },
    plugins: [
      // One file: what the browser splits into chunks (lazy pages) is inlined, still evaluated on first use.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
    // Readable stack traces in the server's log; the size of server code costs nobody a download.
    optimization: { minimize: false, moduleIds: 'named' },
  };
}

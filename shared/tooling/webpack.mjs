// The common webpack config of the seven browser builds (shell + six remotes).
// Each app's webpack.config.mjs is a few lines that call createAppConfig.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createFederationOptions, HOST_NAME } from './federation.mjs';
import { PageChunksPlugin } from './lib/page-chunks.mjs';
import { sourceRule, SOURCE_RESOLVE } from './lib/sources.mjs';
import { createServerConfig, SERVER_DIR } from './webpack-server.mjs';

/** Dev-server ports: the shell on 3000, remotes from 3001, the API on 8080. */
export const DEV_PORTS = Object.freeze({
  [HOST_NAME]: 3000,
  mfe_auth: 3001,
  mfe_services: 3002,
  mfe_wallet: 3003,
  mfe_tickets: 3004,
  mfe_account: 3005,
  mfe_admin: 3006,
});

const API_PREFIXES = ['/api', '/v1', '/health', '/ip', '/link', '/docs'];

/**
 * `server: false` leaves out the Node build (a page no server renders: the bench's framework floor).
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, server?: boolean }} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
export function createAppConfig({ dir, name, exposes, server = true }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isHost = name === HOST_NAME;
    const isDev = mode === 'development';
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // src/standalone-entry.ts only does import('./standalone') (the async boundary), like src/index.ts.
    const standaloneEntry = path.join(dir, 'src/standalone-entry.ts');
    const apiTarget = process.env.PORTAL_DEV_API ?? 'http://localhost:8080';

    const standalone = isDev && !isHost && existsSync(standaloneEntry);
    const plugins = [new ModuleFederationPlugin(createFederationOptions({ name, exposes, standalone }))];
    if (isHost) {
      plugins.push(
        new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), chunks: ['main'], inject: 'body' }),
        new PageChunksPlugin(),
      );
    } else if (standalone) {
      // A remote running alone: its own page with the shell's providers (docs/architecture.md).
      // publicPath '/': the page is served for every deep link (/auth/sign-in), so its script URL must be absolute.
      plugins.push(
        new HtmlWebpackPlugin({
          chunks: ['standalone'],
          publicPath: '/',
          // An empty icon: otherwise the browser asks for /favicon.ico, which a remote's dev server does not have.
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${pkg.name} (standalone)</title><link rel="icon" href="data:,"></head><body><div id="root"></div></body></html>`,
        }),
      );
    }

    const web = {
      mode,
      context: dir,
      entry: {
        main: './src/index.ts',
        ...(standalone ? { standalone: './src/standalone-entry.ts' } : {}),
      },
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell's index.html is served no-cache; everything it loads is content-hashed.
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // dist/server/ is the Node build's (below), built beside this one.
        clean: { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: SOURCE_RESOLVE,
      module: { rules: [sourceRule({ development: isDev })] },
      plugins,
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // SWC's minifier (webpack's own minimizer plugin, SWC instead of Terser): about half the build time
        // on a 2-core machine for the same output size.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      devServer: {
        port: DEV_PORTS[name],
        hot: false,
        liveReload: true,
        historyApiFallback: isHost || existsSync(standaloneEntry),
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: API_PREFIXES, target: apiTarget, changeOrigin: false }],
        static: isHost ? [{ directory: path.join(dir, 'public'), watch: false }] : false,
      },
    };
    // A production build also makes the app's server code (docs/adr/0012-page-server.md).
    return isDev || !server ? web : [web, createServerConfig({ dir, name, exposes })];
  };
}

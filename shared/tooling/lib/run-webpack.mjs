// Runs one app's webpack.config.mjs through the webpack Node API, as `webpack --mode <mode>` would.
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

/**
 * Loads an app's config and evaluates it (a config may export a function of (env, argv)).
 * @param {string} configPath @param {'production'|'development'} mode
 * @returns {Promise<import('webpack').Configuration | import('webpack').Configuration[]>}
 */
export async function loadConfig(configPath, mode) {
  const module = await import(pathToFileURL(configPath).href);
  const exported = module.default;
  const env = mode === 'production' ? { WEBPACK_BUILD: true } : { WEBPACK_SERVE: true };
  return typeof exported === 'function' ? await exported(env, { mode }) : exported;
}

/**
 * @param {string} configPath
 * @returns {Promise<{ outputPath: string, warnings: string, durationMs: number }>}
 */
export async function runWebpackBuild(configPath) {
  const config = await loadConfig(configPath, 'production');
  const started = Date.now();
  const compiler = webpack(config);
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close((closeError) => {
        if (error || closeError) reject(error ?? closeError);
        else resolve(result);
      });
    });
  });
  const summary = stats.toString({ all: false, errors: true, warnings: true, colors: process.stdout.isTTY === true });
  if (stats.hasErrors()) throw new Error(`webpack failed for ${configPath}\n${summary}`);
  // An app's production config is [browser build, server build]; the first one's folder is the app's output.
  const first = 'stats' in stats ? stats.stats[0] : stats;
  return {
    outputPath: first.compilation.outputOptions.path,
    warnings: stats.hasWarnings() ? summary : '',
    durationMs: Date.now() - started,
  };
}

/**
 * Runs tasks with at most `limit` at once, keeping results in input order. Stops starting new tasks after a failure.
 * @template T, R @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} task @returns {Promise<R[]>}
 */
export async function mapLimited(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  let failed = false;
  async function worker() {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

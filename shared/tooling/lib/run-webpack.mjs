// Runs one app's webpack.config.mjs through the webpack Node API, as `webpack --mode <mode>` would, without
// the two notices every build of this portal would otherwise print (the README promises one line).
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

/**
 * Notices about choices made on purpose, printed by webpack's infrastructure logger: the remotes' publicPath
 * is 'auto' (a version folder is loaded from wherever it is served: this origin or a CDN), which the
 * federation manifest plugin reports on every build. Anything else the logger says still reaches stderr.
 */
const EXPECTED_NOTICES = [/Module Federation Manifest Plugin.*publicPath='auto'/];

export const infrastructureStream = new Writable({
  write(chunk, _encoding, done) {
    const text = chunk.toString();
    if (!EXPECTED_NOTICES.some((notice) => notice.test(text))) process.stderr.write(text);
    done();
  },
});

/**
 * zustand's package.json maps "./" (Node's DEP0155), and the federation plugin resolves the 'zustand/' share
 * key through it (zustand/react imports zustand/vanilla, so the key is needed). Harmless and not ours to
 * fix: that one deprecation is not printed; every other warning is.
 */
export function withoutDep0155(emit) {
  return (warning, ...rest) => {
    const code = typeof rest[0] === 'object' && rest[0] !== null ? rest[0].code : rest[1];
    if (code !== 'DEP0155') emit(warning, ...rest);
  };
}
process.emitWarning = withoutDep0155(process.emitWarning.bind(process));

/**
 * Loads an app's config and evaluates it (a config may export a function of (env, argv)).
 * @public e2e's standalone-remote journey imports it at run time (support/standalone.ts).
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
  for (const one of Array.isArray(config) ? config : [config]) {
    one.infrastructureLogging = { ...one.infrastructureLogging, stream: infrastructureStream };
  }
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

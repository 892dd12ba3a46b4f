// How every build (browser and Node, shell and remotes) compiles the portal's own TypeScript: one rule,
// so the two builds of a page cannot compile it differently (docs/adr/0011).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * styled-components' class names from where each component is declared (its file and position), not from
 * the order the page happened to create components in: a page the server renders — with a bundle that
 * creates them in another order — hydrates in the browser with the same class names.
 */
const STYLED_COMPONENTS_PLUGIN = [
  require.resolve('@swc/plugin-styled-components'),
  { displayName: false, ssr: true, pure: true },
];

/** Resolution of the sources' imports (`./x.js` may name `./x.ts`). */
export const SOURCE_RESOLVE = Object.freeze({
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});

/** The webpack rule for the workspace's sources (including @portal/shared, through its symlink), not node_modules. */
export function sourceRule({ development }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development, refresh: false } },
          experimental: { plugins: [STYLED_COMPONENTS_PLUGIN] },
        },
      },
    },
  };
}

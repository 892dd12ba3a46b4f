// The framework floor is built as the shell is: the portal's one webpack config (shared/tooling/webpack.mjs)
// for a host, with the federation runtime and the shared singletons, and the shell's index.html.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { HOST_NAME } from '../../../shared/tooling/federation.mjs';
import { createAppConfig } from '../../../shared/tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const shellIndex = path.resolve(dir, '../../../shell/src/index.html');

export default (env, argv) => {
  const config = createAppConfig({ dir, name: HOST_NAME, server: false })(env, argv);
  for (const plugin of config.plugins) {
    if (plugin instanceof HtmlWebpackPlugin) plugin.userOptions.template = plugin.options.template = shellIndex;
  }
  return config;
};

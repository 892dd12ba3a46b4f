// Webpack config of the mfe_wallet remote: everything comes from the one factory in @portal/shared,
// so the federation shared map, output naming and dev server cannot drift between apps.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/shared/tooling/webpack.mjs';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_wallet',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});

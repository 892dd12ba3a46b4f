// Webpack config of the mfe_admin remote (the operator console): everything comes from the one factory
// in @portal/shared, so the federation shared map, output naming and dev server cannot drift between apps.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/shared/tooling/webpack.mjs';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_admin',
  exposes: { './routes': './src/routes.tsx' },
});

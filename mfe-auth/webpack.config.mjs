// The auth remote (sign-in, sign-up, forgot-password): the common app config, exposing only ./routes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/shared/tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({ dir, name: 'mfe_auth', exposes: { './routes': './src/routes.tsx' } });

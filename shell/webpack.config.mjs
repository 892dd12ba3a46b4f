// The host shell's build: the common app config with the host's federation name (no static remotes;
// remotes are registered at run time from /remotes.json).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/shared/tooling/webpack.mjs';
import { HOST_NAME } from '@portal/shared/tooling/federation.mjs';

export default createAppConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), name: HOST_NAME });

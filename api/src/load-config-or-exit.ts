// Configuration for the server and the CLIs. Relative paths in the environment (PORTAL_DATA_DIR,
// STATIC_DIR) mean the repository root whether started from there (npm start) or from api/
// (npm run --workspace api). Bad values: one line each, exit 1, no stack trace.
import path from 'node:path';
import { ConfigError, type Config, loadConfig } from './config';
import { apiDir } from './db/paths';

export function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env, path.resolve(apiDir(), '..'));
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

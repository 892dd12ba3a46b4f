// npm run migrate --workspace api: applies pending SQL migrations (the server also does at start).
import { databaseTarget, openDatabase } from '../db/client';
import { loadConfigOrExit } from '../load-config-or-exit';

async function run(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(`migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

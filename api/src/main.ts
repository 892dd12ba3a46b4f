// Starts the server: configuration, database + migrations, demo and staff accounts, listen; graceful shutdown.
import { buildApp } from './app';
import { databaseTarget, openDatabase } from './db/client';
import { ensureDemoAccount } from './demo-account';
import { loadConfigOrExit } from './load-config-or-exit';
import { ensureStaffAccount } from './staff-account';
import { installDemoFleet } from './demo-data/fleet/demo-fleet';
import { scheduleJobs } from './modules/node-jobs/schedule';

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  const app = await buildApp(config, database);
  const demo = await ensureDemoAccount(config, database);
  // After the demo account, which is created only on an empty database.
  const staff = await ensureStaffAccount(config, database);
  if (config.jobsSchedule) scheduleJobs(app);
  // Demo mode (the embedded database, or PORTAL_DEMO=1): the demo nodes are played by a simulated fleet.
  const demoMode = database.kind === 'pglite' || config.demoOnPostgres;
  if (demoMode && config.demoFleet) installDemoFleet(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Portal at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; mail: ${app.portal.mailer.describe()})`,
  );
  if (demo) {
    console.log(`Demo account: ${demo.email} / ${demo.password}`);
    app.log.info(`Demo data seeded in ${demo.seedMs} ms (${demo.trafficRows} hourly traffic rows)`);
  }
  if (staff) console.log(`Staff account created: ${staff.email} (${staff.role})`);
}

main().catch((error: unknown) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

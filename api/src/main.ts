// Starts the server: configuration, database + migrations, demo and staff accounts, listen, the
// start banner; graceful shutdown on a signal or when the parent (npm start) goes away.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { databaseTarget, openDatabase } from './db/client';
import { ensureDemoAccount, hasDemoAccount, isDemoMode } from './demo-account';
import { RELEASE_KEY_FILE } from './lib/release-key';
import { loadConfigOrExit } from './load-config-or-exit';
import { ensureStaffAccount } from './staff-account';
import { hasAdmin } from './modules/user/staff';
import { startBanner, type DemoState } from './start-banner';
import { demoFleetRuns, installDemoFleet } from './demo-data/fleet/demo-fleet';
import { scheduleJobs } from './modules/node-jobs/schedule';

/** A second signal this long after the first stops the server at once instead of waiting for it. */
const FORCE_AFTER_MS = 2000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  const database = await openDatabase(databaseTarget(config), { command: 'npm start', url: config.publicUrl });
  await database.migrate();
  const app = await buildApp(config, database);
  const demo = await ensureDemoAccount(config, database);
  // After the demo account, which is created only on an empty database.
  const staff = await ensureStaffAccount(config, database);
  if (config.jobsSchedule) scheduleJobs(app);
  if (demoFleetRuns(database.kind, config)) installDemoFleet(app);

  let closingSince = 0;
  const shutdown = async (reason: string) => {
    if (closingSince) {
      // npm start forwards the Ctrl-C the terminal also sent us: only a later one means "now".
      if (Date.now() - closingSince > FORCE_AFTER_MS) process.exit(1);
      return;
    }
    closingSince = Date.now();
    app.log.info(`${reason}: closing`);
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
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(`${signal} received`));
  }
  // Started by npm start with an IPC channel: when that process ends, however it ends, so do we.
  if (process.send) process.on('disconnect', () => void shutdown('npm start ended'));

  await app.listen({ port: config.port, host: config.host });
  let demoState: DemoState = null;
  if (demo) {
    demoState = { kind: 'created', email: demo.email, generatedPassword: demo.generatedPassword };
    app.log.info(`Demo data seeded in ${demo.seedMs} ms (${demo.trafficRows} hourly traffic rows)`);
  } else if (await hasDemoAccount(config, database)) {
    demoState = { kind: 'existing', email: config.demoEmail };
  }
  console.log(
    startBanner({
      siteName: config.siteName,
      url: config.publicUrl,
      database: database.kind,
      dataDir: config.dataDir,
      mail: app.portal.mailer.describe(),
      logLevel: config.logLevel,
      demo: demoState,
      staff,
      noAdminYet: !isDemoMode(config, database.kind) && !(await hasAdmin(database.db)),
      payments: app.portal.payments.describe(),
      missingStaticDir: fs.existsSync(config.staticDir) ? null : config.staticDir,
      releaseKey: config.releaseApiKey ? 'environment' : { file: path.join(config.dataDir, RELEASE_KEY_FILE) },
    }),
  );
}

main().catch((error: unknown) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// Playwright journeys against the BUILT portal (npm run build) served by the REAL server
// (node api/scripts/start.mjs, after a node was added with the CLI) on a FRESH database, with mail going to
// an SMTP receiver the run starts, an admin staff account created at start and the rate limits scaled up
// (tests/support/env.ts).
// Chromium is Debian's (/usr/bin/chromium): Playwright never downloads a browser here.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DIR, REPO_ROOT, e2eEnv, serverEnvironment } from './tests/support/env';

const env = e2eEnv();

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(E2E_DIR, 'test-results'),
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, reported as flaky (not hidden): remote-failures' "mfe_admin blocked at the network" failed
  // once in four runs (its Retry button kept re-mounting after the network came back); cause not found yet.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(E2E_DIR, '.artifacts', 'results.json') }],
    ['html', { outputFolder: path.join(E2E_DIR, 'playwright-report'), open: 'never' }],
  ],
  use: {
    baseURL: env.baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    // An operator's node is added with the CLI first (scripts/start-e2e-server.mjs), then the real start script runs.
    command: 'node e2e/scripts/start-e2e-server.mjs',
    cwd: REPO_ROOT,
    url: `${env.baseURL}/health`,
    env: serverEnvironment(env),
    reuseExistingServer: false,
    // start.mjs rebuilds first when sources are newer than dist/build-info.json.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

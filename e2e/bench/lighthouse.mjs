// Lighthouse mobile performance (issue 14) of the pages a visitor meets first: /auth/sign-in, /about and a
// signed-in /user/dashboard, each the median of RUNS runs, in Debian's Chromium driven by Lighthouse 12 (the
// newest major that runs on Node 20) with its default mobile settings: simulated slow 4G and a 4x slower CPU,
// a cold HTTP cache on every run. The signed-in run is a returning customer opening the dashboard in a new
// tab: the browser profile holds the refresh token the sign-in form left in localStorage (Lighthouse clears
// the HTTP cache and service-worker storage before each run, not localStorage), so the page signs itself in
// with one refresh, as it does for a customer.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { signInThroughForm } from './sign-in.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The metrics that make the score, in the units Lighthouse reports (ms; CLS unitless). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Chromium with a debugging port for Lighthouse, and a profile of its own (localStorage survives runs). */
export async function launchForLighthouse() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    locale: 'en-US',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  return {
    port,
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the form in the profile, so later runs start with a refresh token in localStorage. */
export async function signInOnce(context, baseURL, account) {
  const page = await context.newPage();
  try {
    await signInThroughForm(page, baseURL, account);
  } finally {
    await page.close();
  }
}

/** One Lighthouse run of `url`: the score (0-100), the metrics, and what the page ended on. */
export async function lighthouseRun(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, Number((lhr.audits[id]?.numericValue ?? NaN).toFixed(3))]),
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    metrics,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    warnings: lhr.runWarnings,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
      url: task.url,
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
  };
}

/** RUNS runs of `url`, and their medians. */
export async function lighthouseMedian(port, url, runs = LIGHTHOUSE_RUNS) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseRun(port, url));
  const metrics = Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(all.map((r) => r.metrics[key]))]));
  return { score: median(all.map((r) => r.score)), metrics, runs: all };
}

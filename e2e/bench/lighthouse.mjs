// Lighthouse mobile performance (issue 14) of the pages a visitor meets first: /auth/sign-in, /about and a
// signed-in /user/dashboard, each the median of RUNS runs, in Debian's Chromium driven by Lighthouse 12 (the
// newest major that runs on Node 20) with its default mobile settings: simulated slow 4G and a 4x slower CPU,
// a cold HTTP cache on every run. The signed-in run is a returning customer opening the dashboard in a new
// tab: the browser profile holds the refresh token the sign-in form left in localStorage (Lighthouse clears
// the HTTP cache and service-worker storage before each run, not localStorage), so the page signs itself in
// with one refresh, as it does for a customer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { buildFrameworkFloor } from './framework-floor.mjs';
import { CHROMIUM } from './lib/browser.mjs';
import { printChecks, writeReport } from './lib/report.mjs';
import { signInThroughForm } from './lib/sign-in.mjs';
import { median } from './lib/timing.mjs';
import { freePort, startPortalServer } from './server.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The metrics that make the score, in the units Lighthouse reports (ms; CLS unitless). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** One Chromium with a debugging port for Lighthouse, and a profile of its own (localStorage survives runs). */
export async function launchForLighthouse() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM.executablePath,
    headless: true,
    locale: 'en-US',
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM.args],
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

/**
 * Asks for a signed-in page's document a few times first: the page server's first renders of a page after it
 * starts compile its code, which a reader meets once per deploy, not on every visit (docs/adr/0012).
 */
export async function warmDocument(context, url) {
  for (let i = 0; i < 3; i += 1) await (await context.request.get(url)).body();
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

/** The pages measured, and the score each must reach (issue 14). */
export const LIGHTHOUSE_PAGES = ['/auth/sign-in', '/about', '/user/dashboard'];
export const LIGHTHOUSE_TARGET = 95;
/** How far below the framework floor a page may score. */
export const LIGHTHOUSE_FLOOR_MARGIN = 3;

function summary(result) {
  const { fcp, lcp, tbt, cls, si } = result.metrics;
  return `${result.score} (runs ${result.runs.map((run) => run.score).join(', ')}; FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls}, SI ${Math.round(si)} ms)`;
}

/**
 * Lighthouse mobile performance of the framework floor and of the portal's pages, one server at a time on a
 * quiet machine: the floor (built now, served by the portal's server as the portal is), then /auth/sign-in,
 * /about and, signed in, /user/dashboard. Writes bench-results/lighthouse.json; answers the checks.
 * @param {{ repoRoot: string, staticDir: string, outDir: string }} options
 */
export async function benchLighthouse({ repoRoot, staticDir, outDir }) {
  const floorDir = await buildFrameworkFloor();
  const measure = async (dir, pages, account) => {
    const server = await startPortalServer({ repoRoot, staticDir: dir });
    const chrome = await launchForLighthouse();
    try {
      const results = {};
      for (const page of pages) {
        if (page.startsWith('/user/')) {
          await signInOnce(chrome.context, server.baseURL, account ?? server.demoAccount);
          await warmDocument(chrome.context, new URL(page, server.baseURL).href);
        }
        results[page] = await lighthouseMedian(chrome.port, new URL(page, server.baseURL).href);
        console.log(`${page.padEnd(18)} ${summary(results[page])}`);
      }
      return results;
    } finally {
      await chrome.close();
      await server.stop();
    }
  };
  console.log('framework floor (a static sign-in form, rendered by the same libraries):');
  const floor = (await measure(floorDir, ['/auth/sign-in']))['/auth/sign-in'];
  console.log('the portal:');
  const pages = await measure(staticDir, LIGHTHOUSE_PAGES);
  const checks = LIGHTHOUSE_PAGES.flatMap((page) => [
    {
      name: `Lighthouse mobile ${page}: ${pages[page].score} >= ${LIGHTHOUSE_TARGET}`,
      ok: pages[page].score >= LIGHTHOUSE_TARGET,
    },
    {
      name: `Lighthouse mobile ${page}: ${pages[page].score} within ${LIGHTHOUSE_FLOOR_MARGIN} points of the framework floor's ${floor.score} (or above)`,
      ok: pages[page].score >= floor.score - LIGHTHOUSE_FLOOR_MARGIN,
    },
  ]);
  printChecks(checks);
  const report = {
    measured_at: new Date().toISOString(),
    settings: 'Lighthouse 12, mobile defaults (simulated slow 4G, 4x CPU slowdown), Debian Chromium, median of runs',
    runs_per_page: LIGHTHOUSE_RUNS,
    framework_floor: floor,
    pages,
    checks,
  };
  writeReport(outDir, 'lighthouse', report);
  return { checks, floor, pages };
}

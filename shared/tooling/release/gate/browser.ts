// The gate's browser part: headless Chromium against the running portal with the candidate in preview.
// 1. modules — the shell's inspector (shell/src/remotes/inspect-remote.ts) loads the candidate's ./routes
//    (and ./widgets) and says whether they are what the shell expects, serving every path it gives them;
// 2. smoke — each of those pages, opened as a customer would (signed in as the release-check account for
//    /user pages), renders with no console error and no failed request; a staff page (the console's) shows
//    that customer the shell's 404 and asks for nothing of the console (its code is loaded by `modules`).
import crypto from 'node:crypto';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import type { RemoteInspection } from '@portal/shared';
import type { GateCheck, RemoteName } from '@portal/shared/contract/remote-registry';
import {
  failedConsole,
  failedResponse,
  hasParameters,
  modulesCheck,
  needsSignIn,
  needsStaff,
  samplePath,
  smokeCheck,
  staffRequest,
  type PageResult,
} from './judge';

export interface BrowserChecks {
  portalUrl: string;
  remote: RemoteName;
  version: string;
  previewUrl: string;
  session: { access_token: string; refresh_token: string };
  /** The candidate exposes ./widgets: inspect it too. */
  widgets: boolean;
  onPage?: (page: PageResult) => void;
}

const RENDER_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 15_000;
/** The shell's "section unavailable" (SectionUnavailable.tsx) and its error page (ErrorView.tsx), by their own marks. */
const UNAVAILABLE = '[data-remote][data-reason]';
const ERROR_PAGE = '[data-error-page]';
/** What a rendered page shows: the remote's page header, the shell's "section unavailable", or an error page. */
const RENDERED = `main h1, ${UNAVAILABLE}, ${ERROR_PAGE}`;

function chromiumPath(env = process.env): string {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** A context that previews the candidate (it opened the link) and, if given, is signed in. */
async function previewContext(browser: Browser, input: BrowserChecks, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: input.portalUrl, locale: 'en-US' });
  if (signedIn) {
    // Once per tab, as a sign-in leaves them: the session then refreshes them as it would.
    await context.addInitScript((tokens) => {
      if (!window.sessionStorage.getItem('access_token'))
        window.sessionStorage.setItem('access_token', tokens.access_token);
      if (!window.localStorage.getItem('refresh_token'))
        window.localStorage.setItem('refresh_token', tokens.refresh_token);
    }, input.session);
  }
  const page = await context.newPage();
  const opened = await page.goto(input.previewUrl);
  if (!opened?.ok()) throw new Error(`The preview link answered ${opened?.status() ?? 'nothing'}`);
  await page.close();
  return context;
}

async function inspect(context: BrowserContext, input: BrowserChecks): Promise<RemoteInspection> {
  const page = await context.newPage();
  try {
    await page.goto('/about');
    await page.waitForFunction(() => typeof window.__PORTAL_INSPECT__ === 'function', undefined, {
      timeout: RENDER_TIMEOUT_MS,
    });
    return await page.evaluate(({ remote, widgets }) => window.__PORTAL_INSPECT__!(remote, { widgets }), {
      remote: input.remote,
      widgets: input.widgets,
    });
  } finally {
    await page.close();
  }
}

/** A staff page opened as the release-check account (a customer): the shell's 404, nothing of the console asked for. */
async function visitAsCustomer(page: Page, input: BrowserChecks, path: string): Promise<PageResult> {
  const url = samplePath(path, '1');
  const problems: string[] = [];
  const onRequest = (request: Request) => {
    if (staffRequest(request.url(), input.remote)) problems.push(`a customer's page asked for ${request.url()}`);
  };
  page.on('request', onRequest);
  const started = Date.now();
  try {
    await page.goto(url);
    const status = await page
      .locator(ERROR_PAGE)
      .first()
      .getAttribute('data-error-page', { timeout: RENDER_TIMEOUT_MS });
    if (status !== '404') problems.push(`a customer got ${status ?? 'no error page'} instead of the shell's 404`);
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  } catch (error) {
    problems.push(`a customer got no 404 page: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('request', onRequest);
  }
  return { path, url, ok: problems.length === 0, ms: Date.now() - started, problems };
}

/** Opens one of the remote's pages and reports what went wrong, if anything. */
async function visit(page: Page, input: BrowserChecks, path: string): Promise<PageResult> {
  const placeholderPage = hasParameters(path);
  const url = samplePath(path, crypto.randomUUID());
  const problems: string[] = [];
  const allowed = new Set<string>();
  const onResponse = (response: Response) => {
    const problem = failedResponse(
      { url: response.url(), status: response.status() },
      { portalUrl: input.portalUrl, placeholderPage },
    );
    if (problem) problems.push(problem);
    else if (response.status() >= 400) allowed.add(response.url());
  };
  const onRequestFailed = (request: Request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // The app cancelling its own request (leaving a page, a newer query) is not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const problem = failedConsole(message.text(), message.location().url, allowed);
    if (problem) problems.push(problem);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  page.on('response', onResponse);
  page.on('requestfailed', onRequestFailed);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const started = Date.now();
  try {
    await page.goto(url);
    await page.locator(RENDERED).first().waitFor({ timeout: RENDER_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {
      problems.push(`still loading after ${SETTLE_TIMEOUT_MS / 1000} s`);
    });
    const unavailable = page.locator(UNAVAILABLE);
    if (await unavailable.count()) {
      problems.push(
        `the shell shows "${await unavailable.first().innerText()}" (${await unavailable.first().getAttribute('data-reason')})`,
      );
    } else if (await page.locator(ERROR_PAGE).count()) {
      problems.push(
        `the shell shows its error page (${await page.locator(ERROR_PAGE).first().getAttribute('data-error-page')})`,
      );
    }
    const landed = new URL(page.url()).pathname;
    if (landed !== url) problems.push(`went to ${landed} instead`);
  } catch (error) {
    problems.push(`did not render: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onRequestFailed);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return { path, url, ok: problems.length === 0, ms: Date.now() - started, problems };
}

export async function checkInBrowser(
  input: BrowserChecks,
): Promise<{ modules: GateCheck; smoke: GateCheck; pages: PageResult[] }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const signedIn = await previewContext(browser, input, true);
    const inspection = await inspect(signedIn, input);
    const modules = modulesCheck(inspection, input.version, input.widgets);
    const signedOut = inspection.expectedPaths.some((path) => !needsSignIn(path) && !needsStaff(path))
      ? await previewContext(browser, input, false)
      : null;
    const pages: PageResult[] = [];
    const tabs = new Map<BrowserContext, Page>();
    for (const path of inspection.expectedPaths) {
      const context = needsSignIn(path) || needsStaff(path) ? signedIn : signedOut!;
      if (!tabs.has(context)) tabs.set(context, await context.newPage());
      const tab = tabs.get(context)!;
      const result = needsStaff(path) ? await visitAsCustomer(tab, input, path) : await visit(tab, input, path);
      input.onPage?.(result);
      pages.push(result);
    }
    return { modules, smoke: smokeCheck(pages), pages };
  } finally {
    await browser.close();
  }
}

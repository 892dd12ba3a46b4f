// The gate's verdicts on what the browser saw, kept free of the browser so that each rule is tested alone:
// the candidate's modules as the shell found them, and what counts as a failed request or a console error
// while one of its pages renders.
import type { RemoteInspection } from '@portal/shared';
import type { GateCheck } from '@portal/shared/contract/remote-registry';

/** A page of the remote, as the smoke run visited it. */
export interface PageResult {
  path: string;
  url: string;
  ok: boolean;
  ms: number;
  problems: string[];
}

/** `/user/tickets/view/:id` → `/user/tickets/view/<placeholder>`: a page for an id nobody has. */
export function samplePath(path: string, placeholder: string): string {
  return path.replace(/:[A-Za-z_]+/g, placeholder);
}

export function hasParameters(path: string): boolean {
  return /\/:[A-Za-z_]+/.test(path);
}

/** The shell's guard: every /user page needs a signed-in customer. */
export function needsSignIn(path: string): boolean {
  return path === '/user' || path.startsWith('/user/');
}

/**
 * The shell's staff guard: every /admin page is the operator console's. The release-check account is a
 * customer (the gate needs no more power than a customer's): on these pages the smoke run checks that it
 * gets the shell's 404 and that nothing of the console is asked for; their code is loaded by `modules`.
 */
export function needsStaff(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** What a customer must not have asked for on a staff page: the remote's files, or the staff API. */
export function staffRequest(url: string, remote: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith(`/remotes/${remote}/`) || pathname.startsWith('/api/v2/admin_api/');
}

/** The shell's verdict on ./routes and ./widgets of the version it previewed, as a gate check. */
export function modulesCheck(inspection: RemoteInspection, version: string, widgetsExposed: boolean): GateCheck {
  const problems: string[] = [];
  if (!inspection.preview || inspection.version !== version) {
    problems.push(
      `The shell loaded ${inspection.version ?? 'no version'} of ${inspection.remote}, not the candidate ${version}: the preview did not take effect`,
    );
  }
  if (!inspection.routes.ok)
    problems.push(`./routes: ${inspection.routes.problem ?? 'not the shape the shell expects'}`);
  const missing = inspection.expectedPaths.filter((path) => !inspection.routes.names.includes(path));
  if (inspection.routes.ok && missing.length > 0) {
    problems.push(
      `./routes does not serve ${missing.join(', ')} (the shell's route table gives them to ${inspection.remote})`,
    );
  }
  for (const failure of inspection.pageCodeFailures) {
    problems.push(`${failure.path}: its page's code did not load (${failure.problem})`);
  }
  if (widgetsExposed && inspection.widgets && !inspection.widgets.ok) {
    problems.push(`./widgets: ${inspection.widgets.problem ?? 'not the shape the shell expects'}`);
  }
  const widgets = inspection.widgets?.ok ? `; ./widgets offers ${inspection.widgets.names.join(', ')}` : '';
  return problems.length === 0
    ? {
        id: 'modules',
        ok: true,
        summary: `./routes serves the ${inspection.expectedPaths.length} paths the shell gives ${inspection.remote}, each page's code loads${widgets}`,
        details: [],
      }
    : { id: 'modules', ok: false, summary: 'The shell does not find the modules it expects', details: problems };
}

export interface SeenResponse {
  url: string;
  status: number;
}

/**
 * A response that fails the page: any 5xx; any 4xx of a file (the shell's, a remote's, /remotes.json).
 * The API's 4xx answers are the app's business (a form refused) — but on a page for a placeholder id, a
 * 404 is the expected "no such ticket"; anywhere else a 4xx from the API is a failure too.
 */
export function failedResponse(
  response: SeenResponse,
  options: { portalUrl: string; placeholderPage: boolean },
): string | null {
  if (response.status < 400) return null;
  const url = new URL(response.url);
  const isApi = url.origin === new URL(options.portalUrl).origin && /^\/(api|v1)\//.test(url.pathname);
  if (isApi && response.status === 404 && options.placeholderPage) return null;
  return `${response.status} ${url.pathname}${url.search}`;
}

/**
 * A console error fails the page — except the browser's own "Failed to load resource" line for a
 * response failedResponse allowed (it is the same event, already judged).
 */
export function failedConsole(
  text: string,
  location: string | undefined,
  allowedUrls: ReadonlySet<string>,
): string | null {
  if (/^Failed to load resource/.test(text) && location && allowedUrls.has(location)) return null;
  // The message, not the stack a logged error carries with it.
  const line = text.split('\n')[0]!.trim();
  return `console error: ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`;
}

/** The smoke check from every page's result. */
export function smokeCheck(pages: readonly PageResult[]): GateCheck {
  const failed = pages.filter((page) => !page.ok);
  const staff = pages.filter((page) => needsStaff(page.path)).length;
  const rendered = pages.length - staff;
  const summary = [
    rendered > 0 ? `${rendered} pages rendered in Chromium with no console error and no failed request` : null,
    staff > 0
      ? `${staff} staff pages showed the release-check account (a customer) the 404, asking for nothing of the console`
      : null,
  ]
    .filter(Boolean)
    .join('; ');
  return failed.length === 0
    ? {
        id: 'smoke',
        ok: true,
        summary,
        details: pages.map((page) => `${page.path}: ${page.ms} ms`),
      }
    : {
        id: 'smoke',
        ok: false,
        summary: `${failed.length} of ${pages.length} pages failed in Chromium`,
        details: failed.flatMap((page) => page.problems.map((problem) => `${page.path}: ${problem}`)),
      };
}

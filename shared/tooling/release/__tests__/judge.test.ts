/**
 * @jest-environment node
 */
// The release tool's verdicts on what the browser saw (gate/judge.ts): the candidate's modules, what counts
// as a failed request or a console error on one of its pages, and the smoke check.
import type { RemoteInspection } from '@portal/shared';
import {
  failedConsole,
  failedResponse,
  modulesCheck,
  needsStaff,
  samplePath,
  smokeCheck,
  staffRequest,
} from '../gate/judge';

const inspection = (over: Partial<RemoteInspection> = {}): RemoteInspection => ({
  remote: 'mfe_tickets',
  version: '0.1.0-bbbbbbbb',
  preview: true,
  expectedPaths: ['/user/tickets', '/user/tickets/new', '/user/tickets/view/:id'],
  routes: { ok: true, names: ['/user/tickets', '/user/tickets/new', '/user/tickets/view/:id'], problem: null },
  widgets: null,
  pageCodeFailures: [],
  ...over,
});

describe('modules', () => {
  it('passes when the shell previewed the candidate and its ./routes serves every path the shell gives it', () => {
    expect(modulesCheck(inspection(), '0.1.0-bbbbbbbb', false)).toEqual({
      id: 'modules',
      ok: true,
      summary: "./routes serves the 3 paths the shell gives mfe_tickets, each page's code loads",
      details: [],
    });
  });

  it('fails when the preview did not take effect, a path is not served, or ./routes or ./widgets has the wrong shape', () => {
    expect(
      modulesCheck(inspection({ preview: false, version: '0.1.0-aaaaaaaa' }), '0.1.0-bbbbbbbb', false).details,
    ).toEqual([
      'The shell loaded 0.1.0-aaaaaaaa of mfe_tickets, not the candidate 0.1.0-bbbbbbbb: the preview did not take effect',
    ]);
    const partial = inspection({ routes: { ok: true, names: ['/user/tickets'], problem: null } });
    expect(modulesCheck(partial, '0.1.0-bbbbbbbb', false).details).toEqual([
      "./routes does not serve /user/tickets/new, /user/tickets/view/:id (the shell's route table gives them to mfe_tickets)",
    ]);
    const wrongShape = inspection({
      routes: { ok: false, names: [], problem: 'Remote mfe_tickets is unavailable (invalid-module)' },
    });
    expect(modulesCheck(wrongShape, '0.1.0-bbbbbbbb', false)).toMatchObject({
      ok: false,
      details: ['./routes: Remote mfe_tickets is unavailable (invalid-module)'],
    });
    const widgets = inspection({ widgets: { ok: false, names: ['Card'], problem: 'not components: Card' } });
    expect(modulesCheck(widgets, '0.1.0-bbbbbbbb', true).details).toEqual(['./widgets: not components: Card']);
  });

  it('names the widgets it found', () => {
    const widgets = inspection({ widgets: { ok: true, names: ['TrafficSummaryCard', 'CheckinCard'], problem: null } });
    expect(modulesCheck(widgets, '0.1.0-bbbbbbbb', true).summary).toBe(
      "./routes serves the 3 paths the shell gives mfe_tickets, each page's code loads; ./widgets offers TrafficSummaryCard, CheckinCard",
    );
  });
});

describe('what fails a page', () => {
  const portalUrl = 'http://127.0.0.1:8080';

  it('fails any 5xx, any error of a file, and an API 4xx except a 404 on a page for a placeholder id', () => {
    const judge = (url: string, status: number, placeholderPage = false) =>
      failedResponse({ url, status }, { portalUrl, placeholderPage });
    expect(judge(`${portalUrl}/api/v2/user/tickets-v2/`, 200)).toBeNull();
    expect(judge(`${portalUrl}/api/v2/user/tickets-v2/`, 500)).toBe('500 /api/v2/user/tickets-v2/');
    expect(judge(`${portalUrl}/remotes/mfe_tickets/0.1.0-b/123.js`, 404)).toBe(
      '404 /remotes/mfe_tickets/0.1.0-b/123.js',
    );
    expect(judge(`${portalUrl}/api/v2/user/tickets-v2/x/messages`, 404)).toBe('404 /api/v2/user/tickets-v2/x/messages');
    expect(judge(`${portalUrl}/api/v2/user/tickets-v2/x/messages`, 404, true)).toBeNull();
    expect(judge(`${portalUrl}/api/v2/user/tickets-v2/x/messages`, 403, true)).toBe(
      '403 /api/v2/user/tickets-v2/x/messages',
    );
    expect(judge('https://cdn.example.com/api/v2/thing', 404, true)).toBe('404 /api/v2/thing');
  });

  it('fails a console error with its first line, but not the browser’s line for a 404 already allowed', () => {
    const allowed = new Set(['http://127.0.0.1:8080/api/v2/user/tickets-v2/x/messages']);
    expect(
      failedConsole('Failed to load resource: 404', 'http://127.0.0.1:8080/api/v2/user/tickets-v2/x/messages', allowed),
    ).toBeNull();
    expect(failedConsole('Failed to load resource: 404', 'http://127.0.0.1:8080/remotes/x.js', allowed)).toBe(
      'console error: Failed to load resource: 404',
    );
    expect(failedConsole('[shell] A page failed: Error: boom\n    at Component (x.js:1:2)', undefined, allowed)).toBe(
      'console error: [shell] A page failed: Error: boom',
    );
  });

  it('fills path parameters with a placeholder', () => {
    expect(samplePath('/user/tickets/view/:id', 'abc')).toBe('/user/tickets/view/abc');
    expect(samplePath('/user/tickets', 'abc')).toBe('/user/tickets');
  });

  it('passes the smoke only when every page passed, listing what failed where', () => {
    const ok = { path: '/user/tickets', url: '/user/tickets', ok: true, ms: 900, problems: [] };
    const bad = {
      path: '/user/tickets/new',
      url: '/user/tickets/new',
      ok: false,
      ms: 1200,
      problems: ['console error: boom', '500 /api/x'],
    };
    expect(smokeCheck([ok])).toMatchObject({
      ok: true,
      summary: '1 pages rendered in Chromium with no console error and no failed request',
    });
    expect(smokeCheck([ok, bad])).toEqual({
      id: 'smoke',
      ok: false,
      summary: '1 of 2 pages failed in Chromium',
      details: ['/user/tickets/new: console error: boom', '/user/tickets/new: 500 /api/x'],
    });
  });
});

describe('staff pages (the operator console)', () => {
  it('are /admin and what is under it', () => {
    expect(needsStaff('/admin')).toBe(true);
    expect(needsStaff('/admin/customers/:id')).toBe(true);
    expect(needsStaff('/administrator')).toBe(false);
    expect(needsStaff('/user/dashboard')).toBe(false);
  });

  it("count the console's files and the staff API as what a customer must not ask for", () => {
    expect(staffRequest('http://127.0.0.1:8080/remotes/mfe_admin/0.1.0-aaaaaaaa/remoteEntry.js', 'mfe_admin')).toBe(
      true,
    );
    expect(staffRequest('http://127.0.0.1:8080/api/v2/admin_api/overview', 'mfe_admin')).toBe(true);
    expect(staffRequest('http://127.0.0.1:8080/remotes.json', 'mfe_admin')).toBe(false);
    expect(staffRequest('http://127.0.0.1:8080/api/v2/user/info', 'mfe_admin')).toBe(false);
  });

  it('fail the modules check when a page’s code does not load', () => {
    const broken = inspection({
      pageCodeFailures: [{ path: '/user/tickets/new', problem: 'Loading chunk 12 failed' }],
    });
    expect(modulesCheck(broken, '0.1.0-bbbbbbbb', false)).toMatchObject({
      ok: false,
      details: ["/user/tickets/new: its page's code did not load (Loading chunk 12 failed)"],
    });
  });

  it('are reported apart from the pages rendered', () => {
    const check = smokeCheck([
      { path: '/admin', url: '/admin', ok: true, ms: 300, problems: [] },
      { path: '/admin/customers', url: '/admin/customers', ok: true, ms: 200, problems: [] },
    ]);
    expect(check).toMatchObject({
      ok: true,
      summary: '2 staff pages showed the release-check account (a customer) the 404, asking for nothing of the console',
    });
  });
});

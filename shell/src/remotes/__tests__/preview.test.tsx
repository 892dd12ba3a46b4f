/** @jest-environment ./test/jsdom-with-fetch-environment.mjs */
// A browser previewing a candidate (its preview cookie made /remotes.json say so): a strip says which
// sections and versions, that only this browser sees them, and ends the preview; the release gate's
// inspector is there, and only there.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { PortalProviders, setLanguage, type RemoteRouteObject } from '@portal/shared';
import '../../i18n/register';
import { Preview } from '../Preview';
import { loadRegistry } from '../registry';
import { mockedLoadRemote, page, registryOf, resetRemotes, serveRegistry } from '../../test-support/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const previewing = {
  ...registryOf('mfe_services'),
  mfe_tickets: {
    version: '0.1.0-bbbbbbbb',
    entry: '/remotes/mfe_tickets/0.1.0-bbbbbbbb/remoteEntry.js',
    preview: true,
    preview_until: '2026-11-28T10:30:00.000Z',
  },
};

/** The end as the reader's clock shows it (the test runs in any time zone). */
const endIn = (language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    new Date('2026-11-28T10:30:00.000Z'),
  );

beforeEach(() => {
  resetRemotes();
  delete window.__PORTAL_INSPECT__;
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

function renderBanner() {
  return render(
    <PortalProviders>
      <Preview />
    </PortalProviders>,
  );
}

describe('preview', () => {
  it('says which section, remote and version this browser previews, until when, for it alone, and how to end it', async () => {
    serveRegistry(previewing);
    renderBanner();
    const strip = await screen.findByRole('region', { name: 'Preview' });
    expect(strip.textContent).toContain(
      `Preview:the tickets section at 0.1.0-bbbbbbbb (mfe_tickets) until ${endIn('en')}. Only this browser sees it.`,
    );
    expect(within(strip).getByRole('link', { name: 'End preview' })).toHaveAttribute('href', '/preview/end');
  });

  it('says it in Chinese too', async () => {
    serveRegistry(previewing);
    await act(() => setLanguage('zh-CN'));
    renderBanner();
    const strip = await screen.findByRole('region', { name: '预览' });
    expect(strip.textContent).toContain(
      `预览：工单模块版本 0.1.0-bbbbbbbb （mfe_tickets），至 ${endIn('zh-CN')}。仅您的浏览器可见。`,
    );
    expect(within(strip).getByRole('link', { name: '结束预览' })).toBeInTheDocument();
  });

  it('shows nothing, and no inspector, on a page that previews nothing', async () => {
    serveRegistry(registryOf('mfe_services', 'mfe_tickets'));
    renderBanner();
    await act(async () => {
      await loadRegistry();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.__PORTAL_INSPECT__).toBeUndefined();
  });

  it('gives the release gate an inspector of the candidate’s modules', async () => {
    serveRegistry(previewing);
    // A page in a chunk of its own whose code fails to load is named (the gate's modules check).
    const brokenChunk = Object.assign(() => null, {
      preload: () => Promise.reject(new Error('Loading chunk 7 failed')),
    });
    const routes: RemoteRouteObject[] = [page('/user/tickets'), { path: '/user/tickets/new', Component: brokenChunk }];
    mockedLoadRemote.mockImplementation(
      async (id: string) =>
        (id === 'mfe_tickets/routes' ? { routes } : { widgets: { Card: () => null, Broken: 'no' } }) as never,
    );
    await loadRegistry();
    await waitFor(() => expect(window.__PORTAL_INSPECT__).toBeDefined());
    const inspection = await window.__PORTAL_INSPECT__!('mfe_tickets', { widgets: true });
    expect(inspection).toEqual({
      remote: 'mfe_tickets',
      version: '0.1.0-bbbbbbbb',
      preview: true,
      expectedPaths: ['/user/tickets', '/user/tickets/new', '/user/tickets/view/:id'],
      routes: { ok: true, names: ['/user/tickets', '/user/tickets/new'], problem: null },
      widgets: { ok: false, names: ['Card', 'Broken'], problem: 'not components: Broken' },
      pageCodeFailures: [{ path: '/user/tickets/new', problem: 'Loading chunk 7 failed' }],
    });
  });
});

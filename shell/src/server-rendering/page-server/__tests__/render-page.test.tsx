/** @jest-environment node */
// The page server's renderer (docs/adr/0012): the shell's <App> with a remote's page and another remote's
// card, rendered in Node, data fetched through the API client with each render's own token.
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, loadedRemoteModule, setRemoteModuleLoader, useSession, useT, type RemotePath } from '@portal/shared';
import type { AccessTokenPayload } from '@portal/shared/contract';
import type { InProcessRequest } from '@portal/shared/server';
import { accessPayload, signPayload } from '@portal/shared/test/tokens';
import { loadedExposedModule, loadExposedModule } from '../../../remotes/load-remote-routes';
import type { ServerRemoteModules } from '../remote-code';
import { renderPage, type RenderJob } from '../render-page';

setRemoteModuleLoader(loadExposedModule, loadedExposedModule);

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** The user id in a request's bearer token (what the API would answer for). */
function userOf(request: InProcessRequest): number {
  const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    subject_access: { user_id: number };
  };
  return payload.subject_access.user_id;
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's answers: who the token is (userIndex), and the version (no credentials). */
/** The API's answers, to the token the render gave its calls. */
async function answer(request: InProcessRequest) {
  await tick(5);
  if (request.url.startsWith('/api/v2/user/')) {
    const user = userOf(request);
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        is_success: true,
        message: '',
        result: { user_id: user, access_type: 'x', token_type: 'access', issued_at: 0, expires_at: 0 },
      }),
    };
  }
  if (request.url === '/v1/version') return { status: 200, headers: {}, body: JSON.stringify({ data: 'v-42' }) };
  return { status: 404, headers: {}, body: JSON.stringify({ is_success: false, message: 'no' }) };
}

function VersionCard() {
  const version = useQuery({ queryKey: ['version'], queryFn: async () => (await api.getVersion()).data });
  return <p>{`Version ${version.data ?? '…'}`}</p>;
}

function Dashboard() {
  const { t } = useT('shell');
  const me = useQuery({ queryKey: ['me'], queryFn: async () => (await api.userIndex()).result });
  const name = useSession((session) => session.accessPayload?.subject_access?.user_name);
  const widgets = loadedRemoteModule('mfe_wallet', './widgets') as
    { widgets: { Card: () => ReactElement } } | undefined;
  const Card = widgets?.widgets.Card;
  return (
    <main>
      <h1>Dashboard</h1>
      <p>{`Hello ${name}`}</p>
      <p>{me.data ? `Customer ${me.data.user_id}` : 'Loading'}</p>
      {me.data && Card ? <Card /> : null}
      <p>{t('nav.sidebar')}</p>
    </main>
  );
}

const remotes: ServerRemoteModules = {
  mfe_services: { './routes': { routes: [{ path: '/user/dashboard' as RemotePath, Component: Dashboard }] } },
  mfe_wallet: { './widgets': { widgets: { Card: VersionCard } } },
};

async function request(overrides: Partial<RenderJob> & { userId?: number } = {}): Promise<RenderJob> {
  const { userId = 18401, ...rest } = overrides;
  const base = accessPayload();
  const payload = {
    ...base,
    subject_access: { ...(base.subject_access as object), user_id: userId, user_name: `User ${userId}` },
  } as AccessTokenPayload;
  const accessToken = await signPayload(payload);
  return {
    path: '/user/dashboard',
    language: 'en',
    theme: 'light',
    timeZone: 'Asia/Shanghai',
    origin: 'https://portal.example.com',
    config: {
      siteName: 'Test Site',
      footerCopyright: '© Test',
      apiBase: '',
      liveChat: null,
      versionCheckSeconds: 300,
      buildId: 'b',
      builtWith: {},
    },
    session: { accessToken, accessPayload: payload },
    remotes,
    send: jest.fn((call: InProcessRequest) =>
      answer({ ...call, headers: { ...call.headers, authorization: `Bearer ${accessToken}` } }),
    ),
    deadline: Date.now() + 10_000,
    ...rest,
  };
}

describe('the server renderer', () => {
  test('renders the page with its data, its remote card and the customer, and says what the browser needs', async () => {
    const outcome = await renderPage(await request());
    if (!outcome.page) throw new Error(outcome.reason);
    const { html, title, modules, queries, styles } = outcome.page;
    expect(html).toContain('Customer 18401');
    expect(html).toContain('Version v-42');
    expect(html).toContain('Hello User 18401');
    expect(title).toBe('Dashboard · Test Site');
    expect(modules.sort()).toEqual(['mfe_services/./routes', 'mfe_wallet/./widgets']);
    const keys = (queries as { queries: { queryKey: unknown }[] }).queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['me'], ['version']]));
    expect(styles).toContain('data-styled');
  });

  test("each render's API calls go to its own send", async () => {
    const given = await request();
    await renderPage(given);
    const calls = (given.send as jest.Mock).mock.calls.map(([call]: [InProcessRequest]) => call);
    expect(calls.map((call) => call.url).sort()).toEqual(['/api/v2/user/', '/v1/version']);
  });

  test("API calls carry the page's language, whatever another render left the process's i18n at", async () => {
    const [chinese, english] = await Promise.all([request({ language: 'zh-CN' }), request({ language: 'en' })]);
    await Promise.all([renderPage(chinese), renderPage(english)]);
    for (const [given, language] of [
      [chinese, 'zh-CN'],
      [english, 'en'],
    ] as const) {
      const calls = (given.send as jest.Mock).mock.calls.map(([call]: [InProcessRequest]) => call);
      expect(calls.map((call) => call.headers['accept-language'])).toEqual(calls.map(() => language));
    }
  });

  test('two customers rendered at the same time each get their own data and session', async () => {
    const [first, second] = await Promise.all([
      request({ userId: 1 }).then((given) => renderPage(given)),
      request({ userId: 2 }).then((given) => renderPage(given)),
    ]);
    expect(first?.page?.html).toContain('Customer 1<');
    expect(first?.page?.html).toContain('Hello User 1<');
    expect(first?.page?.html).not.toContain('User 2');
    expect(second?.page?.html).toContain('Customer 2<');
    expect(second?.page?.html).not.toContain('User 1<');
  });

  // The time zone's effect on dates is the journey's to check (server-rendered-dashboard.spec.ts): Jest gives
  // each test file its own copy of process.env, which Node's clock does not read.
  test("renders in the reader's language, and puts the process's zone and session back afterwards", async () => {
    const zone = process.env.TZ;
    const outcome = await renderPage(await request({ language: 'zh-CN', timeZone: 'America/New_York' }));
    expect(outcome.page?.html).toContain('侧边栏');
    expect(outcome.page?.title).toBe('Dashboard · Test Site');
    expect(process.env.TZ).toBe(zone);
    expect(useSession.getState().accessToken).toBeNull();
  });

  test('a failed query, a remote without server code or the page, another page, no time left: no page', async () => {
    const failing = await request({ send: jest.fn(async () => ({ status: 500, headers: {}, body: '{}' })) });
    expect(await renderPage(failing)).toEqual({ page: null, reason: 'a query failed' });
    for (const remotes of [{ mfe_services: { './routes': { routes: [] } } }, {}]) {
      expect(await renderPage(await request({ remotes }))).toEqual({
        page: null,
        reason: "the page's remote has no server code, or does not serve it",
      });
    }
    expect((await renderPage(await request({ path: '/user/nodes' }))).page).toBeNull();
    expect(await renderPage(await request({ deadline: Date.now() - 1 }))).toEqual({
      page: null,
      reason: 'out of time',
    });
  });
});

// Headers every answer carries where they matter: HSTS on every answer of a portal served over https
// (none over http), and no-store on every signed-in call's answer, refusals included.
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { quickAccount } from '../../test-support/wallet-fixtures';

describe('over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/health'],
    ['a refusal', '/api/v2/user/get_me'],
    ['an unknown API path', '/api/v2/nope'],
    ['the node protocol', '/v1/mod_mu/nodes?key=x'],
  ])('sends HSTS with %s', async (_what, url) => {
    const res = await t.app.inject({ url });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:8080' });
  });
  afterAll(() => t.close());

  it('sends no HSTS (a browser would refuse the portal until the header expired)', async () => {
    expect((await t.app.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('marks every signed-in answer no-store, refusals included', async () => {
    const { headers } = await quickAccount(t, 'no-store@example.com');
    for (const url of ['/api/v2/user/get_me', '/api/v2/user/wallet/', '/api/v2/user/dashboard/']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const refused = await t.app.inject({ url: '/api/v2/user/get_me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const staff = await t.app.inject({ url: '/api/v2/low_admin_api/ticket/', headers });
    expect(staff.statusCode).toBe(403);
    expect(staff.headers['cache-control']).toBe('no-store');
  });
});

// The subscription fetch log and the token reset: every fetch logged (time, IP, User-Agent) and
// readable by its owner only; a reset token is a 404 at once, the new one works.
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { setService } from '../../../test-support/service-fixtures';

let t: TestApp;
let alice: Account;

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  await setService(t.database.db, alice.id);
});
afterAll(() => t.close());

const fetchLink = (token: string, query = '', userAgent = 'curl/8.0') =>
  t.app.inject({ url: `/link/${token}${query}`, headers: { 'user-agent': userAgent } });

describe('fetch log and reset', () => {
  it('logs every fetch with time, IP and User-Agent; the customer reads the log newest first', async () => {
    const carol = await customer(t, 'carol@example.com');
    const carolService = await setService(t.database.db, carol.id);
    await t.app.inject({
      url: `/link/${carolService.linkToken}`,
      headers: { 'user-agent': 'clash-verge/v2.2.3' },
      remoteAddress: '203.0.113.9',
    });
    await t.app.inject({
      url: `/link/${carolService.linkToken}`,
      headers: { 'user-agent': 'SFI/1.11 sing-box' },
      remoteAddress: '198.51.100.4',
    });
    const res = await t.app.inject({
      url: '/api/v2/user/services/link-token/fetch-log?limit=10',
      headers: carol.headers,
    });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.total_count).toBe(2);
    expect(result.records).toEqual([
      {
        id: expect.any(Number),
        fetched_at: expect.any(String),
        ip: '198.51.100.4',
        user_agent: 'SFI/1.11 sing-box',
        client: 'sing-box',
        format: 'singbox',
      },
      {
        id: expect.any(Number),
        fetched_at: expect.any(String),
        ip: '203.0.113.9',
        user_agent: 'clash-verge/v2.2.3',
        client: 'mihomo',
        format: 'clash',
      },
    ]);
    expect(Date.parse(result.records[0].fetched_at)).toBeGreaterThanOrEqual(Date.parse(result.records[1].fetched_at));
    // Alice's own log has none of Carol's fetches.
    const alices = (
      await t.app.inject({ url: '/api/v2/user/services/link-token/fetch-log', headers: alice.headers })
    ).json().result;
    expect(alices.records.some((r: { ip: string }) => r.ip === '198.51.100.4')).toBe(false);
  });

  it('turns the old link into a 404 (no data, nothing logged) as soon as the token is reset', async () => {
    const dave = await customer(t, 'dave@example.com');
    await setService(t.database.db, dave.id);
    const before = (
      await t.app.inject({ url: '/api/v2/user/services/link-token/link-token/', headers: dave.headers })
    ).json().result;
    expect((await fetchLink(before.link_token)).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/services/link-token/link-token/reset',
      headers: dave.headers,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ is_success: true, message: expect.any(String) });
    const after = (
      await t.app.inject({ url: '/api/v2/user/services/link-token/link-token/', headers: dave.headers })
    ).json().result;
    expect(after.link_token).not.toBe(before.link_token);
    expect(after.updated_at).toEqual(expect.any(String));
    // The link to show and copy has no format in it: each client gets its own from its User-Agent.
    expect(after.subscription_url).toBe(`http://localhost:8080/link/${after.link_token}`);
    expect(after.sub_links).toEqual([
      { target: 'clash', url: `http://localhost:8080/link/${after.link_token}?target=clash` },
      { target: 'singbox', url: `http://localhost:8080/link/${after.link_token}?target=singbox` },
      { target: 'base64', url: `http://localhost:8080/link/${after.link_token}?target=base64` },
      { target: 'surge', url: `http://localhost:8080/link/${after.link_token}?target=surge` },
      { target: 'quantumultx', url: `http://localhost:8080/link/${after.link_token}?target=quantumultx` },
    ]);

    const old = await fetchLink(before.link_token, '?target=clash', 'clash');
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ is_success: false, code: 'not_found', message: expect.any(String) });
    expect(old.headers['subscription-userinfo']).toBeUndefined();
    expect((await fetchLink(after.link_token)).statusCode).toBe(200);
    const log = (
      await t.app.inject({ url: '/api/v2/user/services/link-token/fetch-log', headers: dave.headers })
    ).json().result;
    expect(log.total_count).toBe(2);
  });

  it('404s an unknown token and 400s a malformed one', async () => {
    expect((await fetchLink('A'.repeat(32))).statusCode).toBe(404);
    expect((await fetchLink('bad!token')).statusCode).toBe(400);
  });
});

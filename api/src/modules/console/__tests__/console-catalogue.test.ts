// The catalogues only the demo seeded before: audit rules (nodes read them from func/detect_rules; a
// pattern node software cannot compile is kept but not served) and shared accounts (their passwords
// never reach the audit log). Each change audited; bad input refused in words.
import { auditRows, callAs, consoleCast, resultOf, type ConsoleCast } from '../../../test-support/console-fixtures';
import { acceptedData, addKeyedNode, nodeCall } from '../../../test-support/node-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let cast: ConsoleCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
});
afterAll(() => t.close());

describe('audit rules', () => {
  const RULES = '/api/v2/admin_api/audit-rules';

  it('adds rules nodes apply, keeps but does not serve one they cannot compile, edits and removes them', async () => {
    const node = await addKeyedNode(t.database.db);
    const torrent = resultOf<{ id: number; is_served_to_nodes: boolean }>(
      await callAs(t, cast.admin, 'POST', RULES, {
        name: 'BitTorrent',
        text: 'No P2P',
        regex: 'BitTorrent protocol',
        type: 2,
      }),
    );
    expect(torrent.is_served_to_nodes).toBe(true);
    const lookahead = resultOf<{ id: number; is_served_to_nodes: boolean }>(
      await callAs(t, cast.admin, 'POST', RULES, { name: 'Look-ahead', text: 'x', regex: 'a(?=b)' }),
    );
    expect(lookahead.is_served_to_nodes).toBe(false);
    const served = acceptedData<{ id: number }[]>(
      await nodeCall(t.app, 'GET', 'func/detect_rules', { query: `key=${node.key}` }),
    );
    expect(served.map((rule) => rule.id)).toEqual([torrent.id]);

    resultOf(await callAs(t, cast.admin, 'PATCH', `${RULES}/${torrent.id}`, { is_enabled: false }));
    expect(
      acceptedData<unknown[]>(await nodeCall(t.app, 'GET', 'func/detect_rules', { query: `key=${node.key}` })),
    ).toEqual([]);
    expect((await auditRows(t, 'audit_rule_update'))[0]).toMatchObject({
      before: { is_enabled: true },
      after: { is_enabled: false },
    });
    resultOf(await callAs(t, cast.admin, 'DELETE', `${RULES}/${lookahead.id}`));
    const rules = resultOf<{ rules: { id: number }[] }>(await callAs(t, cast.support, 'GET', RULES)).rules;
    expect(rules.map((rule) => rule.id)).toEqual([torrent.id]);
    expect(await auditRows(t, 'audit_rule_create')).toHaveLength(2);
    expect(await auditRows(t, 'audit_rule_delete')).toHaveLength(1);
  });

  it('refuses a pattern that is not one, an empty name and an unknown type', async () => {
    for (const [body, words] of [
      [{ name: 'Bad', text: 'x', regex: '(' }, 'regex: This is not a valid pattern'],
      [{ name: '', text: 'x', regex: 'a' }, 'name: Enter a name'],
      [{ name: 'Bad', text: 'x', regex: 'a', type: 3 }, 'type: Use 1 (destination) or 2 (payload)'],
    ] as const) {
      const res = await callAs(t, cast.admin, 'POST', RULES, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(words);
    }
    expect((await callAs(t, cast.admin, 'DELETE', `${RULES}/999999`)).statusCode).toBe(404);
  });
});

describe('shared accounts', () => {
  const SHARES = '/api/v2/admin_api/share-accounts';
  const account = {
    name: 'Streaming pass',
    server_address: 'share.example.net',
    port: 443,
    password: 'secret-pass-1',
    method: 'aes-256-gcm',
    protocol: 'shadowsocks',
    max_users: 5,
    traffic_limit: 500 * 1024 ** 3,
    min_level: 2,
    expire_at: '2031-01-01T00:00:00Z',
  };

  it('lends one to customers of its level, changes its password without logging it, and removes it', async () => {
    const made = resultOf<{ id: number; status: string }>(await callAs(t, cast.admin, 'POST', SHARES, account));
    expect(made).toMatchObject({ status: 'active', current_users: 0 });
    resultOf(await callAs(t, cast.admin, 'PATCH', `${SHARES}/${made.id}`, { password: 'secret-pass-2', max_users: 6 }));
    const [update] = await auditRows(t, 'share_account_update');
    expect(update).toMatchObject({
      before: { max_users: 5 },
      after: { max_users: 6 },
      detail: { password_changed: true },
    });
    const rows = JSON.stringify(await auditRows(t, 'share_account_create')) + JSON.stringify(update);
    expect(rows).not.toContain('secret-pass');
    resultOf(await callAs(t, cast.admin, 'DELETE', `${SHARES}/${made.id}`));
    expect(resultOf<{ share_accounts: unknown[] }>(await callAs(t, cast.admin, 'GET', SHARES)).share_accounts).toEqual(
      [],
    );
    expect((await auditRows(t, 'share_account_delete'))[0]).toMatchObject({
      targetId: String(made.id),
      before: { name: 'Streaming pass', password: '(set)' },
    });
  });

  it('refuses a port out of range, text for numbers and a missing expiry', async () => {
    for (const body of [
      { ...account, port: 70000 },
      { ...account, max_users: '5' },
      { ...account, expire_at: undefined },
    ]) {
      expect((await callAs(t, cast.admin, 'POST', SHARES, body)).statusCode).toBe(400);
    }
    expect(await auditRows(t, 'share_account_create')).toHaveLength(1);
  });
});

// The audit rows of the staff calls the console reuses: every node change (add, edit, key, remove, relay
// rules, commands, the IP block list) and an administrator's publish and rollback of a remote — each one
// row, written with the change, holding no key. A release-key operator's registry change is in the
// registry's own history, not the staff audit log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminAuditLog } from '../../../db/schema';
import { auditRows, callAs, consoleCast, resultOf, type ConsoleCast } from '../../../test-support/console-fixtures';
import { candidate, publish, REGISTRY } from '../../../test-support/registry-flows';
import { remoteBuild, writeShellBuild } from '../../../test-support/remote-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let cast: ConsoleCast;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));

beforeAll(async () => {
  writeShellBuild(dist);
  t = await createTestApp({ STATIC_DIR: dist });
  cast = await consoleCast(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const NODES = '/api/v2/low_admin_api/node';

it('writes one row for every node change, never the key', async () => {
  const body = { name: 'Seoul', type: 'vless', server: 'sel.example.net', node_class: 1, traffic_rate: '1' };
  const made = resultOf<{ node: { id: number }; key: string }>(await callAs(t, cast.admin, 'POST', `${NODES}/`, body));
  const other = resultOf<{ node: { id: number } }>(
    await callAs(t, cast.admin, 'POST', `${NODES}/`, { ...body, name: 'Busan' }),
  );
  const id = made.node.id;
  resultOf(await callAs(t, cast.admin, 'PUT', `${NODES}/${id}`, { is_enabled: false, traffic_rate: '0.5' }));
  const rotated = resultOf<{ key: string }>(await callAs(t, cast.admin, 'POST', `${NODES}/${id}/rotate-key`));
  const rule = resultOf<{ id: number }>(
    await callAs(t, cast.admin, 'POST', `${NODES}/relay-rule/`, {
      source_node_id: id,
      dist_node_id: other.node.id,
      port: 0,
    }),
  );
  expect((await callAs(t, cast.admin, 'DELETE', `${NODES}/relay-rule/${rule.id}`)).statusCode).toBe(200);
  resultOf(await callAs(t, cast.admin, 'POST', `${NODES}/command/`, { node_id: id, value: 'systemctl restart xrayr' }));
  const block = resultOf<{ id: number }>(
    await callAs(t, cast.admin, 'POST', `${NODES}/blocked-ip/`, { ip: '203.0.113.9' }),
  );
  resultOf(await callAs(t, cast.admin, 'POST', `${NODES}/blocked-ip/${block.id}/unblock`));
  expect((await callAs(t, cast.admin, 'DELETE', `${NODES}/${id}`)).statusCode).toBe(200);

  const [update] = await auditRows(t, 'node_update');
  expect(update).toMatchObject({
    targetId: String(id),
    before: { is_enabled: true, traffic_rate: '1.00' },
    after: { is_enabled: false, traffic_rate: '0.50' },
  });
  for (const action of [
    'node_key_rotate',
    'relay_rule_create',
    'relay_rule_delete',
    'node_command_create',
    'ip_block',
    'ip_unblock',
    'node_delete',
  ]) {
    expect({ action, rows: (await auditRows(t, action)).length }).toEqual({ action, rows: 1 });
  }
  expect(await auditRows(t, 'node_create')).toHaveLength(2);
  const everything = JSON.stringify(await t.database.db.select().from(adminAuditLog));
  expect(everything).not.toContain(made.key);
  expect(everything).not.toContain(rotated.key);
});

it("writes a row for an administrator's publish and rollback, with the reason", async () => {
  const first = remoteBuild('mfe_tickets', { marker: 'first' });
  const second = remoteBuild('mfe_tickets', { marker: 'second' });
  await candidate(t.app, first);
  await candidate(t.app, second);
  // The release key (npm run release): the registry's history only.
  expect((await publish(t.app, first)).statusCode).toBe(200);
  expect(await auditRows(t, 'remote_publish')).toHaveLength(0);
  const published = await callAs(t, cast.admin, 'POST', `${REGISTRY}/mfe_tickets/publish`, {
    version: second.version,
    reason: 'New inbox layout',
  });
  expect(published.statusCode).toBe(200);
  const rolledBack = await callAs(t, cast.admin, 'POST', `${REGISTRY}/mfe_tickets/rollback`, {
    reason: 'Blank page on iOS',
  });
  expect(rolledBack.statusCode).toBe(200);
  expect(await auditRows(t, 'remote_publish')).toEqual([
    expect.objectContaining({
      actorUserId: cast.admin.id,
      targetType: 'remote',
      targetId: 'mfe_tickets',
      before: { version: first.version },
      after: { version: second.version },
      detail: expect.objectContaining({ reason: 'New inbox layout' }),
    }),
  ]);
  expect((await auditRows(t, 'remote_rollback'))[0]).toMatchObject({
    before: { version: second.version },
    after: { version: first.version },
    detail: expect.objectContaining({ reason: 'Blank page on iOS' }),
  });
  expect((await callAs(t, cast.support, 'POST', `${REGISTRY}/mfe_tickets/rollback`, { reason: 'x' })).statusCode).toBe(
    403,
  );
});

// Many nodes reporting the same customers at once (on PostgreSQL through two API servers, each with its
// own pool, as two processes): every report answered, no deadlock, no byte lost or counted twice, and a
// retry sent while its original is still being written counted once.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trafficRecords, userServices } from '../../../db/schema';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  acceptedData,
  addKeyedNode,
  addPlanCustomer,
  nodeCall,
  type KeyedNode,
} from '../../../test-support/node-fixtures';

const NODES = 12;
const CUSTOMERS = 24;

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let fleet: KeyedNode[];
let customerIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondApp(t);
  fleet = [];
  for (let i = 0; i < NODES; i += 1) fleet.push(await addKeyedNode(t.database.db, { name: `N${i}`, node_class: 0 }));
  customerIds = [];
  for (let i = 0; i < CUSTOMERS; i += 1) customerIds.push(await addPlanCustomer(t.database.db, `c${i}@example.com`));
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t.close();
});

/** Node n reports every customer, in a different order per node (so lock order matters), bytes n+1 / 2(n+1). */
function reportOf(n: number) {
  const rows = customerIds.map((id) => ({ user_id: id, u: n + 1, d: 2 * (n + 1) }));
  return n % 2 === 0 ? rows : rows.reverse();
}

function send(app: FastifyInstance, node: KeyedNode, rows: unknown) {
  return nodeCall(app, 'POST', 'users/traffic', { query: `node_id=${node.id}&key=${node.key}`, body: { data: rows } });
}

it('counts every concurrent report exactly once', async () => {
  const apps = [t.app, second?.app ?? t.app];
  const answers = await Promise.all([
    ...fleet.map((node, n) => send(apps[n % 2]!, node, reportOf(n))),
    // Node 0's report again, four times, while the original is in flight: retries.
    ...Array.from({ length: 4 }, (_, i) => send(apps[i % 2]!, fleet[0]!, reportOf(0))),
  ]);
  for (const answer of answers) expect(acceptedData(answer)).toBe('ok');

  const upload = (NODES * (NODES + 1)) / 2;
  const services = await t.database.db.select().from(userServices);
  for (const id of customerIds) {
    const row = services.find((service) => service.userId === id)!;
    expect({ id, up: row.trafficUpload, down: row.trafficDownload }).toEqual({ id, up: upload, down: 2 * upload });
  }
  const [hourly] = await t.database.db
    .select({
      up: sql<number>`sum(${trafficRecords.upload})`.mapWith(Number),
      rows: sql<number>`count(*)`.mapWith(Number),
    })
    .from(trafficRecords)
    .where(eq(trafficRecords.rate, '1.00'));
  expect(hourly).toEqual({ up: upload * CUSTOMERS, rows: NODES * CUSTOMERS });
}, 120_000);

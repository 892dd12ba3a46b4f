// The subscription link's caches (subscription-reads.ts, docs/adr/0009-what-the-api-remembers.md): on the
// embedded database whatever changes the rows a profile is made of shows on the very next fetch, however
// it was written; a fetch that began before a change keeps nothing it read; on PostgreSQL nothing is kept,
// so another server sees a reset link as a 404 at once. The fetch log is written in batches and read whole.
import { eq, sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { nodes, userServices } from '../../../db/schema';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { addNode, setService } from '../../../test-support/service-fixtures';
import type { NodeRow } from '../../services/nodes-repo';
import type { ServiceRow } from '../../services/service-repo';
import { createSubscriptionReads, type SubscriptionRowReaders } from '../subscription-reads';

let t: TestApp;
let erin: Account;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  erin = await customer(t, 'erin@example.com');
  const service = await setService(t.database.db, erin.id, { level: 1, trafficUpload: 10, trafficDownload: 20 });
  token = service.linkToken;
});
afterAll(() => t.close());

const fetchClash = (link: string, app = t.app) => app.inject({ url: `/link/${link}?target=clash` });
const proxyNames = (body: string) =>
  ((parse(body) as { proxies: { name: string }[] }).proxies ?? []).map((p) => p.name);

describe('what a fetch shows after a change, on the database this server serves', () => {
  it('shows a node renamed, added or disabled by any statement on the next fetch', async () => {
    const db = t.database.db;
    const node = await addNode(db, { name: 'Before rename', minLevel: 1 });
    expect(proxyNames((await fetchClash(token)).body)).toContain('Before rename');

    await db.update(nodes).set({ name: 'After rename' }).where(eq(nodes.id, node));
    expect(proxyNames((await fetchClash(token)).body)).toContain('After rename');

    await addNode(db, { name: 'Brand new', minLevel: 1 });
    expect(proxyNames((await fetchClash(token)).body)).toContain('Brand new');

    await db.execute(sql`update nodes set is_enabled = false where name = 'After rename'`);
    expect(proxyNames((await fetchClash(token)).body)).not.toContain('After rename');
  });

  it('sends the traffic counters of the latest report, and the nodes of the current level', async () => {
    const db = t.database.db;
    await addNode(db, { name: 'Level two only', minLevel: 2 });
    expect((await fetchClash(token)).headers['subscription-userinfo']).toMatch(/^upload=10; download=20;/);
    expect(proxyNames((await fetchClash(token)).body)).not.toContain('Level two only');

    await db
      .update(userServices)
      .set({ trafficUpload: 11, trafficDownload: 22, level: 2 })
      .where(eq(userServices.userId, erin.id));
    const after = await fetchClash(token);
    expect(after.headers['subscription-userinfo']).toMatch(/^upload=11; download=22;/);
    expect(proxyNames(after.body)).toContain('Level two only');
  });

  it('answers a reset link with a 404 at once, and serves the new one', async () => {
    expect((await fetchClash(token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/services/link-token/link-token/reset',
      headers: erin.headers,
    });
    expect((await fetchClash(token)).statusCode).toBe(404);
    const [service] = await t.database.db.select().from(userServices).where(eq(userServices.userId, erin.id));
    token = service!.linkToken;
    expect((await fetchClash(token)).statusCode).toBe(200);
  });
});

describe('a fetch that began before a change', () => {
  it('keeps nothing it read, so the next fetch reads the changed rows', async () => {
    let notice: () => void = () => undefined;
    const rows = { service: { linkToken: 'tok', level: 0 } as ServiceRow, nodes: [] as NodeRow[] };
    let release: () => void = () => undefined;
    const readers: SubscriptionRowReaders = {
      service: jest.fn(async () => {
        const current = rows.service;
        await new Promise<void>((resolve) => (release = resolve));
        return current;
      }),
      nodes: jest.fn(async () => rows.nodes),
    };
    const reads = await createSubscriptionReads(
      { db: t.database.db, listenAsSoleClient: async (_channel, onNotice) => void (notice = onNotice) },
      readers,
    );

    const early = reads.begin().service('tok');
    // The row changes (and its notice arrives) while the early read is on its way with the old row.
    rows.service = { linkToken: 'tok', level: 3 } as ServiceRow;
    notice();
    release();
    expect((await early)?.level).toBe(0);

    const next = reads.begin().service('tok');
    release();
    expect((await next)?.level).toBe(3);
    expect(readers.service).toHaveBeenCalledTimes(2);
  });

  it('is answered from memory when nothing changed', async () => {
    const readers: SubscriptionRowReaders = {
      service: jest.fn(async () => ({ linkToken: 'tok', level: 0 }) as ServiceRow),
      nodes: jest.fn(async () => []),
    };
    const reads = await createSubscriptionReads(
      { db: t.database.db, listenAsSoleClient: async () => undefined },
      readers,
    );
    for (let i = 0; i < 3; i += 1) {
      const read = reads.begin();
      await read.service('tok');
      await read.nodes(0);
      expect(read.body('key', () => 'rendered')).toBe('rendered');
    }
    expect(readers.service).toHaveBeenCalledTimes(1);
    expect(readers.nodes).toHaveBeenCalledTimes(1);
  });
});

describe('on PostgreSQL, where other processes write too', () => {
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('another server answers a link reset here with a 404 at once', async () => {
    const other = await createSecondApp(t);
    try {
      expect((await fetchClash(token, other!.app)).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/user/services/link-token/link-token/reset',
        headers: erin.headers,
      });
      expect((await fetchClash(token, other!.app)).statusCode).toBe(404);
      const [service] = await t.database.db.select().from(userServices).where(eq(userServices.userId, erin.id));
      token = service!.linkToken;
      expect((await fetchClash(token, other!.app)).statusCode).toBe(200);
    } finally {
      await other?.close();
    }
  });
});

describe('the fetch log', () => {
  it('lists every fetch at once on the customer log, though rows are written in batches', async () => {
    const before = (
      await t.app.inject({ url: '/api/v2/user/services/link-token/fetch-log', headers: erin.headers })
    ).json().result.total_count as number;
    for (let i = 0; i < 3; i += 1) await fetchClash(token);
    const after = (
      await t.app.inject({ url: '/api/v2/user/services/link-token/fetch-log', headers: erin.headers })
    ).json().result.total_count as number;
    expect(after - before).toBe(3);
  });
});

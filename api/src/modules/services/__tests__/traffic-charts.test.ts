// The charts and records are aggregations of the hourly per-node rows: sums checked against the
// inserted rows, days in service time (UTC+8), rates applied, only the caller's rows.
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { addNode, addTraffic, setService } from '../../../test-support/service-fixtures';

let t: TestApp;
let alice: Account;
let bob: Account;
let tokyo: number;
let frankfurt: number;
const MIB = 1024 ** 2;
const at = (iso: string) => new Date(iso);

// Alice: two nodes; rows straddle the UTC+8 day boundary (16:00 UTC) and the month boundary.
const rows = () => [
  {
    userId: alice.id,
    nodeId: tokyo,
    bucketStart: at('2025-05-30T15:00:00Z'),
    upload: 1 * MIB,
    download: 10 * MIB,
    rate: '1.00',
  }, // May 30 local
  {
    userId: alice.id,
    nodeId: frankfurt,
    bucketStart: at('2025-05-30T15:00:00Z'),
    upload: 2 * MIB,
    download: 20 * MIB,
    rate: '1.50',
  }, // same hour, other node
  {
    userId: alice.id,
    nodeId: tokyo,
    bucketStart: at('2025-05-30T16:00:00Z'),
    upload: 3 * MIB,
    download: 30 * MIB,
    rate: '1.00',
  }, // May 31 local
  { userId: alice.id, nodeId: tokyo, bucketStart: at('2025-05-31T15:00:00Z'), upload: 5, download: 7, rate: '0.50' }, // May 31 local, odd bytes
  {
    userId: alice.id,
    nodeId: frankfurt,
    bucketStart: at('2025-05-31T16:00:00Z'),
    upload: 4 * MIB,
    download: 40 * MIB,
    rate: '2.00',
  }, // June 1 local
];

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  bob = await customer(t, 'bob@example.com');
  tokyo = await addNode(t.database.db, { name: 'Tokyo' });
  frankfurt = await addNode(t.database.db, { name: 'Frankfurt' });
  await setService(t.database.db, alice.id);
  await addTraffic(t.database.db, rows());
  await addTraffic(t.database.db, [
    { userId: bob.id, nodeId: tokyo, bucketStart: at('2025-05-30T15:00:00Z'), upload: 999, download: 999 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, account = alice) =>
  t.app.inject({ url: `/api/v2/user/services/subscribe-log${url}`, headers: account.headers });

describe('area time axis', () => {
  it('sums every node per hour, latest hours, oldest first', async () => {
    const res = await get('/area-time-axis');
    expect(res.statusCode).toBe(200);
    const points = res.json().result as {
      data_time_range_lower: string;
      ss_tx_size: number;
      ss_rx_size: number;
      total_traffic: number;
      timestamp_ms: number;
      traffic_gb: number;
      user_id: number;
    }[];
    expect(points.map((p) => p.data_time_range_lower)).toEqual([
      '2025-05-30T15:00:00.000Z',
      '2025-05-30T16:00:00.000Z',
      '2025-05-31T15:00:00.000Z',
      '2025-05-31T16:00:00.000Z',
    ]);
    expect(points[0]).toEqual({
      user_id: alice.id,
      data_time_range_lower: '2025-05-30T15:00:00.000Z',
      ss_tx_size: 3 * MIB,
      ss_rx_size: 30 * MIB,
      total_traffic: 33 * MIB,
      traffic_gb: 0.032,
      timestamp_ms: Date.parse('2025-05-30T15:00:00Z'),
    });
    const all = rows();
    expect(points.reduce((sum, p) => sum + p.total_traffic, 0)).toBe(
      all.reduce((sum, r) => sum + r.upload + r.download, 0),
    );

    const latest = (await get('/area-time-axis?limit=2')).json().result as { data_time_range_lower: string }[];
    expect(latest.map((p) => p.data_time_range_lower)).toEqual([
      '2025-05-31T15:00:00.000Z',
      '2025-05-31T16:00:00.000Z',
    ]);
  });
});

describe('calendar pie', () => {
  it('sums each service day (UTC+8) of the month asked for', async () => {
    const may = (await get('/calendar-pie?year_month=2025-05')).json().result;
    expect(may).toEqual([
      {
        user_id: alice.id,
        data_time_range_lower: '2025-05-29T16:00:00.000Z',
        ss_tx_size: 3 * MIB,
        ss_rx_size: 30 * MIB,
        total_traffic: 33 * MIB,
        traffic_gb: 0.032,
      },
      {
        user_id: alice.id,
        data_time_range_lower: '2025-05-30T16:00:00.000Z',
        ss_tx_size: 3 * MIB + 5,
        ss_rx_size: 30 * MIB + 7,
        total_traffic: 33 * MIB + 12,
        traffic_gb: 0.032,
      },
    ]);
    const june = (await get('/calendar-pie?year_month=2025-06')).json().result;
    expect(june).toEqual([
      expect.objectContaining({ data_time_range_lower: '2025-05-31T16:00:00.000Z', total_traffic: 44 * MIB }),
    ]);
    expect((await get('/calendar-pie?year_month=2025-07')).json().result).toEqual([]);
  });

  it('defaults to the current service month', async () => {
    t.app.portal.now = () => new Date('2025-05-31T20:00:00Z'); // June 1, 04:00 in UTC+8
    try {
      expect((await get('/calendar-pie')).json().result).toEqual([
        expect.objectContaining({ total_traffic: 44 * MIB }),
      ]);
    } finally {
      t.app.portal.now = () => new Date();
    }
  });
});

describe('detail records', () => {
  it('lists node rows newest first with the rate and effective traffic = floor((up + down) × rate)', async () => {
    const res = await get('/detail-record?limit=10&offset=0');
    const records = res.json().result as {
      node_id: number;
      node_name: string;
      created_at: string;
      node_rate: string;
      total_traffic: number;
      effective_traffic: number;
      ss_tx_size: number;
      ss_rx_size: number;
    }[];
    expect(records).toHaveLength(5);
    expect(records[0]).toEqual({
      user_id: alice.id,
      node_id: frankfurt,
      node_name: 'Frankfurt',
      created_at: '2025-05-31T16:00:00.000Z',
      ss_tx_size: 4 * MIB,
      ss_rx_size: 40 * MIB,
      node_rate: '2.00',
      total_traffic: 44 * MIB,
      effective_traffic: 88 * MIB,
    });
    expect(records[1]).toMatchObject({ node_rate: '0.50', total_traffic: 12, effective_traffic: 6 });
    const expected = rows().reduce((sum, r) => sum + Math.floor((r.upload + r.download) * Number(r.rate)), 0);
    expect(records.reduce((sum, r) => sum + r.effective_traffic, 0)).toBe(expected);

    const page = (await get('/detail-record?limit=2&offset=3')).json().result as { created_at: string }[];
    expect(page.map((r) => r.created_at)).toEqual(['2025-05-30T15:00:00.000Z', '2025-05-30T15:00:00.000Z']);
    expect((await get('/detail-record?offset=5')).json().result).toEqual([]);
  });

  it('shows another customer only their own rows', async () => {
    const bobs = (await get('/detail-record', bob)).json().result as { total_traffic: number }[];
    expect(bobs.map((r) => r.total_traffic)).toEqual([1998]);
    expect((await get('/area-time-axis', bob)).json().result).toHaveLength(1);
  });
});

describe('storage', () => {
  it('keeps one row per customer, node and whole hour', async () => {
    const row = { userId: alice.id, nodeId: tokyo, upload: 1, download: 1 };
    await expect(addTraffic(t.database.db, [{ ...row, bucketStart: at('2025-05-01T10:30:00Z') }])).rejects.toThrow();
    await expect(addTraffic(t.database.db, [{ ...row, bucketStart: at('2025-05-30T15:00:00Z') }])).rejects.toThrow();
  });
});

describe('bad input', () => {
  it.each([
    ['/calendar-pie?year_month=2025-13', 'year_month'],
    ['/calendar-pie?year_month=2025-1', 'year_month'],
    ['/calendar-pie?year_month=May', 'year_month'],
    ['/area-time-axis?limit=0', 'limit'],
    ['/area-time-axis?limit=-5', 'limit'],
    ['/area-time-axis?limit=1001', 'limit'],
    ['/area-time-axis?limit=abc', 'limit'],
    ['/detail-record?limit=-1', 'limit'],
    ['/detail-record?limit=99999999', 'limit'],
    ['/detail-record?offset=-1', 'offset'],
    ['/detail-record?offset=1e12', 'offset'],
    ['/detail-record?offset=2.5', 'offset'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      is_success: false,
      code: 'validation_error',
      message: expect.stringContaining(`${field}:`),
    });
  });
});

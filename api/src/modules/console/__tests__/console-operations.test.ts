// Orders, cd-keys, nodes and the overview in the console: recharge orders by state and gateway, the review
// queue of late payments, marking one paid and closing its review (audited); cd-keys exported as CSV and
// voided (a voided code is refused); a new node's key comes with the settings to paste; the overview
// counts today's sale; the audit log filters by actor, action and target.
import { eq } from 'drizzle-orm';
import { rechargeOrders } from '../../../db/schema';
import { auditRows, callAs, consoleCast, resultOf, type ConsoleCast } from '../../../test-support/console-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY_ENV,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';

let t: TestApp;
let cast: ConsoleCast;
let alice: WalletAccount;

beforeAll(async () => {
  t = await createTestApp({ ...EPAY_ENV, PUBLIC_URL: 'https://portal.example.com' });
  cast = await consoleCast(t);
  alice = await quickAccount(t, 'alice@example.com');
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

async function openOrder(amount: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/wallet/recharge/1/',
    headers: alice.headers,
    payload: { money_amount: amount },
  });
  return resultOf<{ trade_no: string }>(res).trade_no;
}

interface OrderPage {
  total_count: number;
  records: { trade_no: string; status: string; needs_review: boolean; customer: { email: string } }[];
}

describe('orders', () => {
  let late: string;

  it('lists orders by state, gateway, customer and order number', async () => {
    const pending = await openOrder('10');
    late = await openOrder('25.50');
    await t.database.db.update(rechargeOrders).set({ status: 'expired' }).where(eq(rechargeOrders.tradeNo, late));
    const all = resultOf<OrderPage>(await callAs(t, cast.support, 'GET', '/api/v2/admin_api/orders'));
    expect(all.records.map((order) => order.trade_no)).toEqual([late, pending]);
    expect(all.records[0]?.customer.email).toBe('alice@example.com');
    const expired = resultOf<OrderPage>(await callAs(t, cast.support, 'GET', '/api/v2/admin_api/orders?state=expired'));
    expect(expired.records.map((order) => order.trade_no)).toEqual([late]);
    const byNumber = resultOf<OrderPage>(await callAs(t, cast.support, 'GET', `/api/v2/admin_api/orders?q=${pending}`));
    expect(byNumber.total_count).toBe(1);
    const stripe = resultOf<OrderPage>(await callAs(t, cast.support, 'GET', '/api/v2/admin_api/orders?gateway=stripe'));
    expect(stripe.total_count).toBe(0);
    expect((await callAs(t, cast.support, 'GET', '/api/v2/admin_api/orders?state=lost')).statusCode).toBe(400);
  });

  it('marks an expired order paid: credited once, audited, and in the review queue until an admin closes it', async () => {
    const paid = resultOf<{ order: { status: string; needs_review: boolean }; already_paid: boolean }>(
      await callAs(t, cast.admin, 'POST', `/api/v2/admin_api/orders/${late}/mark-paid`),
    );
    expect(paid).toMatchObject({ order: { status: 'paid', needs_review: true }, already_paid: false });
    const again = resultOf<{ already_paid: boolean }>(
      await callAs(t, cast.admin, 'POST', `/api/v2/admin_api/orders/${late}/mark-paid`),
    );
    expect(again.already_paid).toBe(true);
    expect((await walletOf(t.database.db, alice.id)).balance).toBe('25.50');
    expect(await auditRows(t, 'payment_mark_paid')).toHaveLength(1);

    const queue = resultOf<OrderPage>(
      await callAs(t, cast.support, 'GET', '/api/v2/admin_api/orders?needs_review=true'),
    );
    expect(queue.records.map((order) => order.trade_no)).toEqual([late]);
    const reviewed = await callAs(t, cast.admin, 'POST', `/api/v2/admin_api/orders/${late}/review`, {
      note: 'Paid by bank transfer',
    });
    expect(resultOf(reviewed)).toMatchObject({
      needs_review: false,
      review_note: 'Paid by bank transfer',
      reviewed_by: { id: cast.admin.id },
    });
    expect((await callAs(t, cast.admin, 'POST', `/api/v2/admin_api/orders/${late}/review`, {})).json()).toMatchObject({
      code: 'not_in_review',
    });
    expect((await auditRows(t, 'order_reviewed'))[0]).toMatchObject({ targetId: late, targetUserId: alice.id });
    expect((await callAs(t, cast.admin, 'POST', '/api/v2/admin_api/orders/NOSUCHORDER/mark-paid')).statusCode).toBe(
      404,
    );
  });
});

describe('cd-keys', () => {
  it('exports the keys as CSV, voids unused ones (refused from then on) and leaves used ones alone', async () => {
    const minted = resultOf<{ cd_keys: { id: number; cd_key: string }[] }>(
      await callAs(t, cast.admin, 'POST', '/api/v2/low_admin_api/cd_key/', {
        money_amount: '5',
        count: 3,
        remark: '=HYPERLINK("x")',
      }),
    ).cd_keys;
    const [used, unused, other] = minted;
    const redeem = (code: string) =>
      t.app.inject({ method: 'POST', url: `/api/v2/user/wallet/cd-key/${code}/`, headers: alice.headers });
    expect((await redeem(used!.cd_key)).statusCode).toBe(200);

    const csv = await callAs(t, cast.admin, 'GET', '/api/v2/admin_api/cd-keys/export?state=unused');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'cd_key,money_amount,currency,uses_total,uses_left,redeemed_count,state,expire_at,remark,created_at,voided_at',
    );
    expect(lines).toHaveLength(3);
    // A remark that would run as a formula in a spreadsheet is written as text.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);

    const voided = resultOf<{ voided: number; cd_keys: { state: string }[] }>(
      await callAs(t, cast.admin, 'POST', '/api/v2/admin_api/cd-keys/void', { ids: [used!.id, unused!.id] }),
    );
    expect(voided).toMatchObject({ voided: 1, cd_keys: [{ state: 'void' }] });
    const refused = await redeem(unused!.cd_key);
    expect(refused.json()).toMatchObject({ code: 'cd_key_void' });
    const listed = resultOf<{ records: { id: number; state: string }[] }>(
      await callAs(t, cast.admin, 'GET', '/api/v2/low_admin_api/cd_key/?state=used'),
    );
    expect(listed.records.map((key) => key.id)).toEqual([used!.id]);
    expect((await auditRows(t, 'cd_key_void'))[0]).toMatchObject({ detail: { asked: 2, voided: 1 } });
    expect((await callAs(t, cast.admin, 'POST', '/api/v2/admin_api/cd-keys/void', { ids: [] })).statusCode).toBe(400);
    expect(other).toBeDefined();
  });
});

describe('nodes', () => {
  it('answers a new key with the shadowsocks-mod and XrayR settings to paste, and repeats them without it', async () => {
    const made = resultOf<{ node: { id: number }; key: string; setup: Record<string, string> }>(
      await callAs(t, cast.admin, 'POST', '/api/v2/low_admin_api/node/', {
        name: 'Osaka SS',
        type: 'shadowsocks',
        server: 'osa.example.net',
        node_class: 0,
        traffic_rate: '1',
        settings: { portPerUser: true },
      }),
    );
    expect(made.setup.api_url).toBe('https://portal.example.com/v1');
    expect(made.setup.shadowsocks_mod).toContain(`NODE_ID = ${made.node.id}`);
    expect(made.setup.shadowsocks_mod).toContain(`WEBAPI_TOKEN = '${made.key}'`);
    expect(made.setup.xrayr).toContain(`ApiKey: "${made.key}"`);
    expect(made.setup.xrayr).toContain('NodeType: Shadowsocks');
    const again = resultOf<Record<string, string>>(
      await callAs(t, cast.admin, 'GET', `/api/v2/admin_api/nodes/${made.node.id}/setup`),
    );
    expect(again.xrayr).toContain('ApiKey: "<NODE_KEY>"');
    expect(JSON.stringify(again)).not.toContain(made.key);
    const [row] = await auditRows(t, 'node_create');
    expect(row).toMatchObject({ targetType: 'node', targetId: String(made.node.id), after: { name: 'Osaka SS' } });
    expect(JSON.stringify(row)).not.toContain(made.key);
    // Support staff read the nodes with today's traffic.
    const nodes = await callAs(t, cast.support, 'GET', '/api/v2/low_admin_api/node/');
    expect(nodes.json().result_list).toEqual([
      expect.objectContaining({ id: made.node.id, traffic_today_bytes: 0, status: 'offline' }),
    ]);
  });
});

describe('the overview and the audit log', () => {
  it("counts today's sign-ups, money taken and paying customers, the review queue and 30 days of trend", async () => {
    const overview = resultOf<Record<string, unknown> & { trend: { day: string; recharged: string }[] }>(
      await callAs(t, cast.support, 'GET', '/api/v2/admin_api/overview'),
    );
    expect(overview).toMatchObject({
      currency: 'CNY',
      today: { signups: 4, paying_customers: 1, recharged: '25.50', recharge_orders: 1, spent: '0.00', purchases: 0 },
      month: { recharged: '25.50', paying_customers: 1 },
      customers: { total: 4, banned: 0 },
      nodes: { total: 1, online: 0, enabled: 1 },
      tickets: { open: 0, waiting: 0, oldest_waiting_since: null },
      orders_needing_review: 0,
    });
    expect(overview.trend).toHaveLength(30);
    expect(overview.trend.at(-1)).toMatchObject({ day: overview.today_day, recharged: '25.50' });
    expect(overview.trend.slice(0, -1).every((day) => day.recharged === '0.00')).toBe(true);
  });

  it('lists every change newest first, by actor, action, target and customer', async () => {
    type Audit = { total_count: number; records: { action: string; actor: { email: string }; target_user: unknown }[] };
    const all = resultOf<Audit>(await callAs(t, cast.admin, 'GET', '/api/v2/admin_api/audit'));
    expect(all.records[0]).toMatchObject({ action: 'node_create', actor: { email: cast.admin.email } });
    const byAction = resultOf<Audit>(
      await callAs(t, cast.admin, 'GET', '/api/v2/admin_api/audit?action=payment_mark_paid'),
    );
    expect(byAction.records).toEqual([
      expect.objectContaining({ target_type: 'order', target_user: { id: alice.id, email: 'alice@example.com' } }),
    ]);
    const byActor = resultOf<Audit>(
      await callAs(t, cast.admin, 'GET', `/api/v2/admin_api/audit?actor=${cast.support.id}`),
    );
    expect(byActor.total_count).toBe(0);
    const byEmail = resultOf<Audit>(await callAs(t, cast.admin, 'GET', '/api/v2/admin_api/audit?actor=ADMIN'));
    expect(byEmail.total_count).toBe(all.total_count);
    const byCustomer = resultOf<Audit>(
      await callAs(t, cast.admin, 'GET', `/api/v2/admin_api/audit?user_id=${alice.id}`),
    );
    expect(byCustomer.records.map((row) => row.action).sort()).toEqual(['order_reviewed', 'payment_mark_paid']);
    const byTarget = resultOf<Audit>(await callAs(t, cast.admin, 'GET', '/api/v2/admin_api/audit?target_type=cd_key'));
    expect(byTarget.records.map((row) => row.action)).toEqual(['cd_key_void', 'cd_key_create']);
    expect((await callAs(t, cast.admin, 'GET', '/api/v2/admin_api/audit?action=steal')).statusCode).toBe(400);
  });
});

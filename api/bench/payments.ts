// Settled payment notifications per second, on PostgreSQL: the real server (src/main.ts) in its own
// process on a fresh database holding 2 000 pending recharge orders of 200 customers, and EPay's signed
// notifications sent to it over keep-alive HTTP, 20 at a time, the way a busy gateway would:
//   floor    GET /health (one database round trip through the same server), same count and concurrency
//   settle   one notification per order: signature, checks, the settle transaction (order, ledger, invoice)
//   repeat   every notification again: the already-settled answer a gateway's retries get
// Afterwards every order must be paid once and every balance equal its ledger. Prints one JSON line
// `PAYMENTS_BENCH {...}`; settled/s is also given as a fraction of the floor's requests/s.
// PostgreSQL and the set-up: lib/postgres-bench.ts.
// Run: npx tsx api/bench/payments.ts   (BENCH_ORDERS, BENCH_CONCURRENCY to change the load)
import { signedEpayParams } from '../src/modules/payment/epay/epay-sign';
import { percentile, ratio } from './lib/percentile';
import { benchOnFreshDatabase, seed, startBenchServer, withClient } from './lib/postgres-bench';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const CUSTOMERS = 200;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const MERCHANT = { pid: '1001', key: 'bench-merchant-key-0123456789abcdef' };

/** 200 customers and 2 000 pending orders (amounts 1.00 to 200.00), each with its pending invoice. */
const SEED = `
      insert into users (user_new_id, email, name, password_hash, password_hash_id)
      select gen_random_uuid(), 'payer' || g || '@example.com', 'Payer ' || g, 'x', gen_random_uuid()
      from generate_series(1, ${CUSTOMERS}) g;
      with orders as (
        select o, ((o - 1) % ${CUSTOMERS}) + 1 as user_id, (1 + (o % 200))::numeric(14,2) as amount,
               '2026' || lpad(o::text, 16, '0') as trade_no
        from generate_series(1, ${ORDERS}) o
      ), issued as (
        insert into invoices (user_id, kind, status, description, total, currency, lines, seller, customer_name, customer_email, trade_no)
        select user_id, 'recharge', 'pending', 'Wallet top-up', amount, 'CNY', '[]'::jsonb, '{"name":"Bench","address":null,"email":null}'::jsonb,
               'Payer', 'payer@example.com', trade_no
        from orders returning id, trade_no
      )
      insert into recharge_orders (trade_no, user_id, pay_method_id, payment_system, channel, money_amount, currency, invoice_id, expires_at)
      select o.trade_no, o.user_id, 1, 'epay', 'alipay', o.amount, 'CNY', i.id, now() + interval '2 hours'
      from orders o join issued i on i.trade_no = o.trade_no;
      analyze;`;

/** Sends `urls` with CONCURRENCY calls in flight; answers the wall time, each call's time and the failures. */
async function drive(urls: string[], accept: (status: number, body: string) => boolean) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const t0 = performance.now();
        const response = await fetch(url);
        const body = await response.text();
        times.push(performance.now() - t0);
        if (!accept(response.status, body)) failures += 1;
      }
    }),
  );
  const wallMs = performance.now() - started;
  return {
    per_second: Math.round((urls.length / wallMs) * 1000 * 10) / 10,
    p50_ms: percentile(times, 50),
    p99_ms: percentile(times, 99),
    failures,
  };
}

function verify(url: string): Promise<{ unpaid: number; off_ledger: number }> {
  return withClient(url, async (client) => {
    const unpaid = await client.query("select count(*)::int as n from recharge_orders where status <> 'paid'");
    const off = await client.query(`
      select count(*)::int as n from wallets w
      left join (select user_id, sum(amount) as total from wallet_ledger group by user_id) l on l.user_id = w.user_id
      where w.balance <> coalesce(l.total, 0)
         or w.balance <> (select coalesce(sum(money_amount), 0) from recharge_orders r where r.user_id = w.user_id)`);
    return { unpaid: unpaid.rows[0].n, off_ledger: off.rows[0].n };
  });
}

benchOnFreshDatabase('PAYMENTS_BENCH', async ({ url, dataDir, stopAtEnd }) => {
  await seed(url, SEED);
  const { base } = stopAtEnd(
    await startBenchServer(url, dataDir, {
      PAYMENT_EPAY_URL: 'https://pay.example.com/',
      PAYMENT_EPAY_PID: MERCHANT.pid,
      PAYMENT_EPAY_KEY: MERCHANT.key,
    }),
  );
  const notifications = Array.from({ length: ORDERS }, (_, i) => {
    const o = i + 1;
    const params = signedEpayParams(
      {
        pid: MERCHANT.pid,
        trade_no: `GW${o}`,
        out_trade_no: `2026${String(o).padStart(16, '0')}`,
        type: 'alipay',
        name: 'top-up',
        money: `${1 + (o % 200)}.00`,
        trade_status: 'TRADE_SUCCESS',
      },
      MERCHANT.key,
      'key',
    );
    return `${base}/v1/payment/notify/epay?${new URLSearchParams(params).toString()}`;
  });
  // Warm up the server's pool and JIT on the floor, then measure.
  await drive(Array(200).fill(`${base}/health`), (status) => status === 200);
  const floor = await drive(Array(ORDERS).fill(`${base}/health`), (status) => status === 200);
  const ack = (status: number, body: string) => status === 200 && body === 'success';
  const settle = await drive(notifications, ack);
  const repeat = await drive(notifications, ack);
  return {
    orders: ORDERS,
    concurrency: CONCURRENCY,
    floor_health: floor,
    settle: { ...settle, vs_floor: ratio(settle.per_second, floor.per_second) },
    repeat: { ...repeat, vs_floor: ratio(repeat.per_second, floor.per_second) },
    ...(await verify(url)),
  };
});

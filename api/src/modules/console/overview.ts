// GET overview: the business today and this month (service days, UTC+8), customers, nodes online, open
// tickets by how long the customer has waited, orders to review, and 30 days of trend. Money is summed in
// SQL as numeric and answered as text; a day's figures and a period's are read by the same statement, so
// the month's paying customers are counted once however many days they paid on.
import { sql } from 'drizzle-orm';
import type { AdminOverviewResult, OverviewFigures } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { at, queryRows } from '../../db/raw-sql';
import { ok } from '../../http/envelope';
import {
  NODE_ONLINE_WINDOW_MS,
  SERVICE_UTC_OFFSET_HOURS,
  serviceDay,
  serviceDayStart,
  serviceMonth,
  serviceMonthRange,
} from '../services/rules';
import { waitingBuckets } from './overview-rules';

const DAY_MS = 24 * 3600 * 1000;
const TREND_DAYS = 30;

interface FigureRow {
  day: string | null;
  signups: number | string;
  paying_customers: number | string;
  recharged: string;
  recharge_orders: number | string;
  spent: string;
  purchases: number | string;
}

/** The figures of [start, end), per service day when `byDay`. */
async function figures(db: Db, start: Date, end: Date, byDay: boolean): Promise<FigureRow[]> {
  // The service day of a timestamp column: its UTC wall time moved to UTC+8.
  const day = (column: string) =>
    byDay
      ? sql.raw(`to_char((${column} at time zone 'UTC') + interval '${SERVICE_UTC_OFFSET_HOURS} hours', 'YYYY-MM-DD')`)
      : sql`null`;
  return queryRows<FigureRow>(
    db,
    sql`with
      signups as (select ${day('created_at')} as day, count(*) as n from users
        where created_at >= ${at(start)} and created_at < ${at(end)} group by 1),
      paid as (select ${day('paid_at')} as day, user_id, coalesce(paid_amount, money_amount) as amount from recharge_orders
        where status = 'paid' and paid_at >= ${at(start)} and paid_at < ${at(end)}),
      bought as (select ${day('created_at')} as day, user_id, money_amount as amount from purchases
        where created_at >= ${at(start)} and created_at < ${at(end)}),
      payers as (select day, count(distinct user_id) as n from (select day, user_id from paid union all
        select day, user_id from bought) p group by 1),
      days as (select day from signups union select day from paid union select day from bought)
    select d.day,
      coalesce((select n from signups s where s.day is not distinct from d.day), 0) as signups,
      coalesce((select n from payers p where p.day is not distinct from d.day), 0) as paying_customers,
      coalesce((select sum(amount) from paid p where p.day is not distinct from d.day), 0)::numeric(14,2)::text as recharged,
      (select count(*) from paid p where p.day is not distinct from d.day) as recharge_orders,
      coalesce((select sum(amount) from bought b where b.day is not distinct from d.day), 0)::numeric(14,2)::text as spent,
      (select count(*) from bought b where b.day is not distinct from d.day) as purchases
    from (select day from days union select null where ${!byDay}) d`,
  );
}

function toFigures(row: FigureRow | undefined): OverviewFigures {
  return {
    signups: Number(row?.signups ?? 0),
    paying_customers: Number(row?.paying_customers ?? 0),
    recharged: row?.recharged ?? '0.00',
    recharge_orders: Number(row?.recharge_orders ?? 0),
    spent: row?.spent ?? '0.00',
    purchases: Number(row?.purchases ?? 0),
  };
}

interface Snapshot {
  customers: number | string;
  running: number | string;
  banned: number | string;
  expiring: number | string;
  nodes: number | string;
  nodes_enabled: number | string;
  nodes_online: number | string;
  to_review: number | string;
}

export async function overview(ctx: AppContext) {
  const now = ctx.now();
  const todayStart = serviceDayStart(now);
  const monthStart = serviceMonthRange(serviceMonth(now)).start;
  const trendStart = new Date(todayStart.getTime() - (TREND_DAYS - 1) * DAY_MS);
  const end = new Date(todayStart.getTime() + DAY_MS);
  const [trendRows, [month], [snapshot], waiting] = await Promise.all([
    figures(ctx.db, trendStart, end, true),
    figures(ctx.db, monthStart, end, false),
    queryRows<Snapshot>(
      ctx.db,
      sql`select
        (select count(*) from users) as customers,
        (select count(*) from user_services where level > 0 and level_expire_at > ${at(now)}) as running,
        (select count(*) from users where is_ban) as banned,
        (select count(*) from user_services where level > 0 and level_expire_at > ${at(now)}
          and level_expire_at <= ${at(new Date(now.getTime() + 7 * DAY_MS))}) as expiring,
        (select count(*) from nodes) as nodes,
        (select count(*) from nodes where is_enabled) as nodes_enabled,
        (select count(*) from nodes where is_enabled
          and last_heartbeat_at > ${at(new Date(now.getTime() - NODE_ONLINE_WINDOW_MS))}) as nodes_online,
        (select count(*) from recharge_orders where needs_review) as to_review`,
    ),
    queryRows<{ waiting_since: Date | string | null }>(
      ctx.db,
      sql`select (select min(m.created_at) from ticket_messages m where m.ticket_id = t.id and m.author_id = t.user_id
          and m.created_at > coalesce((select max(s.created_at) from ticket_messages s
            where s.ticket_id = t.id and s.author_id <> t.user_id), '-infinity')) as waiting_since
        from tickets t where t.status in ('pending', 'processing')`,
    ),
  ]);
  const byDay = new Map(trendRows.map((row) => [row.day, row]));
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
    const day = serviceDay(new Date(trendStart.getTime() + i * DAY_MS));
    return { day, ...toFigures(byDay.get(day)) };
  });
  const today = trend.at(-1)!;
  const since = waiting.flatMap((row) => (row.waiting_since === null ? [] : [new Date(row.waiting_since)]));
  const result: AdminOverviewResult = {
    currency: ctx.config.payment.currency,
    today_day: today.day,
    month_start_day: serviceDay(monthStart),
    today: toFigures(byDay.get(today.day)),
    month: toFigures(month),
    customers: {
      total: Number(snapshot?.customers ?? 0),
      with_running_plan: Number(snapshot?.running ?? 0),
      banned: Number(snapshot?.banned ?? 0),
      expiring_7d: Number(snapshot?.expiring ?? 0),
    },
    nodes: {
      online: Number(snapshot?.nodes_online ?? 0),
      total: Number(snapshot?.nodes ?? 0),
      enabled: Number(snapshot?.nodes_enabled ?? 0),
    },
    tickets: { open: waiting.length, ...waitingBuckets(since, now) },
    orders_needing_review: Number(snapshot?.to_review ?? 0),
    trend,
    generated_at: now.toISOString(),
  };
  return ok(result);
}

// The traffic charts and records: SQL aggregations of the hourly per-node rows in traffic_records.
// Sizes in bytes; ss_tx_size is upload and ss_rx_size download (the customer's side).
import { and, desc, eq, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { nodes, trafficDaily, trafficRecords } from '../../db/schema';
import { SERVICE_UTC_OFFSET_HOURS, serviceDay, serviceDayStart, serviceMonth, serviceMonthRange, toGb } from './rules';
import { ok } from '../../http/envelope';

const asNumber = (value: unknown) => Number(value);
const asDate = (value: unknown) => new Date(value as string | Date);

const tx = sql<number>`sum(${trafficRecords.upload})`.mapWith(asNumber);
const rx = sql<number>`sum(${trafficRecords.download})`.mapWith(asNumber);
/** Effective traffic of rows: (upload + download) × the node's rate, whole bytes. */
const effective =
  sql<number>`coalesce(sum(floor((${trafficRecords.upload} + ${trafficRecords.download}) * ${trafficRecords.rate})), 0)`.mapWith(
    asNumber,
  );

/** Start of the service day (UTC+8) of a bucket, independent of the session's TimeZone. */
const serviceDayOfBucket =
  sql<Date>`((date_trunc('day', (${trafficRecords.bucketStart} at time zone 'UTC') + interval '${sql.raw(String(SERVICE_UTC_OFFSET_HOURS))} hours') - interval '${sql.raw(String(SERVICE_UTC_OFFSET_HOURS))} hours') at time zone 'UTC')`.mapWith(
    asDate,
  );

function totals(userId: number, at: Date, up: number, down: number) {
  return {
    user_id: userId,
    data_time_range_lower: at.toISOString(),
    ss_tx_size: up,
    ss_rx_size: down,
    total_traffic: up + down,
    traffic_gb: toGb(up + down),
  };
}

const DEFAULT_AXIS_POINTS = 168;

/** The latest hours with traffic (all nodes summed), oldest first for the chart. */
export async function areaTimeAxis(ctx: AppContext, userId: number, query: { limit?: number }) {
  const rows = await ctx.db
    .select({ at: trafficRecords.bucketStart, tx, rx })
    .from(trafficRecords)
    .where(eq(trafficRecords.userId, userId))
    .groupBy(trafficRecords.bucketStart)
    .orderBy(desc(trafficRecords.bucketStart))
    .limit(query.limit ?? DEFAULT_AXIS_POINTS);
  return ok(
    rows.reverse().map((row) => ({ ...totals(userId, row.at, row.tx, row.rx), timestamp_ms: row.at.getTime() })),
  );
}

/**
 * Daily totals of a month (service days), for the calendar heat map and the pie: the hourly rows, and for
 * days older than their retention the daily rows a job rolled them into.
 */
export async function calendarPie(ctx: AppContext, userId: number, query: { year_month?: string }) {
  const month = query.year_month ?? serviceMonth(ctx.now());
  const { start, end } = serviceMonthRange(month);
  const [hourly, daily] = await Promise.all([
    ctx.db
      .select({ day: serviceDayOfBucket, tx, rx })
      .from(trafficRecords)
      .where(
        and(
          eq(trafficRecords.userId, userId),
          gte(trafficRecords.bucketStart, start),
          lt(trafficRecords.bucketStart, end),
        ),
      )
      .groupBy(serviceDayOfBucket),
    ctx.db
      .select({
        day: trafficDaily.day,
        tx: sql<number>`sum(${trafficDaily.upload})`.mapWith(asNumber),
        rx: sql<number>`sum(${trafficDaily.download})`.mapWith(asNumber),
      })
      .from(trafficDaily)
      .where(
        and(
          eq(trafficDaily.userId, userId),
          gte(trafficDaily.day, `${month}-01`),
          lt(trafficDaily.day, serviceDay(end)),
        ),
      )
      .groupBy(trafficDaily.day),
  ]);
  const byDay = new Map<number, { day: Date; tx: number; rx: number }>();
  const add = (day: Date, up: number, down: number) => {
    const seen = byDay.get(day.getTime()) ?? { day, tx: 0, rx: 0 };
    byDay.set(day.getTime(), { day, tx: seen.tx + up, rx: seen.rx + down });
  };
  for (const row of hourly) add(row.day, row.tx, row.rx);
  for (const row of daily) add(serviceDayStart(new Date(`${row.day}T12:00:00Z`)), row.tx, row.rx);
  const rows = [...byDay.values()].sort((a, b) => a.day.getTime() - b.day.getTime());
  return ok(rows.map((row) => totals(userId, row.day, row.tx, row.rx)));
}

const DEFAULT_DETAIL_LIMIT = 50;

/** One row per node and hour, newest first, with the rate and the effective traffic. */
export async function detailRecords(ctx: AppContext, userId: number, query: { limit?: number; offset?: number }) {
  const rows = await ctx.db
    .select({
      nodeId: trafficRecords.nodeId,
      nodeName: nodes.name,
      at: trafficRecords.bucketStart,
      upload: trafficRecords.upload,
      download: trafficRecords.download,
      rate: trafficRecords.rate,
      effective:
        sql<number>`floor((${trafficRecords.upload} + ${trafficRecords.download}) * ${trafficRecords.rate})`.mapWith(
          asNumber,
        ),
    })
    .from(trafficRecords)
    .leftJoin(nodes, eq(nodes.id, trafficRecords.nodeId))
    .where(eq(trafficRecords.userId, userId))
    .orderBy(desc(trafficRecords.bucketStart), desc(trafficRecords.id))
    .limit(query.limit ?? DEFAULT_DETAIL_LIMIT)
    .offset(query.offset ?? 0);
  return ok(
    rows.map((row) => ({
      user_id: userId,
      node_id: row.nodeId,
      node_name: row.nodeName,
      created_at: row.at.toISOString(),
      ss_tx_size: row.upload,
      ss_rx_size: row.download,
      node_rate: row.rate,
      total_traffic: row.upload + row.download,
      effective_traffic: row.effective,
    })),
  );
}

/**
 * The effective traffic of a customer's hourly rows in [from, to), as a query other reads embed (the
 * dashboard's one statement). Arguments may be values or placeholders of a prepared statement.
 */
export function effectiveTrafficBetween(db: Db, userId: SQLWrapper | number, from: SQLWrapper, to: SQLWrapper) {
  return db
    .select({ bytes: effective })
    .from(trafficRecords)
    .where(
      and(eq(trafficRecords.userId, userId), gte(trafficRecords.bucketStart, from), lt(trafficRecords.bucketStart, to)),
    );
}

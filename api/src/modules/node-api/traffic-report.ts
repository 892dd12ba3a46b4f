// POST users/traffic: raw byte deltas per customer. In one transaction: each customer's plan counters
// grow by floor(bytes × the node's rate) per direction, the hour's row of traffic_records (what the
// dashboard and the charts read) grows by the raw bytes at that rate, the report is logged, and a
// customer who crossed 80 % or 100 % of their traffic gets a reminder queued (once per traffic period). A customer who ran out is
// gone from the next `users` answer (its filter reads the same counters).
//
// Retries: a report identical to one the same node sent less than 30 s ago (same customers, same bytes)
// is a retry and is answered `ok` without counting it again — XrayR retries a POST whose answer it did
// not get. Identical reports lock the same customer rows, so a retry that arrives while the first is
// still being written waits for it and then sees it. A genuinely new report equal to the previous one is
// 60 s later (both clients report once a minute), outside the window.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { userNotices, type UserNoticeKind } from '../../db/schema';
import { recordHeartbeat, type NodeCaller } from './node-auth';
import { at, queryRows } from '../../db/raw-sql';
import { assertServed } from './customers-served';
import {
  REPORT_RETRY_WINDOW_MS,
  hourStart,
  chargedBytes,
  crossedThresholds,
  mergeTraffic,
  reportDigest,
  type TrafficRow,
} from './rules';

export interface TrafficResult {
  /** Customers counted; 0 for an empty report or a retry. */
  counted: number;
  retry: boolean;
}

/**
 * Every write of a counted report in one statement: the customers' counters (answering their new usage
 * and total), the hour's rows, the report's log line — none of them when the same report is already
 * logged (a retry). This statement starts after the customers' rows were locked, so it sees an original
 * that committed while this request waited for those locks.
 */
async function writeReport(tx: Tx, node: NodeCaller, rows: TrafficRow[], digest: string, now: Date) {
  const input = JSON.stringify(rows);
  const rate = node.trafficRate;
  const retrySince = new Date(now.getTime() - REPORT_RETRY_WINDOW_MS);
  return queryRows<{ user_id: number; used: string | number; total: string | number; period: string | Date | null }>(
    tx,
    sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as r(user_id int, u bigint, d bigint)
      ), fresh as (
        select not exists (
          select 1 from node_traffic_reports r
          where r.node_id = ${node.id} and r.digest = ${digest} and r.received_at > ${at(retrySince)}
        ) as ok
      ), charged as (
        update user_services s set
          traffic_upload = s.traffic_upload + floor(r.u * ${rate}::numeric)::bigint,
          traffic_download = s.traffic_download + floor(r.d * ${rate}::numeric)::bigint
        from input r, fresh
        where fresh.ok and s.user_id = r.user_id
        returning s.user_id, s.traffic_upload + s.traffic_download as used, s.traffic_total as total,
          s.traffic_period_start as period
      ), hourly as (
        insert into traffic_records (user_id, node_id, bucket_start, upload, download, rate)
        select r.user_id, ${node.id}, ${at(hourStart(now))}, r.u, r.d, ${rate}::numeric
        from input r, fresh where fresh.ok
        order by r.user_id
        on conflict (user_id, node_id, bucket_start, rate) do update set
          upload = traffic_records.upload + excluded.upload,
          download = traffic_records.download + excluded.download
        returning 1
      ), logged as (
        insert into node_traffic_reports (node_id, digest, received_at, user_count, upload, download)
        select ${node.id}, ${digest}, ${at(now)}, count(*), sum(u), sum(d) from input, fresh where fresh.ok
        having count(*) > 0
        returning 1
      ), heartbeat as (
        update nodes set last_heartbeat_at = ${at(now)}, last_seen_ip = ${node.callerIp}
        where id = ${node.id} and ${node.heartbeatDue}
        returning 1
      )
      select user_id, used, total, period from charged`,
  );
}

export async function recordTraffic(
  ctx: AppContext,
  node: NodeCaller,
  reported: readonly TrafficRow[],
): Promise<TrafficResult> {
  const rows = mergeTraffic(reported);
  if (rows.length === 0) {
    await recordHeartbeat(ctx, node);
    return { counted: 0, retry: false };
  }
  const now = ctx.now();
  const digest = reportDigest(rows);
  const rate = node.trafficRate;
  return ctx.db.transaction(async (tx) => {
    await assertServed(
      tx,
      node,
      rows.map((row) => row.user_id),
      now,
      { lock: true },
    );
    const usage = await writeReport(tx, node, rows, digest, now);
    // Every customer of the report exists (checked above): no row written means the report was a retry.
    if (usage.length === 0) return { counted: 0, retry: true };
    const charged = new Map(rows.map((row) => [row.user_id, chargedBytes(row.u, rate) + chargedBytes(row.d, rate)]));
    const notices: { userId: number; kind: UserNoticeKind; subjectAt: Date }[] = usage.flatMap((row) => {
      const used = Number(row.used);
      return crossedThresholds(used - (charged.get(Number(row.user_id)) ?? 0), used, Number(row.total)).map((kind) => ({
        userId: Number(row.user_id),
        kind,
        // Once per traffic period (a customer who never bought a plan has one period, from the start).
        subjectAt: row.period ? new Date(row.period) : new Date(0),
      }));
    });
    if (notices.length > 0) await tx.insert(userNotices).values(notices).onConflictDoNothing();
    return { counted: rows.length, retry: false };
  });
}

// POST users/traffic: raw byte deltas per customer. In one transaction: each customer's plan counters
// grow by floor(bytes × the node's rate) per direction, the hour's row of traffic_records (what the
// dashboard and the charts read) grows by the raw bytes at that rate, the report is logged, and a
// customer who crossed 80 % or 100 % of their traffic gets a mail queued. A customer who ran out is
// gone from the next `users` answer (its filter reads the same counters).
//
// Retries: a report identical to one the same node sent less than 30 s ago (same customers, same bytes)
// is a retry and is answered `ok` without counting it again — XrayR retries a POST whose answer it did
// not get. Identical reports are serialised by an advisory lock on (node, digest), so a retry that
// arrives while the first is still being written waits and then sees it. A genuinely new report equal to
// the previous one is 60 s later (both clients report once a minute), outside the window.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { nodeTrafficReports, userNotices, type UserNoticeKind } from '../../db/schema';
import type { NodeRow } from '../services/nodes-repo';
import { assertServed, at, hourStart, queryRows } from './customers-served';
import {
  REPORT_RETRY_WINDOW_MS,
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

async function isRetry(tx: Tx, nodeId: number, digest: string, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${nodeId}, hashtext(${digest}))`);
  const [seen] = await tx
    .select({ id: nodeTrafficReports.id })
    .from(nodeTrafficReports)
    .where(
      and(
        eq(nodeTrafficReports.nodeId, nodeId),
        eq(nodeTrafficReports.digest, digest),
        gt(nodeTrafficReports.receivedAt, new Date(now.getTime() - REPORT_RETRY_WINDOW_MS)),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/** Adds the charged bytes to each customer's counters; answers their new usage and total. */
async function chargeCustomers(tx: Tx, rows: TrafficRow[], rate: string) {
  return queryRows<{ user_id: number; used: string | number; total: string | number }>(
    tx,
    sql`
      update user_services s set
        traffic_upload = s.traffic_upload + floor(r.u * ${rate}::numeric)::bigint,
        traffic_download = s.traffic_download + floor(r.d * ${rate}::numeric)::bigint
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(user_id int, u bigint, d bigint)
      where s.user_id = r.user_id
      returning s.user_id, s.traffic_upload + s.traffic_download as used, s.traffic_total as total`,
  );
}

/** Adds the raw bytes to the hour's row per customer (a new row when the hour or the rate is new). */
async function addToHour(tx: Tx, node: NodeRow, rows: TrafficRow[], hour: Date): Promise<void> {
  await tx.execute(sql`
    insert into traffic_records (user_id, node_id, bucket_start, upload, download, rate)
    select r.user_id, ${node.id}, ${at(hour)}, r.u, r.d, ${node.trafficRate}::numeric
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(user_id int, u bigint, d bigint)
    order by r.user_id
    on conflict (user_id, node_id, bucket_start, rate) do update set
      upload = traffic_records.upload + excluded.upload,
      download = traffic_records.download + excluded.download`);
}

export async function recordTraffic(
  ctx: AppContext,
  node: NodeRow,
  reported: readonly TrafficRow[],
): Promise<TrafficResult> {
  const rows = mergeTraffic(reported);
  if (rows.length === 0) return { counted: 0, retry: false };
  const now = ctx.now();
  const digest = reportDigest(rows);
  const rate = node.trafficRate;
  return ctx.db.transaction(async (tx) => {
    if (await isRetry(tx, node.id, digest, now)) return { counted: 0, retry: true };
    await assertServed(
      tx,
      node,
      rows.map((row) => row.user_id),
      now,
      { lock: true },
    );
    const charged = new Map(rows.map((row) => [row.user_id, chargedBytes(row.u, rate) + chargedBytes(row.d, rate)]));
    const usage = await chargeCustomers(tx, rows, rate);
    await addToHour(tx, node, rows, hourStart(now));
    await tx.insert(nodeTrafficReports).values({
      nodeId: node.id,
      digest,
      receivedAt: now,
      userCount: rows.length,
      upload: rows.reduce((sum, row) => sum + row.u, 0),
      download: rows.reduce((sum, row) => sum + row.d, 0),
    });
    const notices: { userId: number; kind: UserNoticeKind }[] = usage.flatMap((row) => {
      const used = Number(row.used);
      return crossedThresholds(used - (charged.get(Number(row.user_id)) ?? 0), used, Number(row.total)).map((kind) => ({
        userId: Number(row.user_id),
        kind,
      }));
    });
    if (notices.length > 0) await tx.insert(userNotices).values(notices);
    return { counted: rows.length, retry: false };
  });
}

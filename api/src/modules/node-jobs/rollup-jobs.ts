// The clickhouse_import_* jobs (named after the original service's export to ClickHouse): each rolls raw
// rows the node API writes into smaller hourly or daily tables inside PostgreSQL and prunes what it
// rolled, in one statement, so a row is never counted twice or lost between the two.
import { lt, sql } from 'drizzle-orm';
import { aliveIpDaily, nodeAliveIps, nodeTrafficHourly, userDataHistory } from '../../db/schema';
import { at, queryRows } from '../../db/raw-sql';
import { hourStart } from '../node-api/rules';
import { SERVICE_UTC_OFFSET_HOURS, serviceDay, serviceDayStart } from '../services/rules';
import type { JobDefinition } from './job-runner';

const DAY_MS = 24 * 3600 * 1000;
/** Hourly traffic rows are kept this long (charts, detail records); older ones become daily rows. */
const TRAFFIC_HOURLY_RETENTION_DAYS = 90;
/** Daily device rows, per-node hourly totals: kept this long. */
const DAILY_RETENTION_DAYS = 90;
/** Daily snapshots of customers: kept this long. */
const HISTORY_RETENTION_DAYS = 400;
/** Alive-IP rows stay this long after the last report naming them (they also back the daily roll-up). */
const ALIVE_IP_KEEP_MS = DAY_MS;

/** The service day (UTC+8) of a timestamptz column or expression, as a date. */
const serviceDate = (column: string) =>
  sql.raw(`((${column} at time zone 'UTC') + interval '${SERVICE_UTC_OFFSET_HOURS} hours')::date`);

function daysBefore(now: Date, days: number): string {
  return serviceDay(new Date(now.getTime() - days * DAY_MS));
}

export const aliveIpRollupJob: JobDefinition = {
  name: 'clickhouse_import_mod_mu_user_alive_ip',
  intervalMs: 60 * 60 * 1000,
  async run(ctx) {
    const now = ctx.now();
    // Merging with least/greatest makes rolling the same rows again harmless.
    const rolled = await queryRows<{ user_id: number }>(
      ctx.db,
      sql`
        insert into alive_ip_daily (user_id, day, ip, node_count, first_seen_at, last_seen_at)
        select user_id, ${serviceDate('last_seen_at')}, ip, count(distinct node_id), min(first_seen_at), max(last_seen_at)
        from node_alive_ips group by 1, 2, 3
        on conflict (user_id, day, ip) do update set
          node_count = greatest(alive_ip_daily.node_count, excluded.node_count),
          first_seen_at = least(alive_ip_daily.first_seen_at, excluded.first_seen_at),
          last_seen_at = greatest(alive_ip_daily.last_seen_at, excluded.last_seen_at)
        returning user_id`,
    );
    const pruned = await ctx.db
      .delete(nodeAliveIps)
      .where(lt(nodeAliveIps.lastSeenAt, new Date(now.getTime() - ALIVE_IP_KEEP_MS)))
      .returning({ id: nodeAliveIps.id });
    const expired = await ctx.db
      .delete(aliveIpDaily)
      .where(lt(aliveIpDaily.day, daysBefore(now, DAILY_RETENTION_DAYS)))
      .returning({ userId: aliveIpDaily.userId });
    return {
      affected: rolled.length + pruned.length + expired.length,
      detail: `rolled devices into ${rolled.length} daily row(s); pruned ${pruned.length} alive-IP row(s) older than a day and ${expired.length} daily row(s) older than ${DAILY_RETENTION_DAYS} days`,
    };
  },
};

export const trafficRawRollupJob: JobDefinition = {
  name: 'clickhouse_import_user_traffic_raw',
  intervalMs: 15 * 60 * 1000,
  async run(ctx) {
    const now = ctx.now();
    // Reports of hours that ended at least 5 minutes ago (the retry check reads the last 30 seconds).
    const cutoff = hourStart(new Date(now.getTime() - 5 * 60 * 1000));
    const [counts] = await queryRows<{ reports: string | number; hours: string | number }>(
      ctx.db,
      sql`
        with moved as (
          delete from node_traffic_reports where received_at < ${at(cutoff)}
          returning node_id, received_at, user_count, upload, download
        ), rolled as (
          insert into node_traffic_hourly (node_id, bucket_start, reports, upload, download, peak_users)
          select node_id, date_trunc('hour', received_at at time zone 'UTC') at time zone 'UTC',
                 count(*), sum(upload), sum(download), max(user_count)
          from moved group by 1, 2
          on conflict (node_id, bucket_start) do update set
            reports = node_traffic_hourly.reports + excluded.reports,
            upload = node_traffic_hourly.upload + excluded.upload,
            download = node_traffic_hourly.download + excluded.download,
            peak_users = greatest(node_traffic_hourly.peak_users, excluded.peak_users)
          returning 1
        )
        select (select count(*) from moved) as reports, (select count(*) from rolled) as hours`,
    );
    const expired = await ctx.db
      .delete(nodeTrafficHourly)
      .where(lt(nodeTrafficHourly.bucketStart, new Date(now.getTime() - DAILY_RETENTION_DAYS * DAY_MS)))
      .returning({ nodeId: nodeTrafficHourly.nodeId });
    const reports = Number(counts?.reports ?? 0);
    return {
      affected: reports + expired.length,
      detail: `rolled ${reports} traffic report(s) into ${Number(counts?.hours ?? 0)} node-hour row(s); pruned ${expired.length} node-hour row(s) older than ${DAILY_RETENTION_DAYS} days`,
    };
  },
};

export const userDataHistoryJob: JobDefinition = {
  name: 'clickhouse_import_user_data_history',
  intervalMs: 60 * 60 * 1000,
  async run(ctx) {
    const now = ctx.now();
    const today = serviceDay(now);
    // Today's row is replaced on every run, so it ends the day with the day's last figures.
    const snapshot = await queryRows<{ user_id: number }>(
      ctx.db,
      sql`
        insert into user_data_history (user_id, day, level, traffic_total, traffic_used, balance)
        select s.user_id, ${today}::date,
               case when s.level_expire_at > ${at(now)} then s.level else 0 end,
               s.traffic_total, s.traffic_upload + s.traffic_download, coalesce(w.balance, 0)
        from user_services s left join wallets w on w.user_id = s.user_id
        on conflict (user_id, day) do update set
          level = excluded.level, traffic_total = excluded.traffic_total,
          traffic_used = excluded.traffic_used, balance = excluded.balance
        returning user_id`,
    );
    const expired = await ctx.db
      .delete(userDataHistory)
      .where(lt(userDataHistory.day, daysBefore(now, HISTORY_RETENTION_DAYS)))
      .returning({ userId: userDataHistory.userId });
    return {
      affected: snapshot.length + expired.length,
      detail: `snapshot ${snapshot.length} customer(s) for ${today}; pruned ${expired.length} row(s) older than ${HISTORY_RETENTION_DAYS} days`,
    };
  },
};

export const trafficDailyRollupJob: JobDefinition = {
  name: 'clickhouse_import_user_traffic_log_total',
  intervalMs: 6 * 60 * 60 * 1000,
  async run(ctx) {
    const cutoff = new Date(serviceDayStart(ctx.now()).getTime() - TRAFFIC_HOURLY_RETENTION_DAYS * DAY_MS);
    const [counts] = await queryRows<{ hours: string | number; days: string | number }>(
      ctx.db,
      sql`
        with moved as (
          delete from traffic_records where bucket_start < ${at(cutoff)}
          returning user_id, node_id, bucket_start, upload, download, rate
        ), rolled as (
          insert into traffic_daily (user_id, node_id, day, upload, download, rate)
          select user_id, node_id, ${serviceDate('bucket_start')}, sum(upload), sum(download), rate
          from moved group by 1, 2, 3, 6
          on conflict (user_id, node_id, day, rate) do update set
            upload = traffic_daily.upload + excluded.upload,
            download = traffic_daily.download + excluded.download
          returning 1
        )
        select (select count(*) from moved) as hours, (select count(*) from rolled) as days`,
    );
    const hours = Number(counts?.hours ?? 0);
    return {
      affected: hours,
      detail: `rolled ${hours} hourly traffic row(s) older than ${TRAFFIC_HOURLY_RETENTION_DAYS} days into ${Number(counts?.days ?? 0)} daily row(s)`,
    };
  },
};

// Operator jobs under /v1/mod_mu, run by a scheduler (`is_auto_trigger=true`) or by hand
// (docs/product.md §7 "Node and operator"). Same key and `{"ret":1,"data":...}` envelope as node.ts; the
// reference leaves the answers untyped, so the job summary below is the portal's design.
import * as z from 'zod/mini';
import { defineOperation } from './operation';
import { nodeEnvelope, nodeQuery } from './node';
import { queryBool } from './common';

const jobQuery = z.extend(nodeQuery, { is_auto_trigger: z.optional(queryBool) });
/** What a job did: its name, rows it touched and how long it took. */
export const jobSummary = nodeEnvelope(
  z.object({ task: z.string(), affected: z.int().check(z.minimum(0)), duration_ms: z.int().check(z.minimum(0)) }),
);

function job<const Id extends string, const Path extends string>(id: Id, path: Path, summary: string) {
  return defineOperation({
    id,
    method: 'GET',
    path,
    credentials: 'none',
    summary,
    tag: 'node',
    query: jobQuery,
    response: jobSummary,
  });
}

export const nodeCheckUserPassword = job(
  'nodeCheckUserPassword',
  '/v1/mod_mu/check_user_password',
  'Give customers without a connection password or uuid a new one',
);
export const nodeActiveCheckPaylist = job(
  'nodeActiveCheckPaylist',
  '/v1/mod_mu/active_check_paylist',
  'Ask gateways about unfinished recharge orders and credit paid ones',
);
export const nodeGrafanaLokiExport = job(
  'nodeGrafanaLokiExport',
  '/v1/mod_mu/grafana_loki_export',
  'Export recent traffic and sign-in events as log lines for Grafana Loki',
);
export const nodeCronQueueUserPost = job(
  'nodeCronQueueUserPost',
  '/v1/mod_mu/cron_queue_user_post',
  'Apply queued traffic reports to customer totals',
);
export const nodeClickhouseImportModMuUserAliveIp = job(
  'nodeClickhouseImportModMuUserAliveIp',
  '/v1/mod_mu/clickhouse_import_mod_mu_user_alive_ip',
  'Move reported alive IPs into the analytics store',
);
export const nodeClickhouseImportUserTrafficRaw = job(
  'nodeClickhouseImportUserTrafficRaw',
  '/v1/mod_mu/clickhouse_import_user_traffic_raw',
  'Move raw traffic reports into the analytics store',
);
export const nodeClickhouseImportUserDataHistory = job(
  'nodeClickhouseImportUserDataHistory',
  '/v1/mod_mu/clickhouse_import_user_data_history',
  'Snapshot customer balances and plans into the analytics store',
);
export const nodeClickhouseImportUserTrafficLogTotal = job(
  'nodeClickhouseImportUserTrafficLogTotal',
  '/v1/mod_mu/clickhouse_import_user_traffic_log_total',
  'Aggregate traffic logs into hourly and daily totals',
);

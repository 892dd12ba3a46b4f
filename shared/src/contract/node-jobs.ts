// Operator jobs under /v1/mod_mu (docs/product.md §7 "Node and operator"), run by the portal's own schedule or
// by an operator's cron or hand (`is_auto_trigger=true` marks a scheduled call). Credential: `?key=` is
// the operator's JOB_API_KEY, never a node key. One run of a job at a time across every API process
// (a second call while one runs is refused). The reference leaves the answers untyped; the summary below
// is the portal's design, in the node envelope.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { nodeEnvelope, nodeQuery } from './node';
import { queryBool } from './common';

const jobQuery = z.extend(nodeQuery, { is_auto_trigger: z.optional(queryBool) });
/** What a job did: its name, rows it touched and how long it took. */
const jobSummary = nodeEnvelope(
  z.object({
    task: z.string(),
    affected: z.int().check(z.minimum(0)),
    duration_ms: z.int().check(z.minimum(0)),
    /** What the rows were, in words ("rolled 120 rows into 14 daily rows; pruned 3"). */
    detail: z.string(),
  }),
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
  'Create the port, password, uuid and cipher nodes need for every customer who has none yet',
);
export const nodeActiveCheckPaylist = job(
  'nodeActiveCheckPaylist',
  '/v1/mod_mu/active_check_paylist',
  'Expire unpaid recharge orders past their time limit (sources registered by the wallet)',
);
export const nodeGrafanaLokiExport = job(
  'nodeGrafanaLokiExport',
  '/v1/mod_mu/grafana_loki_export',
  'Push traffic reports and sign-ins since the last run to Grafana Loki (GRAFANA_LOKI_URL)',
);
export const nodeCronQueueUserPost = job(
  'nodeCronQueueUserPost',
  '/v1/mod_mu/cron_queue_user_post',
  'Mail customers whose traffic crossed 80 % or ran out (the queue traffic reports fill)',
);
export const nodeClickhouseImportModMuUserAliveIp = job(
  'nodeClickhouseImportModMuUserAliveIp',
  '/v1/mod_mu/clickhouse_import_mod_mu_user_alive_ip',
  'Roll alive-IP rows of past days into the daily device table; prune both',
);
export const nodeClickhouseImportUserTrafficRaw = job(
  'nodeClickhouseImportUserTrafficRaw',
  '/v1/mod_mu/clickhouse_import_user_traffic_raw',
  'Roll raw traffic reports of finished hours into per-node hourly totals; prune them',
);
export const nodeClickhouseImportUserDataHistory = job(
  'nodeClickhouseImportUserDataHistory',
  '/v1/mod_mu/clickhouse_import_user_data_history',
  'Snapshot every customer’s level, traffic and balance for today',
);
export const nodeClickhouseImportUserTrafficLogTotal = job(
  'nodeClickhouseImportUserTrafficLogTotal',
  '/v1/mod_mu/clickhouse_import_user_traffic_log_total',
  'Roll hourly traffic rows older than the retention into daily rows',
);

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const nodeJobsOperations = {
  nodeCheckUserPassword,
  nodeActiveCheckPaylist,
  nodeGrafanaLokiExport,
  nodeCronQueueUserPost,
  nodeClickhouseImportModMuUserAliveIp,
  nodeClickhouseImportUserTrafficRaw,
  nodeClickhouseImportUserDataHistory,
  nodeClickhouseImportUserTrafficLogTotal,
} as const satisfies Record<string, OperationDef>;

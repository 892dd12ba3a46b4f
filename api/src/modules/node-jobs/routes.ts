// The operator jobs under /v1/mod_mu (docs/product.md §7): `?key=<JOB_API_KEY>`, answered in the node envelope
// with what the run did. `is_auto_trigger` only marks a scheduled call; both run the same job.
import type { FastifyInstance } from 'fastify';
import {
  nodeActiveCheckPaylist,
  nodeCheckUserPassword,
  nodeClickhouseImportModMuUserAliveIp,
  nodeClickhouseImportUserDataHistory,
  nodeClickhouseImportUserTrafficLogTotal,
  nodeClickhouseImportUserTrafficRaw,
  nodeCronQueueUserPost,
  nodeGrafanaLokiExport,
} from '@portal/shared/contract';
import { authenticateOperator } from '../node-api/node-auth';
import { nodeRoute } from '../node-api/node-http';
import { runJobForCall } from './job-runner';
import { JOBS } from './jobs';

export function jobRoutes(scope: FastifyInstance): void {
  const ctx = scope.portal;
  const asOperator = {
    authenticate: (request: Parameters<typeof authenticateOperator>[1]) => authenticateOperator(ctx, request),
  };
  const pairs = [
    [nodeCheckUserPassword, JOBS.checkUserPassword],
    [nodeActiveCheckPaylist, JOBS.activeCheckPaylist],
    [nodeGrafanaLokiExport, JOBS.grafanaLokiExport],
    [nodeCronQueueUserPost, JOBS.cronQueueUserPost],
    [nodeClickhouseImportModMuUserAliveIp, JOBS.aliveIpRollup],
    [nodeClickhouseImportUserTrafficRaw, JOBS.trafficRawRollup],
    [nodeClickhouseImportUserDataHistory, JOBS.userDataHistory],
    [nodeClickhouseImportUserTrafficLogTotal, JOBS.trafficDailyRollup],
  ] as const;
  for (const [op, job] of pairs) nodeRoute(scope, op, asOperator, () => runJobForCall(ctx, job));
}

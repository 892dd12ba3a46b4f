// Every operator job, by its path under /v1/mod_mu.
import type { JobDefinition } from './job-runner';
import { grafanaLokiExportJob } from './loki-export-job';
import { activeCheckPaylistJob } from './paylist-job';
import { aliveIpRollupJob, trafficDailyRollupJob, trafficRawRollupJob, userDataHistoryJob } from './rollup-jobs';
import { checkUserPasswordJob } from './secrets-job';
import { cronQueueUserPostJob } from './user-notices-job';

export const JOBS = {
  checkUserPassword: checkUserPasswordJob,
  activeCheckPaylist: activeCheckPaylistJob,
  grafanaLokiExport: grafanaLokiExportJob,
  cronQueueUserPost: cronQueueUserPostJob,
  aliveIpRollup: aliveIpRollupJob,
  trafficRawRollup: trafficRawRollupJob,
  userDataHistory: userDataHistoryJob,
  trafficDailyRollup: trafficDailyRollupJob,
} as const satisfies Record<string, JobDefinition>;

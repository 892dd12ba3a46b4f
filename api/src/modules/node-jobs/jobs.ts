// Every job the portal runs on its schedule; all but auto_renewal also answer under /v1/mod_mu.
import type { JobDefinition } from './job-runner';
import { grafanaLokiExportJob } from './loki-export-job';
import { activeCheckPaylistJob } from './paylist-job';
import { aliveIpRollupJob, trafficDailyRollupJob, trafficRawRollupJob, userDataHistoryJob } from './rollup-jobs';
import { checkUserPasswordJob } from './secrets-job';
import { cronQueueUserPostJob } from './user-notices-job';
import { autoRenewalJob } from '../shop/auto-renewal-job';

export const JOBS = {
  checkUserPassword: checkUserPasswordJob,
  activeCheckPaylist: activeCheckPaylistJob,
  grafanaLokiExport: grafanaLokiExportJob,
  cronQueueUserPost: cronQueueUserPostJob,
  aliveIpRollup: aliveIpRollupJob,
  trafficRawRollup: trafficRawRollupJob,
  userDataHistory: userDataHistoryJob,
  trafficDailyRollup: trafficDailyRollupJob,
  /** Not a /v1/mod_mu call: the portal's own schedule runs it. */
  autoRenewal: autoRenewalJob,
} as const satisfies Record<string, JobDefinition>;

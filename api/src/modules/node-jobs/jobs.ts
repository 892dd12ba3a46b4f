// Every job the portal runs on its schedule; all but the last three also answer under /v1/mod_mu.
import type { JobDefinition } from './job-runner';
import { grafanaLokiExportJob } from './loki-export-job';
import { activeCheckPaylistJob } from './paylist-job';
import { aliveIpRollupJob, trafficDailyRollupJob, trafficRawRollupJob, userDataHistoryJob } from './rollup-jobs';
import { checkUserPasswordJob } from './secrets-job';
import { cronQueueUserPostJob } from './user-notices-job';
import { autoRenewalJob } from '../shop/auto-renewal-job';
import { planRemindersJob } from '../plan-cycle/reminders-job';
import { trafficResetJob } from '../plan-cycle/reset-job';

export const JOBS = {
  checkUserPassword: checkUserPasswordJob,
  activeCheckPaylist: activeCheckPaylistJob,
  grafanaLokiExport: grafanaLokiExportJob,
  cronQueueUserPost: cronQueueUserPostJob,
  aliveIpRollup: aliveIpRollupJob,
  trafficRawRollup: trafficRawRollupJob,
  userDataHistory: userDataHistoryJob,
  trafficDailyRollup: trafficDailyRollupJob,
  /** Not /v1/mod_mu calls: the portal's own schedule runs them. */
  autoRenewal: autoRenewalJob,
  trafficReset: trafficResetJob,
  planReminders: planRemindersJob,
} as const satisfies Record<string, JobDefinition>;

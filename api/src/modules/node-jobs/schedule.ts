// The portal runs its jobs itself (PORTAL_JOBS_SCHEDULE, on by default): each at its interval, first
// after a short random delay so processes started together do not all try at once. The lease makes
// every process's timer safe: whoever takes it runs the job, the others skip that turn.
import type { FastifyInstance } from 'fastify';
import { JobBusy, runJob } from './job-runner';
import { JOBS } from './jobs';

export function scheduleJobs(app: FastifyInstance): void {
  const ctx = app.portal;
  const timers: NodeJS.Timeout[] = [];
  for (const job of Object.values(JOBS)) {
    const tick = () => {
      runJob(ctx, job).then(
        (summary) => {
          if (summary.affected > 0) app.log.info(`job ${summary.task}: ${summary.detail} (${summary.duration_ms} ms)`);
        },
        (error: unknown) => {
          if (!(error instanceof JobBusy)) app.log.warn({ err: error }, `job ${job.name} failed`);
        },
      );
    };
    const first = setTimeout(
      () => {
        tick();
        const every = setInterval(tick, job.intervalMs);
        every.unref();
        timers.push(every);
      },
      5_000 + Math.floor(Math.random() * 25_000),
    );
    first.unref();
    timers.push(first);
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}

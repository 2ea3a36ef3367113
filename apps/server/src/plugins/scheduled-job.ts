import type { FastifyInstance } from 'fastify';
import { ifAdvisoryLockFree } from '../db/advisory-lock';
import { secondsSince } from '../lib/metrics';

export interface ScheduledJob<T> {
  /** Named in the logs: '<name> done', '<name> failed'. */
  name: string;
  /** The advisory lock one instance runs the job under (db/advisory-lock.ts). */
  lock: string;
  intervalMs: number;
  run: () => Promise<T>;
  /** What a finished run logs beside '<name> done'; absent, or null for this run: it is not logged. */
  logOutcome?: (value: T) => Record<string, unknown> | null;
}

/**
 * Runs a job when the server is ready and then every interval while it is up, one run at a time. Every
 * instance schedules it; whichever takes the lock runs it and the others skip that turn. A failed run is
 * logged and the next one tries again. The timers never hold the process open. Each turn is counted for GET
 * /metrics (runs, failures, skipped turns, durations).
 */
export function scheduleJob<T>(app: FastifyInstance, job: ScheduledJob<T>): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      const outcome = await ifAdvisoryLockFree(app.database, job.lock, job.run);
      app.metrics.jobRun(job.name, outcome.ran ? 'done' : 'skipped', outcome.ran ? secondsSince(started) : undefined);
      const logged = outcome.ran ? job.logOutcome?.(outcome.value) : null;
      if (logged) app.log.info(logged, `${job.name} done`);
    } catch (error) {
      app.metrics.jobRun(job.name, 'failed', secondsSince(started));
      app.log.error({ err: error }, `${job.name} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    app.background.run(job.name, tick);
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { backgroundPlugin } from './background';
import { databasePlugin } from './database';
import { metricsPlugin } from './metrics';
import { scheduleJob } from './scheduled-job';

const TOKEN = 'scheduled-job-test-token-of-32-characters';
const HOUR = 60 * 60 * 1000;

/** PGlite runs a job without an advisory lock (db/advisory-lock.ts), so no database is needed here. */
const noDatabase = {
  engine: 'pglite',
  poolStats: () => [],
  onQueryError: () => () => {},
} as unknown as Database;

async function appWithJobs(jobs: Array<{ name: string; run: () => Promise<unknown> }>) {
  const app = Fastify();
  await app.register(backgroundPlugin);
  await app.register(databasePlugin, { database: noDatabase });
  await app.register(metricsPlugin, { token: TOKEN });
  for (const job of jobs) scheduleJob(app, { ...job, lock: job.name, intervalMs: HOUR });
  await app.ready();
  await app.background.settled();
  return app;
}

describe('scheduleJob', () => {
  it('counts each turn of a job for the metrics: done or failed, with its duration', async () => {
    const app = await appWithJobs([
      { name: 'reward cycle', run: async () => 'done' },
      {
        name: 'housekeeping',
        run: async () => {
          throw new Error('database gone');
        },
      },
    ]);
    const text = await app.metricsRegistry.metrics();
    expect(text).toMatch(/^forkpoint_job_runs_total\{job="reward_cycle",outcome="done"\} 1$/m);
    expect(text).toMatch(/^forkpoint_job_runs_total\{job="housekeeping",outcome="failed"\} 1$/m);
    expect(text).toMatch(/^forkpoint_job_duration_seconds_count\{job="reward_cycle"\} 1$/m);
    await app.close();
  });
});

import type { FastifyInstance } from 'fastify';
import { ifAdvisoryLockFree } from '../../db/advisory-lock';
import { runRewardCycle, type PostingMode } from './lifecycle';

/** The advisory lock one instance runs the cycle under (db/advisory-lock.ts). */
export const REWARD_CYCLE_LOCK = 'forkpoint:reward-cycle';

/** Deferred rewards end to the hour, VIP years at midnight: an hourly cycle is close enough for both. */
export const REWARD_CYCLE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the reward lifecycle's timed steps (lifecycle.ts) every hour while the server is up, one run at a
 * time; imports run the same steps as they arrive. A failed run is logged and the next one tries again.
 */
export function scheduleRewardCycle(app: FastifyInstance, options: { postingMode: PostingMode }): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Every instance schedules the cycle; whichever takes the lock runs it, the others skip that hour.
      await ifAdvisoryLockFree(app.database, REWARD_CYCLE_LOCK, () =>
        runRewardCycle(app.database.db, {
          partners: app.partners.list(),
          now: app.clock(),
          postingMode: options.postingMode,
        }),
      );
    } catch (error) {
      app.log.error({ err: error }, 'reward cycle failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), REWARD_CYCLE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    app.background.run('reward cycle', tick);
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

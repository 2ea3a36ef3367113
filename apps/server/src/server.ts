import { buildApp } from './app';
import { prepare } from './bootstrap';
import { EnvError, loadEnv } from './config/env';
import { PartnerFileError } from './modules/partners/partner-files';
import { loggerOptions } from './lib/logging';
import { scheduleRewardCycle } from './modules/rewards/cycle-scheduler';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping';

/** The listener: validates the environment, prepares the database, serves, shuts down cleanly. */
async function main() {
  const env = loadEnv();
  const { database, partners, migrationsApplied, contentSeededFor } = await prepare(env);
  const app = await buildApp({
    env,
    database,
    partners,
    logger: loggerOptions(env.LOG_LEVEL),
  });
  // The listener runs the reward lifecycle's timed steps; tests run them at the moments they choose.
  scheduleRewardCycle(app, { postingMode: env.REWARD_POSTING });
  // Hourly: impressions summarized by day and their raw records pruned, outbox mails pruned (issue 28).
  scheduleHousekeeping(app, env);
  app.log.info(
    {
      engine: database.engine,
      partners: partners.length,
      migrationsApplied,
      contentSeededFor: contentSeededFor.length,
    },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Health answers 'draining' for SHUTDOWN_DRAIN_MS (a balancer's probe interval or two) before the listener closes.
    const drainMs = env.SHUTDOWN_DRAIN_MS;
    const force = setTimeout(() => process.exit(1), drainMs + 10_000).unref();
    try {
      // SIGTERM is how an orchestrator retires an instance: health says 'draining' first, so the load
      // balancer stops sending traffic while the calls already on their way are still served.
      if (signal === 'SIGTERM') {
        app.drain();
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof PartnerFileError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

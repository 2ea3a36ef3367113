import { buildApp } from './app';
import { prepare } from './bootstrap';
import { EnvError, loadEnv } from './config/env';
import { PartnerFileError } from './modules/partners/partner-files';
import { loggerOptions } from './lib/http/logging';
import { REWARD_CYCLE_INTERVAL_MS, REWARD_CYCLE_LOCK, runRewardCycle } from './modules/rewards/lifecycle';
import { HOUSEKEEPING_INTERVAL_MS, HOUSEKEEPING_LOCK, runHousekeeping } from './modules/housekeeping/housekeeping';
import { scheduleJob } from './plugins/scheduled-job';
import {
  ACTIVATION_INVITATIONS_INTERVAL_MS,
  ACTIVATION_INVITATIONS_LOCK,
  sendDueInvitations,
} from './modules/members/activation-invitations';
import { partnerOrigin } from './lib/http/public-origin';
import { sendDueNotifications } from './modules/notifications/send-notifications';
import { EARN_NOTIFICATIONS_INTERVAL_MS, EARN_NOTIFICATIONS_LOCK } from './modules/notifications/notification-timing';

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
  scheduleJob(app, {
    name: 'reward cycle',
    lock: REWARD_CYCLE_LOCK,
    intervalMs: REWARD_CYCLE_INTERVAL_MS,
    run: () =>
      runRewardCycle(app.database.db, {
        partners: app.partners.list(),
        now: app.clock(),
        postingMode: env.REWARD_POSTING,
      }),
  });
  // Hourly: impressions summarized by day and their raw records pruned, outbox mails pruned (issue 28).
  scheduleJob(app, {
    name: 'housekeeping',
    lock: HOUSEKEEPING_LOCK,
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    run: () =>
      runHousekeeping(app.database.db, {
        partnerCodes: app.partners.list().map((partner) => partner.code),
        now: app.clock(),
        impressionsRetentionDays: env.IMPRESSIONS_RETENTION_DAYS,
        outboxRetentionHours: env.EMAIL_OUTBOX_RETENTION_HOURS,
        errorReportsRetentionDays: env.ERROR_REPORTS_RETENTION_DAYS,
      }),
    logOutcome: (counts) => ({ ...counts }),
  });
  // The activation campaigns' invitations, ACTIVATION_MAILS_PER_MINUTE at most (docs/member-file.md).
  scheduleJob(app, {
    name: 'activation invitations',
    lock: ACTIVATION_INVITATIONS_LOCK,
    intervalMs: ACTIVATION_INVITATIONS_INTERVAL_MS,
    run: () =>
      sendDueInvitations({
        db: app.database.db,
        mailer: app.mailer,
        partners: app.partners.list(),
        now: app.clock(),
        limit: env.ACTIVATION_MAILS_PER_MINUTE,
        secret: env.SESSION_SECRET,
        originOf: (partner) => partnerOrigin(partner, env.PORT),
      }),
    logOutcome: (run) => (run.sent + run.skipped > 0 ? { ...run } : null),
  });
  // "You just earned" (issue 35): the waiting notices, several together, none in quiet hours.
  scheduleJob(app, {
    name: 'earn notifications',
    lock: EARN_NOTIFICATIONS_LOCK,
    intervalMs: EARN_NOTIFICATIONS_INTERVAL_MS,
    run: () =>
      sendDueNotifications({
        db: app.database.db,
        mailer: app.mailer,
        push: app.pushSender,
        partners: app.partners.list(),
        now: app.clock(),
        windowMs: env.EARN_NOTIFICATION_COALESCE_SECONDS * 1000,
        secret: env.SESSION_SECRET,
        originOf: (partner) => partnerOrigin(partner, env.PORT),
      }),
    logOutcome: (run) => (run.sent + run.cancelled > 0 ? { ...run } : null),
  });
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

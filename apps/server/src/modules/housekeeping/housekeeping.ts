import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { DB } from '../../db/schema';
import { ifAdvisoryLockFree } from '../../db/advisory-lock';
import { pruneSummarizedDays, summarizeFinishedDays } from '../impressions/daily-rollup';
import { pruneOutbox } from '../outbox/mailer';

/** The advisory lock one instance runs the housekeeping under (db/advisory-lock.ts). */
export const HOUSEKEEPING_LOCK = 'forkpoint:housekeeping';

/** Days are UTC days and mails live hours: an hourly run is close enough for both. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface HousekeepingOptions {
  /** The partners whose finished days are summarized. */
  partnerCodes: readonly string[];
  now: Date;
  /** IMPRESSIONS_RETENTION_DAYS: raw impression records are kept this long after their day's summary. */
  impressionsRetentionDays: number;
  /** EMAIL_OUTBOX_RETENTION_HOURS: outbox mails (no SMTP) are kept this long. */
  outboxRetentionHours: number;
}

export interface HousekeepingReport {
  daysSummarized: number;
  impressionsDeleted: number;
  mailsDeleted: number;
}

/**
 * What keeps the tables that grow with traffic bounded (issue 28): each partner's finished days of impressions
 * summarized into impression_days, the raw records of days summarized IMPRESSIONS_RETENTION_DAYS ago deleted,
 * and outbox mails (their one-time links in clear where there is no SMTP) older than EMAIL_OUTBOX_RETENTION_HOURS
 * deleted.
 */
export async function runHousekeeping(db: Kysely<DB>, options: HousekeepingOptions): Promise<HousekeepingReport> {
  let daysSummarized = 0;
  for (const partnerCode of options.partnerCodes) {
    daysSummarized += (await summarizeFinishedDays(db, partnerCode, options.now)).length;
  }
  const impressionsDeleted = await pruneSummarizedDays(db, options.now, options.impressionsRetentionDays);
  const mailsDeleted = await pruneOutbox(db, options.now, options.outboxRetentionHours);
  return { daysSummarized, impressionsDeleted, mailsDeleted };
}

/**
 * Runs the housekeeping at start and every hour while the server is up, one run at a time; every instance
 * schedules it, whichever takes the lock runs it. A failed run is logged and the next one tries again.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  env: Pick<Env, 'IMPRESSIONS_RETENTION_DAYS' | 'EMAIL_OUTBOX_RETENTION_HOURS'>,
): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await ifAdvisoryLockFree(app.database, HOUSEKEEPING_LOCK, () =>
        runHousekeeping(app.database.db, {
          partnerCodes: app.partners.list().map((partner) => partner.code),
          now: app.clock(),
          impressionsRetentionDays: env.IMPRESSIONS_RETENTION_DAYS,
          outboxRetentionHours: env.EMAIL_OUTBOX_RETENTION_HOURS,
        }),
      );
      if (outcome.ran) app.log.info(outcome.value, 'housekeeping done');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    app.background.run('housekeeping', tick);
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

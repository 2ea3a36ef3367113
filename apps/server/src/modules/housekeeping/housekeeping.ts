import type { Kysely } from 'kysely';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import { refreshLifecycles } from '../catalog/restaurants/lifecycle-refresh';
import { pruneSummarizedDays, summarizeFinishedDays } from '../impressions/daily-rollup';
import { pruneOutbox } from '../outbox/mailer';
import { pruneErrorReports } from '../error-reports/repository';

/** The advisory lock one instance runs the housekeeping under (db/advisory-lock.ts). */
export const HOUSEKEEPING_LOCK = 'forkpoint:housekeeping';

/** Days are UTC days and mails live hours: an hourly run is close enough for both. */
export const HOUSEKEEPING_INTERVAL_MS = HOUR_MS;

export interface HousekeepingOptions {
  /** The partners whose finished days are summarized. */
  partnerCodes: readonly string[];
  now: Date;
  /** IMPRESSIONS_RETENTION_DAYS: raw impression records are kept this long after their day's summary. */
  impressionsRetentionDays: number;
  /** EMAIL_OUTBOX_RETENTION_HOURS: outbox mails (no SMTP) are kept this long. */
  outboxRetentionHours: number;
  /** ERROR_REPORTS_RETENTION_DAYS: the local receiver's reports are kept this long. */
  errorReportsRetentionDays: number;
}

export interface HousekeepingReport {
  daysSummarized: number;
  impressionsDeleted: number;
  mailsDeleted: number;
  errorReportsDeleted: number;
  /** Restaurants whose first or last day came (coming soon → open, leaving soon → out of search). */
  restaurantsRefreshed: number;
}

/**
 * What keeps the tables that grow with traffic bounded (issue 28): each partner's finished days of impressions
 * summarized into impression_days, the raw records of days summarized IMPRESSIONS_RETENTION_DAYS ago deleted,
 * and outbox mails (their one-time links in clear where there is no SMTP) older than EMAIL_OUTBOX_RETENTION_HOURS
 * deleted, error reports older than ERROR_REPORTS_RETENTION_DAYS deleted; and restaurants whose first or last day has come on their clock given the status it brings
 * (catalog/restaurants/lifecycle-refresh.ts).
 */
export async function runHousekeeping(db: Kysely<DB>, options: HousekeepingOptions): Promise<HousekeepingReport> {
  let daysSummarized = 0;
  for (const partnerCode of options.partnerCodes) {
    daysSummarized += (await summarizeFinishedDays(db, partnerCode, options.now)).length;
  }
  const impressionsDeleted = await pruneSummarizedDays(db, options.now, options.impressionsRetentionDays);
  const mailsDeleted = await pruneOutbox(db, options.now, options.outboxRetentionHours);
  const errorReportsDeleted = await pruneErrorReports(db, options.now, options.errorReportsRetentionDays);
  const restaurantsRefreshed = await refreshLifecycles(db, options.now);
  return { daysSummarized, impressionsDeleted, mailsDeleted, errorReportsDeleted, restaurantsRefreshed };
}

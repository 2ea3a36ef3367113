import type { Kysely } from 'kysely';
import type { ErrorReport } from '@forkpoint/shared/contracts/error-reports';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import type { ErrorReportInput } from './report-of-event';

type Db = Kysely<DB>;

/** Stores a scrubbed report; the same SDK event sent twice is stored once. */
export async function insertErrorReport(
  db: Db,
  partnerCode: string,
  report: ErrorReportInput,
  now: Date,
): Promise<void> {
  await db
    .insertInto('error_reports')
    .values({
      received_at: now,
      partner_code: partnerCode,
      source: report.source,
      event_id: report.eventId,
      level: report.level,
      type: report.type,
      message: report.message,
      stack: report.stack,
      request_id: report.requestId,
      url: report.url,
      release: report.release,
    })
    .onConflict((conflict) => conflict.columns(['partner_code', 'event_id']).doNothing())
    .execute();
}

export async function latestErrorReports(db: Db, partnerCode: string, limit: number): Promise<ErrorReport[]> {
  const rows = await db
    .selectFrom('error_reports')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    receivedAt: new Date(row.received_at).toISOString(),
    source: row.source,
    level: row.level,
    type: row.type,
    message: row.message,
    stack: row.stack,
    requestId: row.request_id,
    url: row.url,
    release: row.release,
  }));
}

/** Deletes reports older than `retentionDays` (the hourly housekeeping); answers how many went. */
export async function pruneErrorReports(db: Db, now: Date, retentionDays: number): Promise<number> {
  const result = await db
    .deleteFrom('error_reports')
    .where('received_at', '<', new Date(now.getTime() - retentionDays * DAY_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

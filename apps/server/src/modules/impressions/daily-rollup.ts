import { sql, type Kysely } from 'kysely';
import type { AnalyticsDay } from '@forkpoint/shared/contracts/analytics';
import { DAY_MS, MINUTE_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import { dayTotals, eventCounts, topPages, type DayRange } from './daily-repository';

/**
 * The kept daily summaries (issue 28, defect 8; migrations/0068): the hourly housekeeping (modules/housekeeping)
 * writes each finished UTC day's summary of a partner's impressions to impression_days, then deletes that day's
 * raw records IMPRESSIONS_RETENTION_DAYS after the summary was made. The support console's daily summary
 * (daily-summary.ts) reads kept days from here and only the days after them from the raw records.
 */

/**
 * A day is summarized this long after it ended: a record another instance stamped just before midnight has been
 * committed by then. Records are dated by the server's clock (received_at), so a finished day gets no more.
 */
export const SUMMARY_GRACE_MS = 10 * MINUTE_MS;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const midnight = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);
const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** One day's summary from the raw records: the three grouped queries of the live summary over that day. */
export async function summarizeDay(db: Kysely<DB>, partnerCode: string, date: string): Promise<AnalyticsDay> {
  const start = midnight(date);
  const range: DayRange = { partnerCode, start, end: new Date(start.getTime() + DAY_MS) };
  const [totals, pages, events] = await Promise.all([
    dayTotals(db, range),
    topPages(db, range),
    eventCounts(db, range),
  ]);
  const row = totals[0];
  return {
    date,
    pageViews: Number(row?.page_views ?? 0),
    uniqueVisitors: Number(row?.unique_visitors ?? 0),
    uniqueMembers: Number(row?.unique_members ?? 0),
    carouselImpressions: Number(row?.carousel_impressions ?? 0),
    topPages: pages.map((page) => ({ path: page.path, views: Number(page.views) })),
    events: events.map((event) => ({ name: event.name, count: Number(event.count) })),
  };
}

/**
 * Writes the summary of every finished day of the partner that has raw records and no kept summary yet, oldest
 * first, walking the days that have records (an index probe each: the raw table holds only the kept days).
 * Answers the days written.
 */
export async function summarizeFinishedDays(db: Kysely<DB>, partnerCode: string, now: Date): Promise<string[]> {
  const finishedBefore = dayStart(new Date(now.getTime() - SUMMARY_GRACE_MS));
  const written: string[] = [];
  let from: Date | null = null;
  for (;;) {
    let next = db
      .selectFrom('impressions')
      .select((eb) => eb.fn.min('received_at').as('first'))
      .where('partner_code', '=', partnerCode)
      .where('received_at', '<', finishedBefore);
    if (from) next = next.where('received_at', '>=', from);
    const first = (await next.executeTakeFirst())?.first;
    if (!first) return written;
    const start = dayStart(new Date(first));
    const date = isoDay(start);
    from = new Date(start.getTime() + DAY_MS);
    const kept = await db
      .selectFrom('impression_days')
      .select('partner_code')
      .where('partner_code', '=', partnerCode)
      .where('day', '=', date)
      .executeTakeFirst();
    if (kept) continue;
    const day = await summarizeDay(db, partnerCode, date);
    await db
      .insertInto('impression_days')
      .values({
        partner_code: partnerCode,
        day: date,
        page_views: day.pageViews,
        unique_visitors: day.uniqueVisitors,
        unique_members: day.uniqueMembers,
        carousel_impressions: day.carouselImpressions,
        top_pages: JSON.stringify(day.topPages),
        events: JSON.stringify(day.events),
        summarized_at: now,
      })
      .onConflict((oc) => oc.columns(['partner_code', 'day']).doNothing())
      .execute();
    written.push(date);
  }
}

/**
 * Deletes the raw records of every day whose summary was made at least `retentionDays` ago, a day at a time
 * (one indexed range each, in a transaction with the mark), and marks the day pruned. Answers the records deleted.
 */
export async function pruneSummarizedDays(db: Kysely<DB>, now: Date, retentionDays: number): Promise<number> {
  const due = await db
    .selectFrom('impression_days')
    .select(['partner_code', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
    .where('raw_pruned_at', 'is', null)
    .where('summarized_at', '<=', new Date(now.getTime() - retentionDays * DAY_MS))
    .orderBy('day')
    .execute();
  let deleted = 0;
  for (const { partner_code: partnerCode, day } of due) {
    const start = midnight(day);
    deleted += await db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('impressions')
        .where('partner_code', '=', partnerCode)
        .where('received_at', '>=', start)
        .where('received_at', '<', new Date(start.getTime() + DAY_MS))
        .executeTakeFirst();
      await trx
        .updateTable('impression_days')
        .set({ raw_pruned_at: now })
        .where('partner_code', '=', partnerCode)
        .where('day', '=', day)
        .execute();
      return Number(result.numDeletedRows);
    });
  }
  return deleted;
}

/** The kept summaries of a partner's days in [from, to] (ISO dates, both included), oldest first. */
export async function keptDays(
  db: Kysely<DB>,
  partnerCode: string,
  range: { from: string; to: string },
): Promise<AnalyticsDay[]> {
  const rows = await db
    .selectFrom('impression_days')
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'),
      'page_views',
      'unique_visitors',
      'unique_members',
      'carousel_impressions',
      'top_pages',
      'events',
    ])
    .where('partner_code', '=', partnerCode)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({
    date: row.date,
    pageViews: row.page_views,
    uniqueVisitors: row.unique_visitors,
    uniqueMembers: row.unique_members,
    carouselImpressions: row.carousel_impressions,
    topPages: row.top_pages as AnalyticsDay['topPages'],
    events: row.events as AnalyticsDay['events'],
  }));
}

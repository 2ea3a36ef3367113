import type { Kysely } from 'kysely';
import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsDailyQuery,
  type AnalyticsDailyResponse,
  type AnalyticsDay,
} from '@forkpoint/shared/contracts/analytics';
import { addDays } from '@forkpoint/shared/dates/calendar-days';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import { isoDay, keptDays, midnight } from './daily-rollup';
import { dayTotals, eventCounts, topPages } from './daily-repository';

/** The range asked for, or the last ANALYTICS_DEFAULT_DAYS days to today (UTC); one date alone is one day. */
export function resolveRange(query: AnalyticsDailyQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? (query.from ? query.from : isoDay(now));
  const from = query.from ?? (query.to ? query.to : addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1)));
  return { from, to };
}

/**
 * The daily page-analytics summary of one partner (issue 17 item 5): every day of the range with its page
 * views, unique visitors and members, carousel impressions, top pages and events by name. The days the
 * housekeeping summarized are read from their kept summaries (daily-rollup.ts: their raw records may be gone);
 * the days after the last of them, from the raw records, three grouped queries put together by day here. A day
 * without records has zeros.
 */
export async function dailySummary(
  db: Kysely<DB>,
  partnerCode: string,
  query: AnalyticsDailyQuery,
  now: Date,
): Promise<AnalyticsDailyResponse> {
  const { from, to } = resolveRange(query, now);
  const start = midnight(from);
  const end = new Date(midnight(to).getTime() + DAY_MS);
  const kept = await keptDays(db, partnerCode, { from, to });
  const lastKept = kept.at(-1);
  // Housekeeping summarizes every finished day that has records, so a day before the last kept one is kept or empty.
  const liveStart = lastKept ? new Date(midnight(lastKept.date).getTime() + DAY_MS) : start;
  const range = { partnerCode, start: liveStart, end };
  const [totals, pages, events] =
    liveStart < end
      ? await Promise.all([dayTotals(db, range), topPages(db, range), eventCounts(db, range)])
      : [[], [], []];

  const days = new Map<string, AnalyticsDay>();
  for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) {
    const date = isoDay(new Date(at));
    days.set(date, {
      date,
      pageViews: 0,
      uniqueVisitors: 0,
      uniqueMembers: 0,
      carouselImpressions: 0,
      topPages: [],
      events: [],
    });
  }
  for (const day of kept) days.set(day.date, day);
  for (const row of totals) {
    const entry = days.get(row.day);
    if (!entry) continue;
    entry.pageViews = Number(row.page_views);
    entry.uniqueVisitors = Number(row.unique_visitors);
    entry.uniqueMembers = Number(row.unique_members);
    entry.carouselImpressions = Number(row.carousel_impressions);
  }
  for (const row of pages) days.get(row.day)?.topPages.push({ path: row.path, views: Number(row.views) });
  for (const row of events) days.get(row.day)?.events.push({ name: row.name, count: Number(row.count) });
  return { partnerCode, from, to, days: [...days.values()] };
}

import type { Kysely } from 'kysely';
import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsDailyQuery,
  type AnalyticsDailyResponse,
  type AnalyticsDay,
} from '@forkpoint/shared/contracts/analytics';
import type { DB } from '../../db/schema';
import { dayTotals, eventCounts, topPages } from './daily-repository';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/** The range asked for, or the last ANALYTICS_DEFAULT_DAYS days to today (UTC); one date alone is one day. */
export function resolveRange(query: AnalyticsDailyQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? (query.from ? query.from : isoDay(now));
  const from =
    query.from ??
    (query.to ? query.to : isoDay(new Date(midnight(to).getTime() - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS)));
  return { from, to };
}

/**
 * The daily page-analytics summary of one partner (issue 17 item 5): every day of the range with its page
 * views, unique visitors and members, carousel impressions, top pages and events by name. Three grouped
 * queries over the range, put together by day here; a day without records has zeros.
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
  const range = { partnerCode, start, end };
  const [totals, pages, events] = await Promise.all([
    dayTotals(db, range),
    topPages(db, range),
    eventCounts(db, range),
  ]);

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

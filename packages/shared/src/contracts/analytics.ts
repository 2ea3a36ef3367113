import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { daysBetween as calendarDaysBetween } from '../dates/calendar-days';

/**
 * The daily page-analytics summary per partner for support (issue 17 item 5; docs/decisions/0020):
 * GET /api/Support/Analytics/Daily?from&to. Days are UTC calendar days of when the server received the
 * records. Imported by path, never from the package index (a staff screen's contract).
 */

export const ANALYTICS_DAILY_PATH = '/api/Support/Analytics/Daily';
/** The widest range one call answers; a longer one is a 400. */
export const ANALYTICS_MAX_DAYS = 92;
/** The range when the query names none: the last seven days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 7;
/** Pages listed per day, most viewed first. */
export const ANALYTICS_TOP_PAGES = 5;

const isoDate = calendarDate('Use a date like 2026-11-24.');

/** Whole days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number => calendarDaysBetween(from, to) + 1;

export const analyticsDailyQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date is after the end date.',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= ANALYTICS_MAX_DAYS, {
    message: `Choose at most ${ANALYTICS_MAX_DAYS} days.`,
    path: ['to'],
  });
export type AnalyticsDailyQuery = z.infer<typeof analyticsDailyQuerySchema>;

const count = z.number().int().min(0);

export const analyticsDaySchema = z.object({
  date: z.iso.date(),
  pageViews: count,
  /** Distinct visitor cookies among the day's records (page views, impressions and events). */
  uniqueVisitors: count,
  /** Distinct signed-in members among the day's records. */
  uniqueMembers: count,
  /** Merchants seen in a carousel (records with a merchant and no event). */
  carouselImpressions: count,
  /** The day's most viewed paths (query left out), most first. */
  topPages: z.array(z.object({ path: z.string(), views: count })),
  /** The page's analytics events other than page views, by name, most first. */
  events: z.array(z.object({ name: z.string(), count })),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsDailyResponseSchema = z.object({
  partnerCode: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every day of the range, oldest first; a day without records has zeros. */
  days: z.array(analyticsDaySchema),
});
export type AnalyticsDailyResponse = z.infer<typeof analyticsDailyResponseSchema>;

import { DAYS_OF_WEEK, type DayOfWeek } from '../contracts/merchant-constants';

/**
 * Calendar days as 'YYYY-MM-DD' (a restaurant's local date, an offer's start, a reward's local_date) and local
 * wall times as 'YYYY-MM-DDTHH:MM'. No time zone is involved: the arithmetic is done on UTC midnights, where
 * every day is exactly DAY_MS long, so it is exact for any date from year 100 to 9999.
 */

// durations.ts's units, restated rather than imported: the web bundles this file into lazy route chunks, and an
// import of durations.ts would give those chunks one more file to load (measured, decision 0035).
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Days since 1970-01-01 of a 'YYYY-MM-DD' date (an ISO moment is read as the day it is written in, its first
 * ten characters); NaN when it is no calendar day (2021-02-30, month 13).
 */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Date.UTC reads years 0 to 99 as 1900 to 1999: no date the platform keeps is that old.
  const time = new Date(Date.UTC(year, month - 1, day));
  // A day past the month's end rolls over into the next month; such a date is no day.
  return time.getUTCMonth() === month - 1 && time.getUTCDate() === day ? time.getTime() / DAY_MS : Number.NaN;
}

/** The 'YYYY-MM-DD' of a day number (dayNumber's inverse). Throws a RangeError for NaN. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whether `date` is a real calendar day. */
export const isCalendarDay = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(dayNumber(date));

/** The day number of the UTC calendar day an instant falls on. */
export const utcDayNumber = (at: Date): number => Math.floor(at.getTime() / DAY_MS);

/** The UTC calendar day ('YYYY-MM-DD') an instant falls on. */
export const utcDateOf = (at: Date): string => at.toISOString().slice(0, 10);

/** 'YYYY-MM-DD' moved by `days` (negative goes back). Throws a RangeError when `date` is no calendar day. */
export const addDays = (date: string, days: number): string => dateOfDay(dayNumber(date) + days);

/** Calendar days from `from` to `to`: 1 from a Monday to the Tuesday after, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** Orders two 'YYYY-MM-DD' dates: negative when `a` is earlier, 0 the same day, positive later. */
export const compareDays = (a: string, b: string): number => dayNumber(a) - dayNumber(b);

/** The weekday of a 'YYYY-MM-DD' date ('Sun' … 'Sat'). */
export function weekdayOf(date: string): DayOfWeek {
  // Day 0, 1970-01-01, was a Thursday (index 4).
  return DAYS_OF_WEEK[(((dayNumber(date) + 4) % 7) + 7) % 7]!;
}

/** A local wall time 'YYYY-MM-DDTHH:MM' read as if it were UTC, in milliseconds since 1970 (NaN when no day). */
export const wallTimeMs = (local: string): number =>
  dayNumber(local) * DAY_MS + (Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16))) * MINUTE_MS;

/** A local wall time 'YYYY-MM-DDTHH:MM' moved by `minutes` on the calendar (its time zone is applied later). */
export const addWallMinutes = (local: string, minutes: number): string =>
  new Date(wallTimeMs(local) + minutes * MINUTE_MS).toISOString().slice(0, 16);

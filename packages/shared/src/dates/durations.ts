/**
 * Lengths of elapsed time in milliseconds: the one place these numbers are written (eslint.config.js refuses
 * the literals anywhere else). Write a length as a count times a unit, `NO_SHOW_WINDOW_DAYS * DAY_MS`, so the
 * unit is read, not counted in zeros. A DAY_MS is 24 hours of elapsed time, not a calendar day: a restaurant's
 * day across a daylight-saving change is 23 or 25 hours, so calendar days are counted with calendar-days.ts.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

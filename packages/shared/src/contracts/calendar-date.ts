import { z } from 'zod';

/**
 * A date of the calendar as YYYY-MM-DD. zod's ISO date takes the year 0000 (its leap-day rule matches 0000-02-29),
 * which PostgreSQL's date has not: such a filter reached the database and answered 500 (found by the contract
 * fuzz test). The first year is 0001.
 */
export const calendarDate = (message: string) =>
  z.iso.date(message).refine((date) => !date.startsWith('0000-'), message);

import type { MealServed } from '@forkpoint/shared';
import { MINUTE_MS } from '@forkpoint/shared/dates/durations';
import { localClockIn, zoneNameIn } from '@forkpoint/shared/dates/zoned-clock';

/**
 * The stand-in's ordering hours and ready times. The catalog has no opening hours, only the meals a
 * restaurant serves, so the hours follow them: from the earliest meal's start to the latest meal's end,
 * every day, on the restaurant's own clock (merchants.time_zone).
 */

const MINUTES_PER_DAY = 24 * 60;
const OPENS: Readonly<Record<MealServed, number>> = {
  breakfast: 7 * 60,
  brunch: 9 * 60,
  lunch: 11 * 60,
  dinner: 17 * 60,
  'late night': 20 * 60,
};
const CLOSES: Readonly<Record<MealServed, number>> = {
  breakfast: 14 * 60,
  brunch: 15 * 60,
  lunch: 15 * 60,
  dinner: 22 * 60,
  'late night': MINUTES_PER_DAY,
};
const ALL_DAY = { opens: 11 * 60, closes: 21 * 60 };

/** Minutes after local midnight; closes may be 1440 (midnight). */
export interface OrderingHours {
  opens: number;
  closes: number;
}

export function orderingHoursOf(meals: readonly string[]): OrderingHours {
  const known = meals.filter((meal): meal is MealServed => Object.hasOwn(OPENS, meal));
  if (known.length === 0) return ALL_DAY;
  return { opens: Math.min(...known.map((m) => OPENS[m])), closes: Math.max(...known.map((m) => CLOSES[m])) };
}

/** "HH:MM" (1440 is "24:00", midnight at the end of the day). */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface LocalTime {
  /** "2030-06-01T19:45" */
  local: string;
  minutes: number;
  zoneName: string;
}

/** The wall clock in `timeZone` at `at`, with the zone's short name for the receipt. */
export function localTimeIn(timeZone: string, at: Date): LocalTime {
  const clock = localClockIn(timeZone, at);
  return {
    local: `${clock.date}T${clockText(clock.minutes)}`,
    minutes: clock.minutes,
    zoneName: zoneNameIn(timeZone, at),
  };
}

/** Whether an order placed at `at` can be ready before closing time. */
export function takesOrdersNow(hours: OrderingHours, timeZone: string, at: Date, prepMinutes: number): boolean {
  const { minutes } = localTimeIn(timeZone, at);
  return minutes >= hours.opens && minutes + prepMinutes <= hours.closes;
}

export interface ReadyTime extends LocalTime {
  at: Date;
  /** The restaurant was closed: the order is made when it next opens. */
  scheduled: boolean;
}

const FIVE_MINUTES_MS = 5 * MINUTE_MS;

/**
 * When an order placed at `now` is ready (or delivered): `prepMinutes` later, rounded up to five minutes,
 * or that long after the next opening when the restaurant cannot make it before closing.
 */
export function readyTime(hours: OrderingHours, timeZone: string, now: Date, prepMinutes: number): ReadyTime {
  const scheduled = !takesOrdersNow(hours, timeZone, now, prepMinutes);
  let start = now;
  if (scheduled) {
    const { minutes } = localTimeIn(timeZone, now);
    const wait = minutes < hours.opens ? hours.opens - minutes : MINUTES_PER_DAY - minutes + hours.opens;
    start = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + wait * MINUTE_MS);
    // Across a daylight-saving change the wall clock moves by an hour: land on the opening time itself.
    const drift = localTimeIn(timeZone, start).minutes - hours.opens;
    if (drift !== 0 && Math.abs(drift) <= 60) start = new Date(start.getTime() - drift * MINUTE_MS);
  }
  const at = new Date(Math.ceil((start.getTime() + prepMinutes * MINUTE_MS) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS);
  return { at, scheduled, ...localTimeIn(timeZone, at) };
}

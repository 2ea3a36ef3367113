import { RESERVATION_RULES } from '@forkpoint/shared/contracts/reservation-constants';

/**
 * The widget's calendar (spec part 2 §4: date, time and party size; 19:00 and a party of 2 by default; dates
 * from one day back to one year ahead) and how dates and times read in words. Dates are yyyy-mm-dd and times
 * HH:MM as the calls carry them; both are the restaurant's local ones, so they are read without time zones.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's calendar day as yyyy-mm-dd. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export interface DateWindow {
  min: string;
  max: string;
  today: string;
}

/**
 * Now on the restaurant's calendar and clock, as YYYY-MM-DDTHH:MM (the form the widget's date and time take), read
 * in its time zone: a phone in another zone (a member planning a trip) must not judge a restaurant's time by its
 * own clock. This device's clock where the zone is unknown or not one this browser knows.
 */
export function restaurantNow(now: Date, timeZone: string | null | undefined): string {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(now);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
      return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
    } catch {
      // An unknown zone: fall through to this device's clock.
    }
  }
  return `${isoDay(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** One day back to one year ahead of today: the native date input's min and max. */
export function dateWindow(now: Date): DateWindow {
  return {
    min: isoDay(addDays(now, -RESERVATION_RULES.windowDaysBack)),
    max: isoDay(addDays(now, RESERVATION_RULES.windowDaysAhead)),
    today: isoDay(now),
  };
}

/** The last day a restaurant taking bookings `days` ahead accepts. */
export function lastBookableDay(now: Date, days: number): string {
  return isoDay(addDays(now, days));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isInWindow(day: string, window: DateWindow): boolean {
  return DAY.test(day) && day >= window.min && day <= window.max;
}

/** Every time of the 15-minute grid, 00:00 to 23:45. */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / RESERVATION_RULES.slotMinutes },
  (_, index) => {
    const minutes = index * RESERVATION_RULES.slotMinutes;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  },
);

export const isGridTime = (time: string) => TIME_OPTIONS.includes(time);

/** The party sizes the widget offers; a larger party calls the restaurant (each has its own limit anyway). */
export const PARTY_SIZE_OPTIONS: readonly number[] = Array.from({ length: 20 }, (_, index) => index + 1);

export const partyWords = (size: number) => (size === 1 ? '1 person' : `${size} people`);

/** "7:00 PM" for "19:00". */
export function timeWords(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(minutes)} ${suffix}`;
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function asUtcDay(day: string): Date | null {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Friday, November 20, 2026"; the text itself when it is not a date. */
export function dayWords(day: string): string {
  const date = asUtcDay(day);
  return date ? LONG_DAY.format(date) : day;
}

/** "Fri, Nov 20". */
export function shortDayWords(day: string): string {
  const date = asUtcDay(day);
  return date ? SHORT_DAY.format(date) : day;
}

/** "30 minutes", "2 hours", "1 hour 30 minutes". */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 || hours === 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

import { DAYS_OF_WEEK, type DayOfWeek } from '../contracts/merchant-constants';
import { wallTimeMs } from './calendar-days';

/**
 * A restaurant's clock: its local date, weekday and minute at an instant, in its IANA time zone
 * (merchants.time_zone), and back from a local wall time to the instant. The zone rules are the runtime's own
 * (Intl, the IANA database Node and the browsers ship and update), so no table of offsets is kept here.
 *
 * Speed (issue 29): the rewards engine reads the clock for every purchase of an import, and the server for
 * every card of a search, so Intl is asked once per zone and UTC quarter hour for the zone's offset and the
 * rest is arithmetic (1M purchases over a month: 2.3 s against about 14 s with formatToParts each).
 */

// durations.ts's units, restated rather than imported: the web bundles this file into the search page's chunks,
// and an import of durations.ts would give them one more file to load (measured, decision 0035).
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Where and when something happened, on the restaurant's own clock. */
export interface LocalClock {
  /** YYYY-MM-DD. */
  date: string;
  day: DayOfWeek;
  /** Minutes since local midnight. */
  minutes: number;
}

/** Fifteen minutes, the unit every zone's offset has been a whole number of since 1980. */
export const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Since 1980 every zone's offset has been whole quarter hours and changes only on a UTC quarter hour. */
const QUARTER_HOUR_OFFSETS_SINCE = Date.UTC(1980, 0, 1);

/** A key equal for two instants only when every zone's local date and offset are the same at both. */
export function calendarInstantKey(at: Date): string {
  const ms = at.getTime();
  return ms < QUARTER_HOUR_OFFSETS_SINCE ? `t${ms}` : `q${Math.floor(ms / QUARTER_HOUR_MS)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at an instant, read by Intl (a few microseconds: done once per zone and quarter hour). */
function wallClock(timeZone: string, at: Date): { date: string; minutes: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Offsets by zone and UTC quarter hour; bounded, as a server reads purchases of any date for years. */
const offsets = new Map<string, number>();
const MAX_OFFSETS = 50_000;

/** The zone's offset from UTC in minutes at an instant, looked up once per zone and quarter hour. */
function offsetMinutes(timeZone: string, at: Date): number {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = new Date(quarter * QUARTER_HOUR_MS);
    const wall = wallClock(timeZone, start);
    const wallMs = Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * MINUTE_MS;
    offset = Math.round((wallMs - start.getTime()) / MINUTE_MS);
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The restaurant's clock at an instant: its local date, weekday and minute. The zone's offset is read once per
 * quarter hour and the rest is arithmetic; before 1980 (offsets off the quarter hour) the wall clock is read
 * each time.
 */
export function localClockIn(timeZone: string, at: Date): LocalClock {
  if (at.getTime() < QUARTER_HOUR_OFFSETS_SINCE) {
    const wall = wallClock(timeZone, at);
    return { ...wall, day: DAYS_OF_WEEK[new Date(`${wall.date}T00:00:00Z`).getUTCDay()]! };
  }
  const local = new Date(at.getTime() + offsetMinutes(timeZone, at) * MINUTE_MS);
  return {
    date: local.toISOString().slice(0, 10),
    day: DAYS_OF_WEEK[local.getUTCDay()]!,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The restaurant's calendar date (YYYY-MM-DD) at an instant: "today" for its offers and its book. */
export const localDateIn = (timeZone: string, at: Date): string => localClockIn(timeZone, at).date;

/**
 * The instant of a local wall time ('YYYY-MM-DDTHH:MM') in a zone. A time the clocks skip (02:30 on a spring
 * change) is read with the offset before the change, so it lands an hour later; a time they repeat (01:30 on a
 * fall change) is the first of the two. Exact from 1980 (offsets on the quarter hour).
 */
export function instantIn(timeZone: string, local: string): Date {
  const wallMs = wallTimeMs(local);
  // No zone is more than 14 hours from UTC, so the offsets 14 hours either side are the ones that may apply
  // (no zone changes twice in a day); the earlier wins where both fit.
  const before = offsetMinutes(timeZone, new Date(wallMs - 14 * HOUR_MS));
  const after = offsetMinutes(timeZone, new Date(wallMs + 14 * HOUR_MS));
  for (const offset of before === after ? [before] : [before, after]) {
    const at = new Date(wallMs - offset * MINUTE_MS);
    if (offsetMinutes(timeZone, at) === offset) return at;
  }
  return new Date(wallMs - before * MINUTE_MS);
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant ("PDT", "EST"; "GMT-3" where the zone has none in English). */
export function zoneNameIn(timeZone: string, at: Date): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, format);
  }
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

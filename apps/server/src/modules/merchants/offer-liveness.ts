import type { MerchantOffer } from '@forkpoint/shared';
import { offerRunsOn } from '@forkpoint/shared/rules/earn-decision';

/**
 * Which of a merchant's offers are live: a Limited offer runs from its startsOn to its endsOn, both
 * days included, on the merchant's own calendar (its time zone), so an offer ending on the 3rd is
 * gone at midnight in Honolulu hours after it is gone in New York. Unlimited offers have no dates and
 * are always live. Every answer that carries offers (search, carousel, merchant page) passes them
 * through here at the request's "now"; the `benefitsFor=true` filter asks the same in SQL
 * (search-repository.ts, liveOfferSql).
 */

/**
 * Every time zone's offset from UTC has been a whole number of quarter hours since the 1970s, so a local
 * calendar date can only change at a UTC quarter hour: search pages with `benefitsFor=true` are kept per
 * quarter hour (search-cache.ts), and each zone's date is formatted once per quarter hour, not per card.
 */
export const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Before this (1980), some zones still ran offsets off the quarter hour; dates then are always formatted. */
const QUARTER_HOUR_OFFSETS_SINCE = Date.UTC(1980, 0, 1);

/** A key equal for two instants only when every zone's calendar date is the same at both. */
export function calendarInstantKey(at: Date): string {
  const ms = at.getTime();
  return ms < QUARTER_HOUR_OFFSETS_SINCE ? `t${ms}` : `q${Math.floor(ms / QUARTER_HOUR_MS)}`;
}

interface ZoneCalendar {
  format: Intl.DateTimeFormat;
  quarterHour: number;
  date: string;
}

const calendars = new Map<string, ZoneCalendar>();

/** The calendar date (YYYY-MM-DD) at `at` in an IANA time zone. */
export function localDateIn(timeZone: string, at: Date): string {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    // en-CA writes dates as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendar = { format, quarterHour: Number.NaN, date: '' };
    calendars.set(timeZone, calendar);
  }
  const ms = at.getTime();
  if (ms < QUARTER_HOUR_OFFSETS_SINCE) return calendar.format.format(at);
  const quarterHour = Math.floor(ms / QUARTER_HOUR_MS);
  if (calendar.quarterHour !== quarterHour) {
    calendar.date = calendar.format.format(at);
    calendar.quarterHour = quarterHour;
  }
  return calendar.date;
}

/** Whether an offer runs on `localDate` (YYYY-MM-DD); a missing start or end leaves that side open. */
export function isOfferLiveOn(offer: Pick<MerchantOffer, 'startsOn' | 'endsOn'>, localDate: string): boolean {
  return offerRunsOn(offer, localDate);
}

/** The offers live at `now` for a merchant in `timeZone`. */
export function liveOffers(offers: readonly MerchantOffer[], timeZone: string, now: Date): MerchantOffer[] {
  if (offers.length === 0) return [];
  const today = localDateIn(timeZone, now);
  return offers.filter((offer) => isOfferLiveOn(offer, today));
}

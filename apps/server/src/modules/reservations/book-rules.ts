import {
  RESERVATION_RULES,
  type AvailabilityOutcome,
  type BookingRefusal,
} from '@forkpoint/shared/contracts/reservation-constants';
import { addDays, addWallMinutes } from '@forkpoint/shared/dates/calendar-days';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@forkpoint/shared/dates/durations';

/**
 * The reservation book's rules as plain functions (docs/reservations.md "Rules"), so each is tested at its
 * boundary without a database: which table seats a party, how long it is kept, which slots of the asked
 * span can be offered and why none can, the two-hour overlap, and the booking provider's deactivation.
 */

/**
 * A table seats a party when it has enough seats and not more than two to spare: a party of two is never
 * given a six-top while smaller tables exist (restaurants keep large tables for large parties).
 */
export const TABLE_SPARE_SEATS = 2;

export function tableFits(seats: number, partySize: number): boolean {
  return seats >= partySize && seats <= partySize + TABLE_SPARE_SEATS;
}

/** The restaurant's settings the rules read (reservation_books). */
export interface BookSettings {
  minPartySize: number;
  maxPartySize: number;
  maxDaysAhead: number;
  minMinutesAhead: number;
  seatingMinutes: number;
  largePartyFrom: number;
  largeSeatingMinutes: number;
}

/** How long a party keeps its table: larger parties stay longer. Always whole slots. */
export function seatingMinutes(settings: BookSettings, partySize: number): number {
  return partySize >= settings.largePartyFrom ? settings.largeSeatingMinutes : settings.seatingMinutes;
}

/** The 15-minute slots a seating covers, from its start: the occupancy rows a booking writes. */
export function slotStartsOf(startsAt: Date, minutes: number): Date[] {
  const count = Math.ceil(minutes / RESERVATION_RULES.slotMinutes);
  return Array.from(
    { length: count },
    (_, k) => new Date(startsAt.getTime() + k * RESERVATION_RULES.slotMinutes * MINUTE_MS),
  );
}

/** The last day a restaurant still books, on its own calendar. */
export function lastBookableDate(settings: BookSettings, today: string): string {
  return addDays(today, settings.maxDaysAhead);
}

/** The earliest start a restaurant still books at `now`. */
export function earliestStart(settings: BookSettings, now: Date): Date {
  return new Date(now.getTime() + settings.minMinutesAhead * MINUTE_MS);
}

/** The party-size limits: the first rule a request meets. */
export function partyOutcome(settings: BookSettings, partySize: number): 'party_too_small' | 'party_too_large' | null {
  if (partySize < settings.minPartySize) return 'party_too_small';
  if (partySize > settings.maxPartySize) return 'party_too_large';
  return null;
}

/** One slot of the asked span, as the book sees it. */
export interface SpanSlot {
  /** Local start, YYYY-MM-DDTHH:MM. */
  local: string;
  startsAt: Date;
  /** Inside the restaurant's seating hours that day. */
  open: boolean;
  /** A table that fits the party is free for the whole seating. */
  free: boolean;
}

export interface SpanDecision {
  outcome: AvailabilityOutcome;
  slots: SpanSlot[];
}

/**
 * What availability answers for the span around the asked time: the party limits first, then a date past
 * how far ahead the restaurant books (too_far_ahead), then a span that ends before the earliest start it
 * still takes (too_close: not one slot of it is late enough), else the open, free, bookable slots (none_available
 * when there are none).
 */
export function decideSpan(
  settings: BookSettings,
  asked: { date: string; partySize: number },
  span: readonly SpanSlot[],
  now: Date,
  today: string,
): SpanDecision {
  const party = partyOutcome(settings, asked.partySize);
  if (party) return { outcome: party, slots: [] };
  const lastDate = lastBookableDate(settings, today);
  if (asked.date > lastDate) return { outcome: 'too_far_ahead', slots: [] };
  const earliest = earliestStart(settings, now).getTime();
  if (span.every((slot) => slot.startsAt.getTime() < earliest)) return { outcome: 'too_close', slots: [] };
  const slots = span.filter(
    (slot) => slot.open && slot.free && slot.startsAt.getTime() >= earliest && slot.local.slice(0, 10) <= lastDate,
  );
  return { outcome: slots.length > 0 ? 'available' : 'none_available', slots };
}

/** Why one slot cannot be booked, or null when the rules allow it (the table is the occupancy's to decide). */
export function slotRefusal(
  settings: BookSettings,
  slot: { local: string; startsAt: Date; open: boolean },
  partySize: number,
  now: Date,
  today: string,
): BookingRefusal | null {
  const party = partyOutcome(settings, partySize);
  if (party) return party;
  if (slot.local.slice(0, 10) > lastBookableDate(settings, today)) return 'too_far_ahead';
  if (slot.startsAt.getTime() < earliestStart(settings, now).getTime()) return 'too_close';
  if (!slot.open) return 'none_available';
  return null;
}

/**
 * The overlap rule (spec part 2 §9): a member may not hold two reservations at one restaurant starting less
 * than two hours apart. Exactly two hours apart is allowed.
 */
export function overlapsWithin(existing: Date, wanted: Date, hours = RESERVATION_RULES.overlapHours): boolean {
  return Math.abs(existing.getTime() - wanted.getTime()) < hours * HOUR_MS;
}

/** The open interval of starts the overlap rule forbids beside a booking at `startsAt` (the query's bounds). */
export function overlapBounds(startsAt: Date): { after: Date; before: Date } {
  const span = RESERVATION_RULES.overlapHours * HOUR_MS;
  return { after: new Date(startsAt.getTime() - span), before: new Date(startsAt.getTime() + span) };
}

/**
 * The local booking provider's deactivation rule, as real providers have one: a member who did not come to
 * NO_SHOW_LIMIT reservations within the last NO_SHOW_WINDOW_DAYS days can no longer book through it.
 */
export const NO_SHOW_LIMIT = 4;
export const NO_SHOW_WINDOW_DAYS = 365;

export function noShowWindowStart(now: Date): Date {
  return new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS);
}

export function isDeactivated(recentNoShows: number): boolean {
  return recentNoShows >= NO_SHOW_LIMIT;
}

/**
 * The request's own window (the widget's): one day back to one year ahead of today on the restaurant's
 * calendar. Outside it the date is bad input (400), not an outcome.
 */
export function isInDateWindow(date: string, today: string): boolean {
  return (
    date >= addDays(today, -RESERVATION_RULES.windowDaysBack) &&
    date <= addDays(today, RESERVATION_RULES.windowDaysAhead)
  );
}

/** Whether a chosen slot lies in the span availability answered around the asked date and time. */
export function isInSpan(slot: string, asked: { date: string; time: string }): boolean {
  const askedLocal = `${asked.date}T${asked.time}`;
  const span = RESERVATION_RULES.searchSpanMinutes;
  return slot >= addWallMinutes(askedLocal, -span) && slot <= addWallMinutes(askedLocal, span);
}

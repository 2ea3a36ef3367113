import {
  RESERVATION_MESSAGES,
  type AvailabilityOutcome,
  type BookingRefusal,
} from '@forkpoint/shared/contracts/reservation-constants';
import type { ReservationLimits } from '@forkpoint/shared/contracts/reservations';
import {
  dayWords,
  durationWords,
  lastBookableDay,
  partyWords,
  restaurantNow,
  shortDayWords,
  timeWords,
} from './reservation-dates';

/**
 * What the widget says for each outcome of spec part 2 §4 "Reservation outcomes": one line announced in the
 * widget's live region, what to do next, and the action the widget offers with it. The spec's three messages
 * (§8 Reservations) are used word for word; the rest is ours, each naming what to do next.
 */

/** What the widget offers beside the words. */
export type OutcomeAction = 'call' | 'linkCard' | 'retry' | 'otherTimes' | null;

export interface OutcomeWords {
  summary: string;
  next: string | null;
  action: OutcomeAction;
}

export interface OutcomeContext {
  restaurant: string;
  date: string;
  time: string;
  partySize: number;
  /** The restaurant's limits, from its last availability answer; null before one arrived. */
  limits: ReservationLimits | null;
  now: Date;
  /** The restaurant's time zone (its availability answer), in which date and time are meant. */
  timeZone?: string | null;
}

/** The asked date and time are behind us on the restaurant's own clock (the server's answer is the rule). */
function hasPassed({ date, time, now, timeZone }: OutcomeContext): boolean {
  return `${date}T${time}` < restaurantNow(now, timeZone);
}

/** An outcome that keeps a search from offering times: the rule it broke and how to get past it. */
function limitWords(outcome: Exclude<AvailabilityOutcome, 'available'>, context: OutcomeContext): OutcomeWords {
  const { restaurant, limits, partySize } = context;
  switch (outcome) {
    case 'none_available':
      return {
        summary: `No tables for ${partyWords(partySize)} around ${timeWords(context.time)} on ${shortDayWords(context.date)}.`,
        next: 'Try another time or date.',
        action: null,
      };
    case 'party_too_small':
      return {
        summary: limits
          ? `${restaurant} takes online reservations for parties of ${limits.minPartySize} or more.`
          : `${restaurant} does not take online reservations for a party this small.`,
        next: limits ? `Choose a party size of ${limits.minPartySize} or more.` : 'Choose a larger party size.',
        action: null,
      };
    case 'party_too_large':
      return {
        summary: limits
          ? `${restaurant} takes online reservations for up to ${partyWords(limits.maxPartySize)}.`
          : `${restaurant} does not take online reservations for a party this large.`,
        next: `For a party of ${partySize}, call the restaurant.`,
        action: 'call',
      };
    case 'too_far_ahead':
      return {
        summary: limits
          ? `${restaurant} takes reservations up to ${limits.maxDaysAhead} days ahead.`
          : `${restaurant} does not take reservations that far ahead.`,
        next: limits
          ? `Choose a date on or before ${dayWords(lastBookableDay(context.now, limits.maxDaysAhead))}.`
          : 'Choose an earlier date.',
        action: null,
      };
    case 'too_close':
      // The real reason: a time behind us has passed; one still ahead is inside the restaurant's notice.
      return {
        summary: hasPassed(context)
          ? 'That time has already passed.'
          : limits && limits.minMinutesAhead > 0
            ? `That time is too soon to book: ${restaurant} takes reservations at least ${durationWords(limits.minMinutesAhead)} ahead.`
            : `That time is too soon to book: ${restaurant} is no longer taking reservations for it.`,
        next: 'Choose a later time or another day.',
        action: null,
      };
  }
}

/** A search's answer in words: how many times there are, or why there are none. */
export function availabilityWords(outcome: AvailabilityOutcome, slotCount: number, context: OutcomeContext) {
  if (outcome === 'available' && slotCount > 0) {
    const times = slotCount === 1 ? '1 time' : `${slotCount} times`;
    return {
      summary: `${times} available around ${timeWords(context.time)} on ${shortDayWords(context.date)} for ${partyWords(context.partySize)}.`,
      next: null,
      action: null,
    } satisfies OutcomeWords;
  }
  return limitWords(outcome === 'available' ? 'none_available' : outcome, context);
}

/** A hold or booking the server refused, in words. */
export function refusalWords(refusal: BookingRefusal, context: OutcomeContext): OutcomeWords {
  switch (refusal) {
    case 'none_available':
      return {
        summary: 'Someone else just booked that table.',
        next: 'Choose another time.',
        action: 'otherTimes',
      };
    case 'party_too_small':
    case 'party_too_large':
    case 'too_far_ahead':
    case 'too_close':
      return limitWords(refusal, context);
    case 'overlap':
      return { summary: RESERVATION_MESSAGES.overlap, next: null, action: 'otherTimes' };
    case 'deactivated':
      return {
        summary: RESERVATION_MESSAGES.deactivated,
        next: `To book, call ${context.restaurant}.`,
        action: 'call',
      };
    case 'card_required':
      return {
        summary: `${context.restaurant} secures reservations with a card.`,
        next: 'Link a card to your account, then book.',
        action: 'linkCard',
      };
    case 'failed_dependency':
      return {
        summary: "The card provider that secures this reservation isn't answering right now.",
        next: 'Please try again in a few minutes.',
        action: 'retry',
      };
    case 'unable':
      return { summary: RESERVATION_MESSAGES.unable, next: null, action: 'retry' };
  }
}

/**
 * The plain values of reservations (issue 16; spec part 2 §4 "Reservation outcomes", §8, §9): the widget's
 * defaults and date window, the slot grid, the outcomes and their words. No zod here (contracts/reservations.ts
 * holds the schemas), so the merchant page can import them without the schema library.
 */
import { RESERVATION_OVERLAP_HOURS } from '../constants';

export const RESERVATION_PATHS = {
  availability: '/api/Reservations/Availability',
  book: '/api/Reservations',
  /** DELETE with the reservation's id: cancels one's own upcoming reservation. */
  reservation: (id: string) => `/api/Reservations/${encodeURIComponent(id)}`,
  /** POST: holds a slot while the member confirms (expires after RESERVATION_RULES.holdMinutes). */
  holds: '/api/Reservations/Holds',
  memberReservations: '/api/Member/Reservations',
  /**
   * POST, signed like the transaction feed (the booking provider's webhook): marks a reservation honoured or
   * no-show after its time. A completed reservation earns the partner's reservation bonus.
   */
  outcome: (id: string) => `/api/Reservations/${encodeURIComponent(id)}/Outcome`,
} as const;

export const RESERVATION_RULES = {
  /** Widget defaults (spec part 2 §4). */
  defaultTime: '19:00',
  defaultPartySize: 2,
  /** The widget's date window: one day back to one year ahead. */
  windowDaysBack: 1,
  windowDaysAhead: 365,
  /** Times are on a 15-minute grid. */
  slotMinutes: 15,
  /** Availability answers slots within this many minutes either side of the asked time. */
  searchSpanMinutes: 90,
  /** Party sizes a request may name at all; each merchant's own limits are narrower. */
  partySizeMin: 1,
  partySizeMax: 50,
  overlapHours: RESERVATION_OVERLAP_HOURS,
  holdMinutes: 5,
} as const;

/** Why availability has no slots to offer (each its own state in the widget). */
export const AVAILABILITY_OUTCOMES = [
  'available',
  'none_available',
  'party_too_small',
  'party_too_large',
  'too_far_ahead',
  'too_close',
] as const;
export type AvailabilityOutcome = (typeof AVAILABILITY_OUTCOMES)[number];

/**
 * Why a booking was refused (the `reason` of a refused POST /api/Reservations): the availability outcomes, plus
 * the overlap rule, the booking provider's deactivation, the card provider not answering and the rest.
 */
export const BOOKING_REFUSALS = [
  'none_available',
  'party_too_small',
  'party_too_large',
  'too_far_ahead',
  'too_close',
  'overlap',
  'deactivated',
  'card_required',
  'failed_dependency',
  'unable',
] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

export const RESERVATION_STATUSES = ['booked', 'cancelled', 'honoured', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_MESSAGES = {
  unable: "We're unable to complete your reservation. Please try again",
  overlap: 'You already have a reservation at this location within two hours. Please try a different time',
  deactivated: 'Your account has been deactivated with the booking provider',
  noneAvailable: 'No tables are available around that time. Please try another time or date.',
  /** The restaurant holds tables with a card and the member has none linked. */
  cardRequired: 'This restaurant holds tables with a card. Link a card to your account to book.',
  /** The card provider did not answer when the member's card was verified (424). */
  failedDependency: "We couldn't verify your card with the card provider. Please try again in a moment.",
  /** A restaurant (or a program) without reservations. */
  notTaking: 'This restaurant does not take reservations here.',
  notFound: 'We could not find that restaurant.',
  /** DELETE of a reservation that has started or is over. */
  cancelPast: 'This reservation has already started, so it can no longer be cancelled.',
  cancelDone: 'This reservation is already cancelled.',
  reservationNotFound: 'We could not find that reservation.',
} as const;

/** The numbers an availability outcome's words name (a restaurant's own limits). */
export interface OutcomeLimits {
  minPartySize: number;
  maxPartySize: number;
  maxDaysAhead: number;
  minMinutesAhead: number;
}

/** The words for an availability outcome (empty when available), shared by the server's answers and the widget. */
export function availabilityMessage(outcome: AvailabilityOutcome, limits: OutcomeLimits): string {
  switch (outcome) {
    case 'available':
      return '';
    case 'none_available':
      return RESERVATION_MESSAGES.noneAvailable;
    case 'party_too_small':
      return `This restaurant takes reservations for parties of ${limits.minPartySize} or more.`;
    case 'party_too_large':
      return `This restaurant takes reservations for parties of up to ${limits.maxPartySize}. Please call the restaurant for a larger party.`;
    case 'too_far_ahead':
      return `This restaurant takes reservations up to ${limits.maxDaysAhead} days ahead. Please choose an earlier date.`;
    case 'too_close':
      return limits.minMinutesAhead > 0
        ? `That time is too soon to book. This restaurant takes reservations at least ${limits.minMinutesAhead} minutes ahead.`
        : 'That time has passed. Please choose a later time.';
  }
}

/**
 * The analytics events of the reservation flow (spec part 2 §4), sent through the app's page analytics. Each has
 * a card-required variant (the same name with `_card_required`) for a merchant that holds tables with a card.
 */
export const RESERVATION_EVENTS = [
  'reservation_default_search',
  'reservation_user_search',
  'reservation_no_availability',
  'reservation_slot_selected',
  'reservation_user_submit',
  'reservation_login_prompt',
  'reservation_booking_success',
  'reservation_booking_failure',
  'reservation_failed_dependency',
] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];
export const CARD_REQUIRED_SUFFIX = '_card_required';

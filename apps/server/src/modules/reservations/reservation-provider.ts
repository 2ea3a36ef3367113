import type {
  AvailabilityOutcome,
  BookingRefusal,
  OutcomeLimits,
} from '@forkpoint/shared/contracts/reservation-constants';

/**
 * The booking provider behind reservations (decision 0017). Our own reservation book
 * (stand-ins/local-reservations/, which app.ts passes in) is one; a real provider (an OpenTable-like service)
 * would be another, answering the same calls over its API.
 * The module around it owns what is ours whoever books: which restaurants of which program take
 * reservations, the request's date window, the card guarantee, the member's list and the outcome webhook
 * with its bonus.
 */

/** The restaurant as the provider knows it: our merchant number and the time zone its dates are in. */
export interface ProviderRestaurant {
  merchantId: number;
  timeZone: string;
}

export interface ProviderMember {
  id: number;
  partnerCode: string;
}

export interface AvailabilityRequest {
  restaurant: ProviderRestaurant;
  date: string;
  time: string;
  partySize: number;
  /** The signed-in member asking, whose own holds do not hide tables from them; null for a visitor. */
  viewer: ProviderMember | null;
  now: Date;
}

export interface ProviderAvailability {
  outcome: AvailabilityOutcome;
  /** Local starts, YYYY-MM-DDTHH:MM, in time order; empty unless available. */
  slots: string[];
  limits: OutcomeLimits;
}

export interface SlotRequest {
  restaurant: ProviderRestaurant;
  member: ProviderMember;
  /** The local start, YYYY-MM-DDTHH:MM. */
  slot: string;
  partySize: number;
  now: Date;
}

/** A refusal, with the restaurant's limits where the provider knows them (the outcome's words name them). */
export type Refused = { ok: false; reason: BookingRefusal; limits: OutcomeLimits | null };
export type HoldResult = { ok: true; holdId: string; expiresAt: Date } | Refused;
/** `holdMismatch`: the hold named is not this member's, or not for this restaurant, slot and party. */
export type BookResult = { ok: true; reservationId: string } | Refused | { ok: false; reason: 'holdMismatch' };
export type CancelResult =
  { ok: true } | { ok: false; reason: 'notFound' | 'alreadyCancelled' | 'started' | 'completed' };

export interface ReservationProvider {
  /** Slots around the asked time (RESERVATION_RULES.searchSpanMinutes either side), or why there are none. */
  availability(request: AvailabilityRequest): Promise<ProviderAvailability>;
  /** Locks a table for the slot while the member confirms (RESERVATION_RULES.holdMinutes). */
  hold(request: SlotRequest): Promise<HoldResult>;
  /** Books the slot, converting the member's hold when one is named. Exactly one of two bookings of the last table wins. */
  book(request: SlotRequest & { holdId?: string | undefined }): Promise<BookResult>;
  /** Cancels the member's own upcoming booking. */
  cancel(request: { reservationId: string; member: ProviderMember; now: Date }): Promise<CancelResult>;
  /** Whether the provider still lets the member book (providers deactivate members who keep not coming). */
  memberStatus(member: ProviderMember, now: Date): Promise<{ deactivated: boolean }>;
}

import { z } from 'zod';
import {
  AVAILABILITY_OUTCOMES,
  BOOKING_REFUSALS,
  RESERVATION_RULES,
  RESERVATION_STATUSES,
} from './reservation-constants';

/**
 * Reservations (issue 16; docs/reservations.md): availability around an asked time, holds, bookings, a member's
 * reservations and the booking provider's outcome webhook. The paths, rules and words are in
 * reservation-constants.ts (zod-free).
 */
export * from './reservation-constants';

export const RESERVATION_FIELD_MESSAGES = {
  merchantId: 'Choose a restaurant.',
  date: 'Choose a date from yesterday to one year ahead.',
  time: 'Choose a time on the quarter hour, e.g. 19:00 or 19:15.',
  partySize: `Choose a party size from ${RESERVATION_RULES.partySizeMin} to ${RESERVATION_RULES.partySizeMax}.`,
  slot: 'Choose one of the available times.',
  holdId: 'This time is no longer held for you. Please choose it again.',
} as const;

/** yyyy-mm-dd, a real calendar date. Whether it is inside the window is the server's check (it knows "today"). */
const calendarDate = z
  .string({ error: RESERVATION_FIELD_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, RESERVATION_FIELD_MESSAGES.date)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, RESERVATION_FIELD_MESSAGES.date);

/** HH:MM on the 15-minute grid. */
const slotTime = z
  .string({ error: RESERVATION_FIELD_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, RESERVATION_FIELD_MESSAGES.time);

/** Query strings carry text: "2" becomes 2, "two", "0" and "1000" are refused with the field's message. */
const partySize = z.coerce
  .number({ error: RESERVATION_FIELD_MESSAGES.partySize })
  .int(RESERVATION_FIELD_MESSAGES.partySize)
  .min(RESERVATION_RULES.partySizeMin, RESERVATION_FIELD_MESSAGES.partySize)
  .max(RESERVATION_RULES.partySizeMax, RESERVATION_FIELD_MESSAGES.partySize);

/** The merchant's number (Merchant.id, as in /merchants/{id}) or its public merchantId: either names it. */
const merchantId = z
  .string({ error: RESERVATION_FIELD_MESSAGES.merchantId })
  .trim()
  .min(1, RESERVATION_FIELD_MESSAGES.merchantId)
  .max(64);

/** GET /api/Reservations/Availability?merchantId&date&time&partySize */
export const availabilityQuerySchema = z.object({ merchantId, date: calendarDate, time: slotTime, partySize });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const reservationSlotSchema = z.object({
  /** HH:MM, the merchant's local time. */
  time: z.string(),
  /**
   * What POST /api/Reservations (and /Holds) names as `slot`: the start on the restaurant's calendar and clock,
   * YYYY-MM-DDTHH:MM (a slot 90 minutes either side of the asked time may fall on the day before or after).
   */
  slot: z.string(),
});
export type ReservationSlot = z.infer<typeof reservationSlotSchema>;

export const reservationLimitsSchema = z.object({
  minPartySize: z.number().int(),
  maxPartySize: z.number().int(),
  /** How far ahead the restaurant takes bookings, in days. */
  maxDaysAhead: z.number().int(),
  /** How close to the time it still takes one, in minutes. */
  minMinutesAhead: z.number().int(),
});
export type ReservationLimits = z.infer<typeof reservationLimitsSchema>;

export const availabilitySchema = z.object({
  merchantId: z.string(),
  date: z.string(),
  time: z.string(),
  partySize: z.number().int(),
  outcome: z.enum(AVAILABILITY_OUTCOMES),
  /** Empty unless outcome is available; nearest to the asked time first is the widget's choice, this is by time. */
  slots: z.array(reservationSlotSchema),
  /** The outcome in words for the member (empty when available). */
  message: z.string(),
  limits: reservationLimitsSchema,
  /** The restaurant holds tables with a card: booking needs a linked card (the card-required variants). */
  cardRequired: z.boolean(),
  /** The merchant's time zone (IANA), in which date and time are meant. */
  timeZone: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** POST /api/Reservations/Holds and POST /api/Reservations (CSRF; signed-in members only). */
export const bookingRequestSchema = z.object({
  merchantId,
  date: calendarDate,
  time: slotTime,
  partySize,
  slot: z
    .string({ error: RESERVATION_FIELD_MESSAGES.slot })
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):(00|15|30|45)$/, RESERVATION_FIELD_MESSAGES.slot),
  /** The hold placed when the member chose the slot, if any: booking it converts the hold. */
  holdId: z.string().max(64).optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const reservationHoldSchema = z.object({ holdId: z.string(), expiresAt: z.string() });
export type ReservationHold = z.infer<typeof reservationHoldSchema>;

export const reservationSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  /** The catalog's public merchant id (as activity records name restaurants). */
  merchantId: z.string(),
  /** The merchant's number, as the merchant page's address (/merchants/{number}) and Merchant.id carry it. */
  merchantNumber: z.number().int(),
  merchantName: z.string(),
  merchantCity: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  /** The start as an instant (ISO 8601 with offset). */
  startsAt: z.string(),
  timeZone: z.string(),
  partySize: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  /** Upcoming and booked: the member may still cancel it. */
  cancellable: z.boolean(),
  /** The reservation bonus earned or to earn (the partner's amount; 0 where it has none). */
  bonusAmount: z.number().int(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** GET /api/Member/Reservations: upcoming soonest first, past newest first. */
export const memberReservationsSchema = z.object({
  upcoming: z.array(reservationSchema),
  past: z.array(reservationSchema),
});
export type MemberReservations = z.infer<typeof memberReservationsSchema>;

/**
 * A refused booking's error body adds `reason` to the one error body (code RESERVATION_REFUSED, 409; the
 * booking provider's deactivation is BOOKING_ACCOUNT_DEACTIVATED, 403; the card provider not answering is
 * FAILED_DEPENDENCY, 424; the rest RESERVATION_FAILED, 502, with RESERVATION_MESSAGES.unable).
 */
export const bookingRefusalSchema = z.object({ reason: z.enum(BOOKING_REFUSALS) });

/** POST /api/Reservations/{id}/Outcome (signed webhook of the booking provider). */
export const reservationOutcomeRequestSchema = z.object({ outcome: z.enum(['honoured', 'no_show']) });

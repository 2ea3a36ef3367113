import type { Log } from '../../lib/log';
import type { Kysely } from 'kysely';
import type {
  Availability,
  AvailabilityQuery,
  BookingRequest,
  Partner,
  Reservation,
  ReservationHold,
} from '@forkpoint/shared';
import { availabilityMessage } from '@forkpoint/shared/contracts/reservation-constants';
import { RESERVATION_FIELD_MESSAGES } from '@forkpoint/shared/contracts/reservations';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import { CardProviderUnavailable, verifyCard, type CardGuarantee } from './card-guarantee';
import { assertDateInWindow, assertSlotInSpan, reservableMerchant, type BookMerchant } from './merchant-book';
import { isReservationId, reservationOf } from './member-reservations';
import { refusalError } from './refusals';
import type { ProviderMember, ReservationProvider } from './reservation-provider';

/**
 * Availability, holds and bookings (docs/reservations.md "Calls"): what is ours whoever the booking provider
 * is — the restaurant and program, the request's date window and slot, the provider's word on the member, the
 * card guarantee — then the provider's own answer, each refusal as its own error (refusals.ts). Anything
 * else going wrong while booking is RESERVATION_FAILED with the spec's "unable" words, never a bare 500.
 */

export interface BookingServices {
  db: Kysely<DB>;
  provider: ReservationProvider;
  cardGuarantee: CardGuarantee;
  cardGuaranteeTimeoutMs: number;
}

export async function availabilityFor(
  services: BookingServices,
  partner: Partner,
  query: AvailabilityQuery,
  viewer: ProviderMember | null,
  now: Date,
): Promise<Availability> {
  const merchant = await reservableMerchant(services.db, partner, query.merchantId);
  assertDateInWindow(merchant, query.date, now);
  const answer = await services.provider.availability({
    restaurant: { merchantId: merchant.id, timeZone: merchant.timeZone },
    date: query.date,
    time: query.time,
    partySize: query.partySize,
    viewer,
    now,
  });
  return {
    merchantId: query.merchantId,
    date: query.date,
    time: query.time,
    partySize: query.partySize,
    outcome: answer.outcome,
    slots: answer.slots.map((slot) => ({ time: slot.slice(11), slot })),
    message: availabilityMessage(answer.outcome, answer.limits),
    limits: answer.limits,
    cardRequired: merchant.cardRequired,
    timeZone: merchant.timeZone,
  };
}

/** The checks a hold and a booking share, before the provider is asked. */
async function prepareSlot(
  services: BookingServices,
  partner: Partner,
  request: BookingRequest,
  member: ProviderMember,
  now: Date,
): Promise<BookMerchant> {
  const merchant = await reservableMerchant(services.db, partner, request.merchantId);
  assertDateInWindow(merchant, request.date, now);
  assertSlotInSpan(request.slot, request);
  if ((await services.provider.memberStatus(member, now)).deactivated) throw refusalError('deactivated');
  return merchant;
}

export async function placeHold(
  services: BookingServices,
  partner: Partner,
  request: BookingRequest,
  member: ProviderMember,
  now: Date,
  log: Log,
): Promise<ReservationHold> {
  const merchant = await prepareSlot(services, partner, request, member, now);
  const result = await failingAsUnable(log, () =>
    services.provider.hold({
      restaurant: { merchantId: merchant.id, timeZone: merchant.timeZone },
      member,
      slot: request.slot,
      partySize: request.partySize,
      now,
    }),
  );
  if (!result.ok) throw refusalError(result.reason, result.limits);
  return { holdId: result.holdId, expiresAt: result.expiresAt.toISOString() };
}

export async function bookReservation(
  services: BookingServices,
  partner: Partner,
  request: BookingRequest,
  member: ProviderMember,
  now: Date,
  log: Log,
): Promise<Reservation> {
  if (request.holdId !== undefined && !isReservationId(request.holdId)) throw holdMismatch();
  const merchant = await prepareSlot(services, partner, request, member, now);
  if (merchant.cardRequired) await guaranteeTable(services, member, log);
  const result = await failingAsUnable(log, () =>
    services.provider.book({
      restaurant: { merchantId: merchant.id, timeZone: merchant.timeZone },
      member,
      slot: request.slot,
      partySize: request.partySize,
      holdId: request.holdId,
      now,
    }),
  );
  if (!result.ok) {
    if (result.reason === 'holdMismatch') throw holdMismatch();
    throw refusalError(result.reason, result.limits);
  }
  const reservation = await reservationOf(services.db, member, result.reservationId, partner, now);
  if (!reservation) throw refusalError('unable');
  return reservation;
}

/** A card-required restaurant: the member's card must be verified by the card provider first. */
async function guaranteeTable(services: BookingServices, member: ProviderMember, log: Log) {
  try {
    const guaranteed = await verifyCard(services.cardGuarantee, member, services.cardGuaranteeTimeoutMs);
    if (!guaranteed) throw refusalError('card_required');
  } catch (error) {
    if (!(error instanceof CardProviderUnavailable)) throw error;
    log.warn({ err: error.cause ?? error }, 'card provider did not answer for a reservation');
    throw refusalError('failed_dependency');
  }
}

function holdMismatch(): AppError {
  return new AppError('VALIDATION_FAILED', RESERVATION_FIELD_MESSAGES.holdId, [
    { field: 'holdId', message: RESERVATION_FIELD_MESSAGES.holdId },
  ]);
}

/**
 * The provider's call: its answers pass through; an unexpected failure is logged and answered with the
 * spec's "unable" words (502). A database out of reach stays the 503 that tells clients to retry.
 */
async function failingAsUnable<T>(log: Log, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    log.error({ err: error }, 'reservation provider failed');
    throw refusalError('unable');
  }
}

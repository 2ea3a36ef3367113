import { sql, type Kysely, type Transaction } from 'kysely';
import { localDateIn } from '@forkpoint/shared/dates/zoned-clock';
import type { DB } from '../../db/schema';
import {
  overlapBounds,
  overlapsWithin,
  seatingMinutes,
  slotRefusal,
  type BookSettings,
} from '../../modules/reservations/book-rules';
import { bookSettingsOf, slotWithTables } from './local-span';
import type { Refused, SlotRequest } from '../../modules/reservations/reservation-provider';

/**
 * The checks every hold and booking of the local book passes inside its transaction: the member's lock, the
 * restaurant's rules for the slot, the two-hour overlap with the member's other bookings there, and a
 * fitting table that looks free. A failed check is thrown as a Refusal, which rolls the transaction back.
 */

type Trx = Transaction<DB>;
/** Advisory lock class of a member's bookings: they are taken one at a time, so the overlap rule cannot be raced. */
const MEMBER_LOCK_CLASS = 16_0001;

/** A refusal inside a transaction: thrown to roll it back, answered as the refusal. */
export class Refusal extends Error {
  readonly result: Refused;
  constructor(reason: Refused['reason'], settings: BookSettings) {
    super(reason);
    this.result = { ok: false, reason, limits: limitsOf(settings) };
  }
}

export function limitsOf(settings: BookSettings) {
  return {
    minPartySize: settings.minPartySize,
    maxPartySize: settings.maxPartySize,
    maxDaysAhead: settings.maxDaysAhead,
    minMinutesAhead: settings.minMinutesAhead,
  };
}

export async function requiredSettings(db: Kysely<DB> | Trx, merchantId: number): Promise<BookSettings> {
  const settings = await bookSettingsOf(db, merchantId);
  // The module asks only about restaurants with a book (merchant-book.ts); one without is a bug.
  if (!settings) throw new Error(`merchant ${merchantId} has no reservation book`);
  return settings;
}

/** The slot checked for the request, with its free fitting tables (smallest first) and seating length. */
export async function checkedSlot(trx: Trx, request: SlotRequest) {
  await sql`SELECT pg_advisory_xact_lock(${MEMBER_LOCK_CLASS}::int, ${request.member.id}::int)`.execute(trx);
  const settings = await requiredSettings(trx, request.restaurant.merchantId);
  const slot = await slotWithTables(trx, {
    merchantId: request.restaurant.merchantId,
    timeZone: request.restaurant.timeZone,
    slot: request.slot,
    partySize: request.partySize,
    settings,
    now: request.now,
    viewerId: request.member.id,
  });
  const today = localDateIn(request.restaurant.timeZone, request.now);
  const refusal = slotRefusal(settings, slot, request.partySize, request.now, today);
  if (refusal) throw new Refusal(refusal, settings);
  const bounds = overlapBounds(slot.startsAt);
  const nearby = await trx
    .selectFrom('reservations')
    .select('starts_at')
    .where('member_id', '=', request.member.id)
    .where('merchant_id', '=', request.restaurant.merchantId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', bounds.after)
    .where('starts_at', '<', bounds.before)
    .execute();
  if (nearby.some((other) => overlapsWithin(new Date(other.starts_at), slot.startsAt))) {
    throw new Refusal('overlap', settings);
  }
  if (slot.tables.length === 0) throw new Refusal('none_available', settings);
  return { settings, slot, minutes: seatingMinutes(settings, request.partySize) };
}

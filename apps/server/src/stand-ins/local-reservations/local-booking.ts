import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MINUTE_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import type { SlotRequest } from '../../modules/reservations/reservation-provider';
import { Refusal, checkedSlot } from './slot-checks';
import { claimFirstFree, convertHold, releaseHolds } from './table-claims';

/**
 * A booking in the local book, inside its transaction: the checks, the reservation row, then its table —
 * the member's live hold converted, or the first fitting table the occupancy's key lets it have.
 */

type Trx = Transaction<DB>;
const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The hold a booking names is not the member's, or not for this restaurant, slot and party. */
export class HoldMismatch extends Error {}

export async function bookSlot(trx: Trx, request: SlotRequest & { holdId?: string | undefined }) {
  const { settings, slot, minutes } = await checkedSlot(trx, request);
  const hold = request.holdId === undefined ? undefined : await heldFor(trx, request.holdId, request, slot.startsAt);
  const reservation = await trx
    .insertInto('reservations')
    .values({
      confirmation_number: confirmationNumber(),
      partner_code: request.member.partnerCode,
      member_id: request.member.id,
      merchant_id: request.restaurant.merchantId,
      // The held table, else the first free one that fits; the claim below may end on another.
      table_number: hold?.table_number ?? slot.tables[0]!,
      party_size: request.partySize,
      local_date: request.slot.slice(0, 10),
      local_time: request.slot.slice(11),
      starts_at: slot.startsAt,
      ends_at: new Date(slot.startsAt.getTime() + minutes * MINUTE_MS),
      status: 'booked',
      hold_id: hold?.id ?? null,
      created_at: request.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let table: number | null = null;
  if (hold && (await convertHold(trx, hold.id, reservation.id, minutes, request.now))) {
    table = hold.table_number;
    await trx
      .updateTable('reservation_holds')
      .set({ ended_at: request.now, end_reason: 'booked' })
      .where('id', '=', hold.id)
      .execute();
  }
  // Without a hold (or with one that ran out) the booking claims a table itself; the member's other holds
  // there end first, so their own held table is free to it.
  await releaseHolds(trx, { id: request.member.id, merchantId: request.restaurant.merchantId }, request.now);
  table ??= await claimFirstFree(
    trx,
    slot.tables,
    { merchantId: request.restaurant.merchantId, startsAt: slot.startsAt, minutes },
    { reservationId: reservation.id },
    request.now,
  );
  if (table === null) throw new Refusal('none_available', settings);
  await trx.updateTable('reservations').set({ table_number: table }).where('id', '=', reservation.id).execute();
  return { ok: true as const, reservationId: reservation.id };
}

/** The member's open hold the booking names, for this restaurant, party and start; else a mismatch. */
async function heldFor(trx: Trx, holdId: string, request: SlotRequest, startsAt: Date) {
  const hold = await trx
    .selectFrom('reservation_holds')
    .select(['id', 'table_number', 'member_id', 'merchant_id', 'party_size', 'starts_at', 'ended_at'])
    .where('id', '=', holdId)
    .where('member_id', '=', request.member.id)
    .where('partner_code', '=', request.member.partnerCode)
    .executeTakeFirst();
  const matches =
    hold !== undefined &&
    hold.merchant_id === request.restaurant.merchantId &&
    hold.party_size === request.partySize &&
    new Date(hold.starts_at).getTime() === startsAt.getTime() &&
    hold.ended_at === null;
  if (!matches) throw new HoldMismatch();
  return hold;
}

/** A short code a member reads out to the restaurant: FP- and eight letters and digits that are not confused. */
function confirmationNumber(): string {
  const bytes = randomBytes(8);
  return `FP-${Array.from(bytes, (byte) => CONFIRMATION_ALPHABET[byte % CONFIRMATION_ALPHABET.length]).join('')}`;
}

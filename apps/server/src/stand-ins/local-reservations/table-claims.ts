import { sql, type Transaction } from 'kysely';
import { RESERVATION_RULES } from '@forkpoint/shared/contracts/reservation-constants';
import type { DB } from '../../db/schema';

/**
 * Claiming a table (migrations/0048, reservation_occupancy): one row per table and 15-minute slot of the
 * seating, written inside the booking's transaction. The primary key decides between two claims of the same
 * slot: the second insert waits for the first transaction and then finds the row taken, so it gets fewer
 * rows than it needs and gives the table up. A live hold's rows count as taken; an expired hold's rows are
 * taken over by the next claim.
 */

type Trx = Transaction<DB>;

export type ClaimOwner = { reservationId: string } | { holdId: string; heldBy: number; heldUntil: Date };

export interface Seating {
  merchantId: number;
  tableNumber: number;
  startsAt: Date;
  minutes: number;
}

const slotCount = (minutes: number) => Math.ceil(minutes / RESERVATION_RULES.slotMinutes);

/** Claims every slot of the seating for the owner; true when all were had, else claims nothing. */
export async function claimTable(trx: Trx, seating: Seating, owner: ClaimOwner, now: Date): Promise<boolean> {
  const reservationId = 'reservationId' in owner ? owner.reservationId : null;
  const hold = 'holdId' in owner ? owner : null;
  const lastSlotOffset = (slotCount(seating.minutes) - 1) * RESERVATION_RULES.slotMinutes;
  const { rows } = await sql<{ slot_start: Date }>`
    INSERT INTO reservation_occupancy (merchant_id, table_number, slot_start, reservation_id, hold_id, held_by, held_until)
    SELECT ${seating.merchantId}::int, ${seating.tableNumber}::smallint, s, ${reservationId}::uuid, ${hold?.holdId ?? null}::uuid, ${hold?.heldBy ?? null}::int,
           ${hold?.heldUntil ?? null}::timestamptz
    FROM generate_series(${seating.startsAt}::timestamptz,
                         ${seating.startsAt}::timestamptz + make_interval(mins => ${lastSlotOffset}::int),
                         interval '15 minutes') AS s
    ORDER BY s
    ON CONFLICT (merchant_id, table_number, slot_start) DO UPDATE
      SET reservation_id = excluded.reservation_id, hold_id = excluded.hold_id,
          held_by = excluded.held_by, held_until = excluded.held_until
      WHERE reservation_occupancy.held_until IS NOT NULL AND reservation_occupancy.held_until <= ${now}
    RETURNING slot_start`.execute(trx);
  if (rows.length === slotCount(seating.minutes)) return true;
  // Someone else has part of the seating: give back what this claim took.
  await trx
    .deleteFrom('reservation_occupancy')
    .where('merchant_id', '=', seating.merchantId)
    .where('table_number', '=', seating.tableNumber)
    .$if(reservationId !== null, (qb) => qb.where('reservation_id', '=', reservationId!))
    .$if(hold !== null, (qb) => qb.where('hold_id', '=', hold!.holdId))
    .execute();
  return false;
}

/** Claims the first of `tables` (smallest first) the seating can have; answers it, or null when none could be had. */
export async function claimFirstFree(
  trx: Trx,
  tables: readonly number[],
  seating: Omit<Seating, 'tableNumber'>,
  owner: ClaimOwner,
  now: Date,
): Promise<number | null> {
  for (const tableNumber of tables) {
    if (await claimTable(trx, { ...seating, tableNumber }, owner, now)) return tableNumber;
  }
  return null;
}

/** Turns a live hold's rows into the reservation's; true when the hold still had the whole seating. */
export async function convertHold(
  trx: Trx,
  holdId: string,
  reservationId: string,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const converted = await trx
    .updateTable('reservation_occupancy')
    .set({ reservation_id: reservationId, hold_id: null, held_by: null, held_until: null })
    .where('hold_id', '=', holdId)
    .where('held_until', '>', now)
    .returning('slot_start')
    .execute();
  if (converted.length === slotCount(minutes)) return true;
  await trx.deleteFrom('reservation_occupancy').where('reservation_id', '=', reservationId).execute();
  await trx.deleteFrom('reservation_occupancy').where('hold_id', '=', holdId).execute();
  return false;
}

/** Ends the member's open holds at the restaurant (one held time per member and restaurant) and frees their tables. */
export async function releaseHolds(trx: Trx, member: { id: number; merchantId: number }, now: Date): Promise<void> {
  const ended = await trx
    .updateTable('reservation_holds')
    .set({ ended_at: now, end_reason: 'released' })
    .where('member_id', '=', member.id)
    .where('merchant_id', '=', member.merchantId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  if (ended.length === 0) return;
  const ids = ended.map((hold) => hold.id);
  await trx.deleteFrom('reservation_occupancy').where('hold_id', 'in', ids).execute();
}

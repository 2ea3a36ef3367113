import type { Kysely, Transaction } from 'kysely';
import { RESERVATION_RULES } from '@forkpoint/shared/contracts/reservation-constants';
import { addWallMinutes } from '@forkpoint/shared/dates/calendar-days';
import { MINUTE_MS } from '@forkpoint/shared/dates/durations';
import { localDateIn } from '@forkpoint/shared/dates/zoned-clock';
import type { DB } from '../../db/schema';
import { decideSpan, isDeactivated, noShowWindowStart } from '../../modules/reservations/book-rules';
import { HoldMismatch, bookSlot } from './local-booking';
import { spanSlots } from './local-span';
import type {
  AvailabilityRequest,
  BookResult,
  CancelResult,
  HoldResult,
  ProviderAvailability,
  ProviderMember,
  Refused,
  ReservationProvider,
  SlotRequest,
} from '../../modules/reservations/reservation-provider';
import { Refusal, checkedSlot, limitsOf, requiredSettings } from './slot-checks';
import { claimFirstFree, releaseHolds } from './table-claims';

/**
 * Our own reservation book as the booking provider (docs/reservations.md): restaurants' settings, tables and
 * seating hours in the database, holds and bookings claimed slot by slot in reservation_occupancy. Every
 * write runs in one transaction; a member's bookings are taken one at a time (an advisory lock on the member)
 * so the two-hour overlap rule cannot be raced, and tables are decided by the occupancy's primary key.
 */

type Trx = Transaction<DB>;

export class LocalReservationProvider implements ReservationProvider {
  constructor(private readonly db: Kysely<DB>) {}

  async availability(request: AvailabilityRequest): Promise<ProviderAvailability> {
    const settings = await requiredSettings(this.db, request.restaurant.merchantId);
    const asked = `${request.date}T${request.time}`;
    const span = await spanSlots(this.db, {
      merchantId: request.restaurant.merchantId,
      timeZone: request.restaurant.timeZone,
      from: addWallMinutes(asked, -RESERVATION_RULES.searchSpanMinutes),
      to: addWallMinutes(asked, RESERVATION_RULES.searchSpanMinutes),
      partySize: request.partySize,
      settings,
      now: request.now,
      viewerId: request.viewer?.id ?? null,
    });
    const today = localDateIn(request.restaurant.timeZone, request.now);
    const decision = decideSpan(settings, request, span, request.now, today);
    return { outcome: decision.outcome, slots: decision.slots.map((slot) => slot.local), limits: limitsOf(settings) };
  }

  async hold(request: SlotRequest): Promise<HoldResult> {
    return this.refusable(async (trx) => {
      const { settings, slot, minutes } = await checkedSlot(trx, request);
      await releaseHolds(trx, { id: request.member.id, merchantId: request.restaurant.merchantId }, request.now);
      const expiresAt = new Date(request.now.getTime() + RESERVATION_RULES.holdMinutes * MINUTE_MS);
      const hold = await trx
        .insertInto('reservation_holds')
        .values({
          partner_code: request.member.partnerCode,
          member_id: request.member.id,
          merchant_id: request.restaurant.merchantId,
          // The first free table that fits; the claim below may end on another.
          table_number: slot.tables[0]!,
          party_size: request.partySize,
          starts_at: slot.startsAt,
          expires_at: expiresAt,
          created_at: request.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const owner = { holdId: hold.id, heldBy: request.member.id, heldUntil: expiresAt };
      const seating = { merchantId: request.restaurant.merchantId, startsAt: slot.startsAt, minutes };
      const table = await claimFirstFree(trx, slot.tables, seating, owner, request.now);
      if (table === null) throw new Refusal('none_available', settings);
      await trx.updateTable('reservation_holds').set({ table_number: table }).where('id', '=', hold.id).execute();
      return { ok: true as const, holdId: hold.id, expiresAt };
    });
  }

  async book(request: SlotRequest & { holdId?: string | undefined }): Promise<BookResult> {
    try {
      return await this.refusable((trx) => bookSlot(trx, request));
    } catch (error) {
      if (error instanceof HoldMismatch) return { ok: false, reason: 'holdMismatch' };
      throw error;
    }
  }

  async cancel(request: { reservationId: string; member: ProviderMember; now: Date }): Promise<CancelResult> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('reservations')
        .select(['id', 'status', 'starts_at'])
        .where('id', '=', request.reservationId)
        .where('member_id', '=', request.member.id)
        .where('partner_code', '=', request.member.partnerCode)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'notFound' };
      if (row.status === 'cancelled') return { ok: false, reason: 'alreadyCancelled' };
      if (row.status !== 'booked') return { ok: false, reason: 'completed' };
      if (new Date(row.starts_at) <= request.now) return { ok: false, reason: 'started' };
      await trx
        .updateTable('reservations')
        .set({ status: 'cancelled', cancelled_at: request.now })
        .where('id', '=', row.id)
        .execute();
      await trx.deleteFrom('reservation_occupancy').where('reservation_id', '=', row.id).execute();
      return { ok: true };
    });
  }

  async memberStatus(member: ProviderMember, now: Date): Promise<{ deactivated: boolean }> {
    const { count } = await this.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', member.id)
      .where('partner_code', '=', member.partnerCode)
      .where('status', '=', 'no_show')
      .where('starts_at', '>', noShowWindowStart(now))
      .executeTakeFirstOrThrow();
    return { deactivated: isDeactivated(Number(count)) };
  }

  /** Runs a write that may be refused: a refusal rolls the transaction back and is the answer. */
  private async refusable<T>(work: (trx: Trx) => Promise<T>): Promise<T | Refused> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }
}

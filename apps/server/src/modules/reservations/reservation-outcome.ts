import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner, Reservation } from '@forkpoint/shared';
import { RESERVATION_MESSAGES } from '@forkpoint/shared/contracts/reservation-constants';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { runRewardCycleIn, type PostingMode } from '../rewards/lifecycle';
import { writeManualReward } from '../rewards/manual-reward';
import { isReservationId, reservationBonusOf, reservationOf } from './member-reservations';

/**
 * The booking provider's word on a reservation once its time has come (POST /api/Reservations/{id}/Outcome):
 * honoured or no-show, recorded once with its time. An honoured reservation earns the program's reservation
 * bonus (hasReservationBonus, reservationBonusAmount) as a reward of its own, source B, through the rewards
 * engine's lifecycle like every bonus (posted to Mile and Point programs, in the balance of cash programs).
 * Reporting the same outcome again changes nothing and pays nothing; a different one is a 409.
 */

export type CompletionOutcome = 'honoured' | 'no_show';

export interface OutcomeOptions {
  partners: readonly Partner[];
  postingMode: PostingMode;
  /**
   * The staging tools only (never the webhook): record the outcome before the reservation's time, so a tester
   * can see its bonus without waiting for the table.
   */
  beforeItsTime?: boolean;
}

export const RESERVATION_BONUS_REASON = 'Reservation bonus';

/** How a reservation that can take no outcome any more is worded in the 409. */
const DONE_WORDS = { cancelled: 'cancelled', honoured: 'marked honoured', no_show: 'marked as a no-show' } as const;

export async function recordOutcome(
  db: Kysely<DB>,
  partner: Partner,
  id: string,
  outcome: CompletionOutcome,
  now: Date,
  options: OutcomeOptions,
): Promise<Reservation> {
  const notFound = () => new AppError('NOT_FOUND', RESERVATION_MESSAGES.reservationNotFound);
  if (!isReservationId(id)) throw notFound();
  const memberId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reservations')
      .select([
        'id',
        'member_id',
        'merchant_id',
        'status',
        'starts_at',
        sql<string>`to_char(local_date, 'YYYY-MM-DD')`.as('local_date'),
      ])
      .where('id', '=', id)
      .where('partner_code', '=', partner.code)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === outcome) return row.member_id;
    if (row.status !== 'booked') {
      throw new AppError('CONFLICT', `This reservation is already ${DONE_WORDS[row.status]}.`);
    }
    if (!options.beforeItsTime && new Date(row.starts_at) > now) {
      throw new AppError('CONFLICT', 'This reservation has not started yet: its outcome is known after its time.');
    }
    await trx
      .updateTable('reservations')
      .set({ status: outcome, completed_at: now })
      .where('id', '=', row.id)
      .execute();
    if (outcome === 'honoured') await payReservationBonus(trx, partner, row, now, options);
    return row.member_id;
  });
  const reservation = await reservationOf(db, { id: memberId, partnerCode: partner.code }, id, partner, now);
  if (!reservation) throw notFound();
  return reservation;
}

/** The bonus reward of an honoured reservation, once (its source id is the reservation's), then the lifecycle. */
async function payReservationBonus(
  trx: Transaction<DB>,
  partner: Partner,
  reservation: { id: string; member_id: number; merchant_id: number; starts_at: Date; local_date: string },
  now: Date,
  options: OutcomeOptions,
): Promise<void> {
  const amount = reservationBonusOf(partner);
  if (amount <= 0) return;
  const rewardId = await writeManualReward(trx, {
    member: { id: reservation.member_id, partnerCode: partner.code },
    partner,
    source: 'B',
    sourceTransactionId: `reservation-${reservation.id}`,
    amount,
    occurredAt: reservation.starts_at,
    localDate: reservation.local_date,
    reason: RESERVATION_BONUS_REASON,
    now,
    merchantId: reservation.merchant_id,
  });
  if (!rewardId) return;
  await trx.updateTable('reservations').set({ bonus_reward_id: rewardId }).where('id', '=', reservation.id).execute();
  await runRewardCycleIn(trx, { partners: options.partners, now, postingMode: options.postingMode });
}

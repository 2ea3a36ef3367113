import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { lockRewardCycle } from './lifecycle';
import { writeManualReward } from './manual-reward';
import { balanceCents } from './statement-credits';

/**
 * The rewards engine's write path for support adjustments (part 2 §3 source codes M manual, J bonus
 * adjustment, A adjustment; docs/decisions/0023-reward-adjustments.md). An adjustment is a reward row like
 * a bonus's (transaction type manual, settled) and follows the same lifecycle: Awarded at once in Dollar
 * and Credit programs (in the balance the next statement credit pays), Pending in Mile and Point programs
 * until the posting file carrying it (a negative line for a take-back) is acknowledged. Rows of these
 * sources are never edited nor deleted (migration 0057's trigger): a correction is another row.
 */

type Db = Kysely<DB> | Transaction<DB>;

/**
 * What a negative adjustment may take at most, in the program's unit: for cash programs the unpaid balance
 * (earned less statement credits paid); for Mile and Point programs what the member was credited (settled
 * rewards Pending, Awarded or Paid; the partner holds the miles themselves).
 */
export async function adjustableBalance(db: Db, memberId: number, partner: Pick<Partner, 'currencyType'>) {
  if (isCashProgram(partner.currencyType)) return balanceCents(db, memberId);
  const result = await sql<{ total: string | null }>`
    SELECT sum(benefit_amount) AS total FROM rewards
    WHERE member_id = ${memberId} AND settled AND award_status IN ('Pending', 'Awarded', 'Paid')`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

export interface AdjustmentReward {
  member: { id: number; partnerCode: string };
  partner: Pick<Partner, 'currencyType'>;
  kind: 'M' | 'J' | 'A';
  /** Program unit; negative takes back. */
  amount: number;
  /** What the member's history says for a row without a restaurant (null: the source code's name). */
  description: string | null;
  now: Date;
  /** An approved claim's purchase: the restaurant, card, day and amount the member reported. */
  purchase?: { merchantId: number; memberCardId: string; localDate: string; ticketCents: number };
}

export type AdjustmentOutcome = { written: true; rewardId: string } | { written: false; balance: number };

/**
 * Writes the reward row inside `trx`, unless a take-back would leave the member below zero; then nothing
 * is written and the balance is answered. The member row is locked first, so two adjustments of one
 * member are judged one after the other; a cash take-back also holds the reward cycle's lock, so a
 * statement credit cannot pay out the same balance meanwhile.
 */
export async function writeAdjustmentReward(trx: Transaction<DB>, input: AdjustmentReward): Promise<AdjustmentOutcome> {
  await sql`SELECT id FROM members WHERE id = ${input.member.id} FOR UPDATE`.execute(trx);
  const cash = isCashProgram(input.partner.currencyType);
  if (input.amount < 0) {
    if (cash) await lockRewardCycle(trx);
    const balance = await adjustableBalance(trx, input.member.id, input.partner);
    if (balance + input.amount < 0) return { written: false, balance };
  }
  const day = input.purchase?.localDate ?? input.now.toISOString().slice(0, 10);
  const rewardId = await writeManualReward(trx, {
    member: input.member,
    partner: input.partner,
    source: input.kind,
    // Adjustments may repeat (two of the same amount are two rows): each has a source id of its own.
    sourceTransactionId: `adj-${randomUUID()}`,
    amount: input.amount,
    // A claim's reward sits at its purchase in the member's history; any other at the moment it was made.
    occurredAt: input.purchase ? new Date(`${day}T12:00:00Z`) : input.now,
    localDate: day,
    reason: input.description,
    now: input.now,
    merchantId: input.purchase?.merchantId,
    memberCardId: input.purchase?.memberCardId,
    ticketCents: input.purchase?.ticketCents,
  });
  // A fresh source id cannot have been written before: no row is a failed write, refused as the insert was.
  if (!rewardId) throw new Error('The adjustment reward was not written.');
  return { written: true, rewardId };
}

import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';

/**
 * The one place a manual reward row is written (transaction type manual; docs/rewards.md "Bonuses" and
 * "Support's decisions and adjustments"): a bonus (source B: a qualified bonus, an honoured reservation's) or a
 * support adjustment (M manual reward, J bonus adjustment, A adjustment). Other modules write such a reward
 * through here, never into `rewards` themselves, so its lifecycle starts the same way for every one of them.
 */

export type ManualRewardSource = 'B' | 'M' | 'J' | 'A';

export interface ManualReward {
  member: { id: number; partnerCode: string };
  /** The program decides the first status (below). */
  partner: Pick<Partner, 'currencyType'>;
  source: ManualRewardSource;
  /**
   * Unique within the source: the reward is written once, and a second write with the same id writes nothing.
   * A reward that may happen once names what it is for (`reservation-<id>`); one that may recur is fresh.
   */
  sourceTransactionId: string;
  /** Program unit; negative takes back. */
  amount: number;
  /** Where the reward sits in the member's history. */
  occurredAt: Date;
  /** YYYY-MM-DD. */
  localDate: string;
  /** The history's words for it (null: the source code's name). */
  reason: string | null;
  now: Date;
  /** The restaurant it is for, if any (a reservation's, an approved claim's purchase). */
  merchantId?: number | undefined;
  /** An approved claim's purchase: the card the member paid with and the amount they reported. */
  memberCardId?: string | undefined;
  ticketCents?: number | undefined;
}

/**
 * Writes the reward, settled and earning as given: Awarded at once in Dollar and Credit programs (in the balance
 * the next statement credit pays), Pending in Mile and Point programs until the posting file carrying it is
 * acknowledged. Answers the new row's id, or null when this source id was written before (nothing is written).
 * The caller runs it inside its own transaction and, where the reward should post at once, the lifecycle after.
 */
export async function writeManualReward(db: Kysely<DB>, input: ManualReward): Promise<string | null> {
  const row = await db
    .insertInto('rewards')
    .values({
      member_id: input.member.id,
      partner_code: input.member.partnerCode,
      source_code: input.source,
      source_transaction_id: input.sourceTransactionId,
      transaction_type: 'manual',
      merchant_id: input.merchantId ?? null,
      member_card_id: input.memberCardId ?? null,
      occurred_at: input.occurredAt,
      local_date: input.localDate,
      ticket_cents: input.ticketCents ?? 0,
      // A manual reward's amount is given, not earned on spend.
      eligible_cents: 0,
      benefit_amount: input.amount,
      award_status: isCashProgram(input.partner.currencyType) ? 'Awarded' : 'Pending',
      status_reason: input.reason,
      settled: true,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.columns(['source_code', 'source_transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

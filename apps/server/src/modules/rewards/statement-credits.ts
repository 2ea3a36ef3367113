import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';

/**
 * Statement credits of Dollar and Credit programs (part 2 §3 credit records, §9 "$20"; docs/rewards.md):
 * a member's balance is what they earned (Awarded and Paid rewards) less the credits already paid; once it
 * reaches the partner's threshold the whole balance is paid as one credit to their newest linked card (or
 * by e-mail where the program pays that way), and the rewards it covers become Paid. A refund after payout
 * lowers the balance, and the next credit takes it back.
 */

interface Owed {
  member_id: number;
  partner_code: string;
  balance: string;
}

const CARD_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The member's unpaid balance, in cents. */
export async function balanceCents(trx: Transaction<DB> | Kysely<DB>, memberId: number): Promise<number> {
  const result = await sql<{ balance: string }>`
    SELECT coalesce((SELECT sum(benefit_amount) FROM rewards WHERE member_id = ${memberId} AND award_status IN ('Awarded', 'Paid')), 0)
         - coalesce((SELECT sum(credit_amount_cents) FROM statement_credits WHERE member_id = ${memberId}), 0) AS balance`.execute(
    trx,
  );
  return Number(result.rows[0]?.balance ?? 0);
}

export async function issueStatementCredits(
  trx: Transaction<DB>,
  partners: readonly Partner[],
  now: Date,
): Promise<number> {
  const cash = partners.filter((p) => isCashProgram(p.currencyType));
  if (cash.length === 0) return 0;
  const owed = (
    await sql<Owed>`
      WITH thresholds AS (
        SELECT * FROM unnest(${cash.map((p) => p.code)}::text[],
                             ${cash.map((p) => Math.round(p.statementCreditThresholdDollars * 100))}::integer[])
          AS t(partner_code, threshold_cents)
      ),
      candidates AS (
        SELECT DISTINCT member_id FROM rewards WHERE award_status = 'Awarded' AND statement_credit_id IS NULL
      ),
      earned AS (
        SELECT r.member_id, r.partner_code, sum(r.benefit_amount) AS earned
        FROM rewards r JOIN candidates c ON c.member_id = r.member_id
        WHERE r.award_status IN ('Awarded', 'Paid')
        GROUP BY 1, 2
      )
      SELECT e.member_id, e.partner_code,
             e.earned - coalesce((SELECT sum(s.credit_amount_cents) FROM statement_credits s WHERE s.member_id = e.member_id), 0) AS balance
      FROM earned e JOIN thresholds t ON t.partner_code = e.partner_code
      WHERE e.earned - coalesce((SELECT sum(s.credit_amount_cents) FROM statement_credits s WHERE s.member_id = e.member_id), 0)
            >= t.threshold_cents
      ORDER BY e.member_id`.execute(trx)
  ).rows;
  for (const row of owed) {
    const partner = cash.find((p) => p.code === row.partner_code)!;
    const payout = partner.statementCreditPayout;
    const card = await trx
      .selectFrom('member_cards')
      .select(['card_type', 'last_four'])
      .where('member_id', '=', row.member_id)
      .where('removed_at', 'is', null)
      .orderBy('linked_at', 'desc')
      .executeTakeFirst();
    const member = await trx
      .selectFrom('members')
      .select('email')
      .where('id', '=', row.member_id)
      .executeTakeFirstOrThrow();
    const toCard = payout.method === 'Card' && card !== undefined;
    const credit = await trx
      .insertInto('statement_credits')
      .values({
        member_id: row.member_id,
        partner_code: row.partner_code,
        credit_amount_cents: Number(row.balance),
        target_type: toCard ? 'card' : 'other',
        target_label: toCard
          ? `${CARD_NAMES[card.card_type] ?? 'Card'} ending in ${card.last_four}`
          : (member.email ?? 'Mailed check'),
        benefit_processor: payout.benefitProcessor,
        payout_brand: payout.brand,
        payout_method: toCard ? 'Card' : 'Email',
        status: 'Paid',
        created_at: now,
        paid_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('rewards')
      .set({ award_status: 'Paid', paid_at: now, statement_credit_id: credit.id, updated_at: now })
      .where('member_id', '=', row.member_id)
      .where('award_status', '=', 'Awarded')
      .where('statement_credit_id', 'is', null)
      .execute();
  }
  return owed.length;
}

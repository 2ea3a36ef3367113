import { sql, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { isCashProgram } from './earn-rules';

/**
 * Posting files (docs/rewards.md "Posting"): a Mile or Point program's settled rewards reach the member's
 * partner account through a file per partner and run, one line per reward with the amount not yet sent
 * (a refund after posting sends a negative line). The rewards of a file are Awarded when the partner
 * acknowledges it; a reward waiting in an unacknowledged file is not sent again.
 */

export const POSTING_HEADER =
  'posting_line,partner_number,member_public_id,reward_id,source_code,transaction_date,amount';

interface LineRow {
  reward_id: string;
  amount: number;
  partner_number: string | null;
  public_id: string;
  source_code: string;
  local_date: string;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * Writes the posting files due now; answers their ids. `oncePerDay`: a partner that already has a file
 * dated today gets the rest tomorrow (production); otherwise every run may write one (development).
 */
export async function createPostings(
  trx: Transaction<DB>,
  partners: readonly Partner[],
  now: Date,
  options: { oncePerDay: boolean },
): Promise<number[]> {
  const ids: number[] = [];
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  for (const partner of partners.filter((p) => !isCashProgram(p.currencyType))) {
    const { n: filedToday } = (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM reward_postings
        WHERE partner_code = ${partner.code} AND file_name LIKE ${`${partner.code}-${day}-%`}`.execute(trx)
    ).rows[0]!;
    if (options.oncePerDay && Number(filedToday) > 0) continue;
    // Nothing to send (a purchase too small to earn a whole mile): settled is as far as it goes.
    await sql`
      UPDATE rewards SET award_status = 'Awarded', posted_at = ${now}, updated_at = ${now}
      WHERE partner_code = ${partner.code} AND settled AND award_status = 'Pending' AND benefit_amount = posted_amount`.execute(
      trx,
    );
    const lines = (
      await sql<LineRow>`
        SELECT r.id AS reward_id, r.benefit_amount - r.posted_amount AS amount, m.partner_number, m.public_id,
               r.source_code, to_char(r.local_date, 'YYYY-MM-DD') AS local_date
        FROM rewards r JOIN members m ON m.id = r.member_id
        WHERE r.partner_code = ${partner.code} AND r.settled AND r.benefit_amount <> r.posted_amount
          AND r.award_status IN ('Pending', 'Awarded', 'Forfeit')
          AND NOT EXISTS (SELECT 1 FROM reward_posting_lines l JOIN reward_postings p ON p.id = l.posting_id
                          WHERE l.reward_id = r.id AND p.acknowledged_at IS NULL)
        ORDER BY r.id`.execute(trx)
    ).rows;
    if (lines.length === 0) continue;
    const body = [
      POSTING_HEADER,
      ...lines.map((line, index) =>
        [
          String(index + 1),
          line.partner_number ?? '',
          line.public_id,
          line.reward_id,
          line.source_code,
          line.local_date,
          String(line.amount),
        ]
          .map(csvField)
          .join(','),
      ),
    ].join('\n');
    const posting = await trx
      .insertInto('reward_postings')
      .values({
        partner_code: partner.code,
        file_name: `${partner.code}-${day}-${String(Number(filedToday) + 1).padStart(3, '0')}.csv`,
        line_count: lines.length,
        total_amount: lines.reduce((sum, line) => sum + line.amount, 0),
        body: `${body}\n`,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      INSERT INTO reward_posting_lines (posting_id, reward_id, amount)
      SELECT ${posting.id}, t.reward_id, t.amount
      FROM unnest(${lines.map((l) => l.reward_id)}::bigint[], ${lines.map((l) => l.amount)}::integer[]) AS t(reward_id, amount)`.execute(
      trx,
    );
    ids.push(posting.id);
  }
  return ids;
}

/** The partner took the file: what it carried is posted, and the rewards in it are Awarded. Acknowledging twice changes nothing. */
export async function acknowledgePosting(trx: Transaction<DB>, postingId: number, now: Date): Promise<boolean> {
  const posting = await trx
    .updateTable('reward_postings')
    .set({ acknowledged_at: now })
    .where('id', '=', postingId)
    .where('acknowledged_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!posting) return false;
  await sql`
    UPDATE rewards r
    SET posted_amount = r.posted_amount + l.amount, posted_at = ${now}, updated_at = ${now},
        award_status = CASE WHEN r.award_status = 'Pending' THEN 'Awarded' ELSE r.award_status END
    FROM reward_posting_lines l
    WHERE l.posting_id = ${postingId} AND l.reward_id = r.id`.execute(trx);
  return true;
}

import { sql, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { withCachedPlans } from '../../db/planning';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';

/**
 * Posting files (docs/rewards.md "Posting"): a Mile or Point program's settled rewards reach the member's
 * partner account through a file per partner and run, one line per reward with the amount not yet sent
 * (a refund after posting sends a negative line). The rewards of a file are Awarded when the partner
 * acknowledges it; a reward waiting in an unacknowledged file is not sent again.
 */

export const POSTING_HEADER =
  'posting_line,partner_number,member_public_id,reward_id,source_code,transaction_date,amount';

/** Reward ids by partner code. */
export type PostedOnWrite = ReadonlyMap<string, readonly string[]>;

/**
 * Whether a reward the import creates is written already posted. With immediate posting (development)
 * the cycle that ends every import puts each settled Pending reward of a Mile or Point program in a
 * posting file and acknowledges it at once, so such a reward new in the import ends its transaction
 * Awarded, its whole amount posted, whatever else the cycle does (the steps before posting touch members,
 * bonus rewards and Deferred rewards only). Writing it in that state once, instead of writing it Pending
 * and updating it again, is the same outcome; the run's posting file still lists it (createPostings).
 */
export function postsOnWrite(
  immediatePosting: boolean,
  partner: Pick<Partner, 'currencyType'>,
  reward: { status: string; settled: boolean },
): boolean {
  return immediatePosting && !isCashProgram(partner.currencyType) && reward.settled && reward.status === 'Pending';
}

/**
 * Writes the posting files due now; answers them. `oncePerDay`: a partner that already has a file
 * dated today gets the rest tomorrow (production); otherwise every run may write one (development).
 * `postedOnWrite`: rewards this run wrote already posted (postsOnWrite), listed in their partner's file
 * with the amount they were posted with.
 */
export async function createPostings(
  trx: Transaction<DB>,
  partners: readonly Partner[],
  now: Date,
  options: { oncePerDay: boolean; postedOnWrite?: PostedOnWrite },
): Promise<Array<{ id: number; partnerCode: string }>> {
  const postings: Array<{ id: number; partnerCode: string }> = [];
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
    const fileName = `${partner.code}-${day}-${String(Number(filedToday) + 1).padStart(3, '0')}.csv`;
    const id = await writePosting(trx, partner.code, fileName, now, options.postedOnWrite?.get(partner.code) ?? []);
    if (id !== null) postings.push({ id, partnerCode: partner.code });
  }
  return postings;
}

/** A column as a CSV field: quoted when it holds a quote, a comma or a line break. */
function csvField(column: string) {
  const value = sql.ref(column);
  return sql`CASE WHEN ${value} ~ '[",\\n]' THEN '"' || replace(${value}, '"', '""') || '"' ELSE ${value} END`;
}

/**
 * Writes one partner's posting file: a line per reward the partner does not have all of yet (in reward
 * order, with the amount not sent), and the rewards written already posted with theirs. The file's body,
 * its row and its lines are made in one statement inside the database, so a file of a large import's
 * hundred thousand lines never travels to Node and back. Answers the file's id, or null when there is
 * nothing to send.
 */
async function writePosting(
  trx: Transaction<DB>,
  partnerCode: string,
  fileName: string,
  now: Date,
  postedOnWrite: readonly string[],
): Promise<number | null> {
  // Cached plans for the lines' foreign-key checks; so the statement itself may run on a generic plan,
  // every join in it is one a generic plan cannot make quadratic (no "= ANY(array)" filter on a scan).
  const { rows } = await withCachedPlans(trx, () =>
    sql<{ id: number }>`
      WITH due AS (
        SELECT r.id AS reward_id, r.benefit_amount - r.posted_amount AS amount, r.member_id, r.source_code,
               r.local_date
        FROM rewards r
        WHERE r.partner_code = ${partnerCode} AND r.settled AND r.benefit_amount <> r.posted_amount
          AND r.award_status IN ('Pending', 'Awarded', 'Forfeit')
          -- Held: the program rejected its line, and support has not sent it again.
          AND r.posting_rejected_at IS NULL
          -- Waiting for its answer in a file not acknowledged yet (an answered line posted it, or held it).
          AND NOT EXISTS (SELECT 1 FROM reward_posting_lines l JOIN reward_postings p ON p.id = l.posting_id
                          WHERE l.reward_id = r.id AND p.acknowledged_at IS NULL AND l.answered_at IS NULL)
        ${
          postedOnWrite.length > 0
            ? sql`UNION ALL
        SELECT r.id, r.posted_amount, r.member_id, r.source_code, r.local_date
        FROM unnest(${postedOnWrite}::bigint[]) AS w(id) JOIN rewards r ON r.id = w.id`
            : sql``
        }
      ),
      numbered AS (
        SELECT row_number() OVER (ORDER BY d.reward_id) AS n, d.*, coalesce(m.partner_number, '') AS partner_number,
               m.public_id
        FROM due d JOIN members m ON m.id = d.member_id
      ),
      lines AS MATERIALIZED (
        SELECT n, reward_id, amount,
               concat_ws(',', n, ${csvField('partner_number')}, ${csvField('public_id')}, reward_id,
                         ${csvField('source_code')}, to_char(local_date, 'YYYY-MM-DD'), amount) AS text
        FROM numbered
      ),
      posting AS (
        INSERT INTO reward_postings (partner_code, file_name, line_count, total_amount, body, created_at)
        SELECT ${partnerCode}, ${fileName}, count(*), sum(amount),
               ${POSTING_HEADER} || E'\\n' || string_agg(text, E'\\n' ORDER BY n) || E'\\n', ${now}
        FROM lines
        HAVING count(*) > 0
        RETURNING id
      ),
      written AS (
        INSERT INTO reward_posting_lines (posting_id, reward_id, amount, line_no)
        SELECT posting.id, lines.reward_id, lines.amount, lines.n FROM posting CROSS JOIN lines
      )
      SELECT id FROM posting`.execute(trx),
  );
  return rows[0]?.id ?? null;
}

/**
 * The partner took the file: every line it has not answered yet (posting-answers.ts) is accepted: what it
 * carried is posted, and its reward is Awarded. Acknowledging twice changes nothing. `postedOnWrite`: the file's
 * rewards written already posted (createPostings), left as they are.
 */
export async function acknowledgePosting(
  trx: Transaction<DB>,
  postingId: number,
  now: Date,
  postedOnWrite: readonly string[] = [],
): Promise<boolean> {
  const posting = await trx
    .updateTable('reward_postings')
    .set({ acknowledged_at: now })
    .where('id', '=', postingId)
    .where('acknowledged_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!posting) return false;
  await sql`
    WITH accepted AS (
      UPDATE reward_posting_lines SET status = 'accepted', answered_at = ${now}
      WHERE posting_id = ${postingId} AND status IS NULL
      RETURNING reward_id, amount
    )
    UPDATE rewards r
    SET ${creditLine(now)}
    FROM accepted l
    WHERE l.reward_id = r.id
      ${
        // Only an import passes these, and it plans each statement for its values (db/planning.ts):
        // the array is a constant there, looked up by hash.
        postedOnWrite.length > 0 ? sql`AND NOT (l.reward_id = ANY(${postedOnWrite}::bigint[]))` : sql``
      }`.execute(trx);
  return true;
}

/**
 * What an accepted line does to its reward (`l` the line, `r` the reward): its amount is posted, and a Pending
 * reward is Awarded. The whole file's acknowledgement and a line's answer (posting-answers.ts) share it.
 */
export function creditLine(now: Date) {
  return sql`posted_amount = r.posted_amount + l.amount, posted_at = ${now}, updated_at = ${now},
        award_status = CASE WHEN r.award_status = 'Pending' THEN 'Awarded' ELSE r.award_status END`;
}

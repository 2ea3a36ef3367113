import { sql, type Kysely, type Transaction } from 'kysely';
import {
  POSTING_MESSAGES,
  type PostingLineAnswer,
  type PostingReconciliation,
} from '@forkpoint/shared/contracts/postings';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { postingByName, postingReconciliations, type PostingCounts } from './posting-repository';
import { creditLine } from './postings';
import { POSTING_MESSAGES as FILE_MESSAGES } from './partner-postings';

/**
 * A program's answers to its posting file, line by line (docs/rewards.md "Posting"; posting-routes.ts …/Lines).
 * An accepted line does what the whole file's acknowledgement does for it (postings.ts creditLine); a rejected
 * line's reward is not credited, keeps its status, tells the member why (a Pending purchase's status_reason), and is
 * held out of later files (rewards.posting_rejected_at) until support sends it again
 * (support/posting-reconciliation.ts). Once every line is answered the file is acknowledged.
 *
 * A call is applied whole or not at all: a line the file does not have is a 400 naming it, and a line already
 * answered the other way a 409 naming it, with nothing of the call applied, so the program can correct and resend
 * the same call. A line answered again the same way changes nothing (a rejected line keeps its first reason).
 */

/** What a member reads on a Pending purchase its program did not credit. */
export const REJECTED_REASON_PREFIX = 'Not credited by ';
export const rejectedReason = (partnerName: string, reason: string) =>
  `${REJECTED_REASON_PREFIX}${partnerName}: ${reason}`;

export async function answerPostingLines({
  db,
  partnerCode,
  partnerName,
  fileName,
  answers,
  now,
}: {
  db: Kysely<DB>;
  partnerCode: string;
  /** The partner as members know it (terms.partner), for the rejected rewards' reason. */
  partnerName: string;
  fileName: string;
  answers: readonly PostingLineAnswer[];
  now: Date;
}): Promise<PostingReconciliation> {
  const posting = await postingByName(db, partnerCode, fileName);
  if (!posting) throw new AppError('NOT_FOUND', FILE_MESSAGES.notFound);
  return db.transaction().execute(async (trx) => {
    // Two calls answering the file at once take turns: each sees the other's answers, and the file is
    // acknowledged once, by the call that answers its last line.
    await trx.selectFrom('reward_postings').select('id').where('id', '=', posting.id).forUpdate().execute();
    const stored = await storedAnswers(
      trx,
      posting.id,
      answers.map((answer) => answer.line),
    );
    refuseUnknownOrConflicting(answers, stored);

    const fresh = answers.filter((answer) => stored.get(answer.line) === null);
    const accepted = fresh.filter((answer) => answer.status === 'accepted').map((answer) => answer.line);
    const rejected = fresh.filter((answer) => answer.status === 'rejected');
    if (accepted.length > 0) await acceptLines(trx, posting.id, accepted, now);
    if (rejected.length > 0) await rejectLines(trx, posting.id, rejected, partnerName, now);
    if (fresh.length > 0) await acknowledgeWhenAnswered(trx, posting.id, now);
    const [file] = await postingReconciliations(trx, partnerCode, { postingId: posting.id });
    return reconciliationOf(file!);
  });
}

/** A file's counts as the partner reads them. */
function reconciliationOf(file: PostingCounts): PostingReconciliation {
  const { fileName, lines, accepted, rejected, outstanding, acknowledgedAt } = file;
  return { fileName, lines, accepted, rejected, outstanding, acknowledgedAt };
}

/** The answer each asked line already has (null: none yet); a line the file does not have is not in the map. */
async function storedAnswers(trx: Transaction<DB>, postingId: number, lines: number[]) {
  const rows = await trx
    .selectFrom('reward_posting_lines')
    .select(['line_no', 'status'])
    .where('posting_id', '=', postingId)
    .where('line_no', 'in', lines)
    .execute();
  return new Map(rows.map((row) => [row.line_no, row.status]));
}

function refuseUnknownOrConflicting(
  answers: readonly PostingLineAnswer[],
  stored: ReadonlyMap<number, 'accepted' | 'rejected' | null>,
): void {
  const unknown = answers.flatMap((answer, index) =>
    stored.has(answer.line)
      ? []
      : [{ field: `lines.${index}.line`, message: POSTING_MESSAGES.unknownLine(answer.line) }],
  );
  if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', POSTING_MESSAGES.form, unknown);
  const conflicts = answers.flatMap((answer, index) => {
    const was = stored.get(answer.line);
    return was && was !== answer.status
      ? [{ field: `lines.${index}.status`, message: POSTING_MESSAGES.conflictLine(answer.line, was) }]
      : [];
  });
  if (conflicts.length > 0) throw new AppError('CONFLICT', POSTING_MESSAGES.conflict, conflicts);
}

async function acceptLines(trx: Transaction<DB>, postingId: number, lines: number[], now: Date) {
  await sql`
    WITH l AS (
      UPDATE reward_posting_lines SET status = 'accepted', answered_at = ${now}
      WHERE posting_id = ${postingId} AND status IS NULL AND line_no = ANY(${lines}::integer[])
      RETURNING reward_id, amount
    )
    UPDATE rewards r SET ${creditLine(now)}
    FROM l WHERE l.reward_id = r.id`.execute(trx);
}

async function rejectLines(
  trx: Transaction<DB>,
  postingId: number,
  answers: readonly PostingLineAnswer[],
  partnerName: string,
  now: Date,
) {
  const lines = answers.map((answer) => answer.line);
  const reasons = answers.map((answer) => answer.reason ?? '');
  // Only a Pending purchase shows its reason as the status's detail; a bonus or adjustment (no restaurant) names
  // itself with it, and an Awarded or Forfeit reward (a refund's negative line) has its own: those keep theirs.
  await sql`
    WITH answers AS (SELECT * FROM unnest(${lines}::integer[], ${reasons}::text[]) AS a(line_no, reason)),
    l AS (
      UPDATE reward_posting_lines l SET status = 'rejected', reason = answers.reason, answered_at = ${now}
      FROM answers
      WHERE l.posting_id = ${postingId} AND l.status IS NULL AND l.line_no = answers.line_no
      RETURNING l.reward_id, answers.reason
    )
    UPDATE rewards r SET posting_rejected_at = ${now}, updated_at = ${now},
      status_reason = CASE WHEN r.award_status = 'Pending' AND r.merchant_id IS NOT NULL
                           THEN ${rejectedReason(partnerName, '')} || l.reason ELSE r.status_reason END
    FROM l WHERE l.reward_id = r.id`.execute(trx);
}

async function acknowledgeWhenAnswered(trx: Transaction<DB>, postingId: number, now: Date) {
  await sql`
    UPDATE reward_postings p SET acknowledged_at = ${now}
    WHERE p.id = ${postingId} AND p.acknowledged_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM reward_posting_lines l WHERE l.posting_id = p.id AND l.status IS NULL)`.execute(
    trx,
  );
}

import type { Kysely } from 'kysely';
import {
  POSTING_FILES_LIMIT,
  POSTING_SUPPORT_MESSAGES as MESSAGES,
  type PostingFileList,
  type PostingRejectedLines,
  type PostingSentAgain,
} from '@forkpoint/shared/contracts/postings';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { REJECTED_REASON_PREFIX } from '../rewards/posting-answers';
import { postingLine, postingReconciliations, rejectedPostingLines } from '../rewards/posting-repository';
import type { StaffAct } from './staff-act';

/**
 * The console's Posting files (docs/rewards.md "Posting"): the program's files with their lines' answers counted,
 * one file's rejected lines, and sending a rejected line's reward again. Always on the staff member's own program:
 * another program's file is not found. Sending again clears the reward's hold (rewards.posting_rejected_at), so the
 * next posting file carries it, and takes back the member's "Not credited by …" reason; audited with the change.
 */

/** A rejected file's lines listed at most; a file with more is for the partner's own reconciliation. */
const REJECTED_LINES_LIMIT = 1000;

export const postingLineTarget = (fileName: string, line: number) => ({
  type: 'posting-line',
  id: `${fileName}#${line}`,
});

export async function listPostingFiles(db: Kysely<DB>, partnerCode: string): Promise<PostingFileList> {
  return { files: await postingReconciliations(db, partnerCode, { limit: POSTING_FILES_LIMIT }) };
}

export async function postingFileRejectedLines(
  db: Kysely<DB>,
  partnerCode: string,
  fileName: string,
): Promise<PostingRejectedLines> {
  const [file] = await postingReconciliations(db, partnerCode, { fileName });
  if (!file) throw new AppError('NOT_FOUND', MESSAGES.fileNotFound);
  const rows = await rejectedPostingLines(db, partnerCode, fileName, REJECTED_LINES_LIMIT);
  return {
    fileName,
    lines: rows.map((row) => ({
      line: row.line_no,
      memberPublicId: row.public_id,
      memberName: `${row.first_name} ${row.last_name}`.trim(),
      rewardId: String(row.reward_id),
      amount: row.amount,
      reason: row.reason ?? '',
      answeredAt: new Date(row.answered_at!).toISOString(),
      sentAgain: row.sent_again_at !== null,
    })),
  };
}

export async function sendPostingLineAgain({
  db,
  act,
  fileName,
  line,
}: {
  db: Kysely<DB>;
  act: StaffAct;
  fileName: string;
  line: number;
}): Promise<PostingSentAgain> {
  const partnerCode = act.partner.code;
  return db.transaction().execute(async (trx) => {
    const found = await postingLine(trx, partnerCode, fileName, line, { forUpdate: true });
    if (!found) throw new AppError('NOT_FOUND', MESSAGES.fileNotFound);
    if (found.status !== 'rejected') throw new AppError('CONFLICT', MESSAGES.lineNotRejected);
    if (found.sent_again_at !== null) throw new AppError('CONFLICT', MESSAGES.alreadySent);
    await trx
      .updateTable('reward_posting_lines')
      .set({ sent_again_at: act.now })
      .where('posting_id', '=', found.posting_id)
      .where('line_no', '=', line)
      .execute();
    const reward = await trx
      .updateTable('rewards')
      .set((eb) => ({
        posting_rejected_at: null,
        updated_at: act.now,
        status_reason: eb
          .case()
          .when('status_reason', 'like', `${REJECTED_REASON_PREFIX}%`)
          .then(null)
          .else(eb.ref('status_reason'))
          .end(),
      }))
      .where('id', '=', found.reward_id)
      .where('partner_code', '=', partnerCode)
      .returning(['id', 'award_status'])
      .executeTakeFirstOrThrow();
    await act.record(
      {
        action: STAFF_ACTIONS.postingSendAgain,
        target: postingLineTarget(fileName, line),
        before: { status: 'rejected', reason: found.reason, held: true },
        after: { reward: String(reward.id), awardStatus: reward.award_status, held: false },
      },
      trx,
    );
    return { fileName, line, rewardId: String(reward.id), message: MESSAGES.sentAgain };
  });
}

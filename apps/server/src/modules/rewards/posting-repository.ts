import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The posting files as the partner's calls read them (posting-routes.ts): always on the calling program, so
 * another program's file is not found. The files are written and acknowledged by postings.ts.
 */

/** The program's files it has not acknowledged yet, oldest first. */
export function unacknowledgedPostings(db: Kysely<DB>, partnerCode: string) {
  return db
    .selectFrom('reward_postings')
    .select(['file_name', 'partner_code', 'line_count', 'total_amount', 'created_at', 'acknowledged_at'])
    .where('partner_code', '=', partnerCode)
    .where('acknowledged_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The CSV body of the program's file of that name, or undefined. */
export async function postingBody(db: Kysely<DB>, partnerCode: string, fileName: string): Promise<string | undefined> {
  const file = await db
    .selectFrom('reward_postings')
    .select('body')
    .where('file_name', '=', fileName)
    .where('partner_code', '=', partnerCode)
    .executeTakeFirst();
  return file?.body;
}

/** The id and acknowledgement of the program's file of that name, or undefined. */
export function postingByName(db: Kysely<DB>, partnerCode: string, fileName: string) {
  return db
    .selectFrom('reward_postings')
    .select(['id', 'acknowledged_at'])
    .where('file_name', '=', fileName)
    .where('partner_code', '=', partnerCode)
    .executeTakeFirst();
}

/** A file with its lines' answers counted (the partner's line answers, support's list). */
export interface PostingCounts {
  fileName: string;
  lines: number;
  accepted: number;
  rejected: number;
  outstanding: number;
  acknowledgedAt: string | null;
  createdAt: string;
  totalAmount: number;
}

/** The program's files with their answers counted, newest first: one file (`postingId`, `fileName`), or the `limit` newest. */
export async function postingReconciliations(
  db: Kysely<DB>,
  partnerCode: string,
  { postingId, fileName, limit = 1 }: { postingId?: number; fileName?: string; limit?: number },
): Promise<PostingCounts[]> {
  // The files first (newest, limited), then each one's lines counted: only those files' lines are read.
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('reward_postings')
        .select(['id', 'file_name', 'line_count', 'total_amount', 'created_at', 'acknowledged_at'])
        .where('partner_code', '=', partnerCode)
        .$if(postingId !== undefined, (q) => q.where('id', '=', postingId!))
        .$if(fileName !== undefined, (q) => q.where('file_name', '=', fileName!))
        .orderBy('id', 'desc')
        .limit(limit)
        .as('p'),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('reward_posting_lines as l')
          .select((counts) => [
            counts.fn.countAll<string>().filterWhere('l.status', '=', 'accepted').as('accepted'),
            counts.fn.countAll<string>().filterWhere('l.status', '=', 'rejected').as('rejected'),
            counts.fn.countAll<string>().filterWhere('l.status', 'is', null).as('outstanding'),
          ])
          .whereRef('l.posting_id', '=', 'p.id')
          .as('c'),
      (join) => join.onTrue(),
    )
    .selectAll('p')
    .select(['c.accepted', 'c.rejected', 'c.outstanding'])
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    fileName: row.file_name,
    lines: row.line_count,
    accepted: Number(row.accepted),
    rejected: Number(row.rejected),
    outstanding: Number(row.outstanding),
    acknowledgedAt: row.acknowledged_at ? new Date(row.acknowledged_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    totalAmount: Number(row.total_amount),
  }));
}

/** The rejected lines of the program's file of that name, in line order, with their member and reward. */
export function rejectedPostingLines(db: Kysely<DB>, partnerCode: string, fileName: string, limit: number) {
  return db
    .selectFrom('reward_postings as p')
    .innerJoin('reward_posting_lines as l', 'l.posting_id', 'p.id')
    .innerJoin('rewards as r', 'r.id', 'l.reward_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'l.line_no',
      'l.reward_id',
      'l.amount',
      'l.reason',
      'l.answered_at',
      'l.sent_again_at',
      'm.public_id',
      'm.first_name',
      'm.last_name',
    ])
    .where('p.partner_code', '=', partnerCode)
    .where('r.partner_code', '=', partnerCode)
    .where('p.file_name', '=', fileName)
    .where('l.status', '=', 'rejected')
    .orderBy('l.line_no')
    .limit(limit)
    .execute();
}

/** One line of the program's file of that name, with its answer, or undefined; `forUpdate` locks it. */
export function postingLine(
  db: Kysely<DB>,
  partnerCode: string,
  fileName: string,
  lineNo: number,
  { forUpdate = false } = {},
) {
  return db
    .selectFrom('reward_postings as p')
    .innerJoin('reward_posting_lines as l', 'l.posting_id', 'p.id')
    .select(['l.posting_id', 'l.line_no', 'l.reward_id', 'l.status', 'l.reason', 'l.sent_again_at'])
    .where('p.partner_code', '=', partnerCode)
    .where('p.file_name', '=', fileName)
    .where('l.line_no', '=', lineNo)
    .$if(forUpdate, (q) => q.forUpdate('l'))
    .executeTakeFirst();
}

import type { Kysely } from 'kysely';
import type { WaitingPostingFile } from '@forkpoint/shared/contracts/postings';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { postingBody, postingByName, unacknowledgedPostings } from './posting-repository';
import { acknowledgePosting } from './postings';

/**
 * The partner side of posting files (docs/rewards.md "Posting"), as services: the program is the one whose
 * integration key signed the call (posting-routes.ts), so only its files exist for it: another program's file
 * is refused as a file that does not exist.
 */

export const POSTING_MESSAGES = {
  notFound: 'No posting file has this name.',
  otherPartner:
    '?partner= names another program than the integration key’s. Leave it out: the key says which program is calling.',
};

/** A waiting file as the list answers it (contracts/postings.ts). */
export type PostingFileSummary = WaitingPostingFile;

/**
 * The files waiting for the program. `askedPartner` (the list's `?partner=`, repeated or not) is accepted only
 * when it names the program itself: 403 otherwise, naming no file.
 */
export async function waitingPostingFiles({
  db,
  partnerCode,
  askedPartner,
}: {
  db: Kysely<DB>;
  partnerCode: string;
  askedPartner?: string | readonly string[] | undefined;
}): Promise<PostingFileSummary[]> {
  if (askedPartner !== undefined && (typeof askedPartner !== 'string' || askedPartner !== partnerCode)) {
    throw new AppError('FORBIDDEN', POSTING_MESSAGES.otherPartner);
  }
  const files = await unacknowledgedPostings(db, partnerCode);
  return files.map((file) => ({
    fileName: file.file_name,
    partnerCode: file.partner_code,
    lineCount: file.line_count,
    totalAmount: Number(file.total_amount),
    createdAt: new Date(file.created_at).toISOString(),
  }));
}

/** The CSV of the program's file of that name, acknowledged or not; 404 for any other. */
export async function postingFileBody({
  db,
  partnerCode,
  fileName,
}: {
  db: Kysely<DB>;
  partnerCode: string;
  fileName: string;
}): Promise<string> {
  const body = await postingBody(db, partnerCode, fileName);
  if (body === undefined) throw new AppError('NOT_FOUND', POSTING_MESSAGES.notFound);
  return body;
}

/**
 * The program took its file: the rewards in it are posted and Awarded (postings.ts acknowledgePosting). A second
 * acknowledgement changes nothing and answers the first one's time; 404 for a file that is not the program's.
 */
export async function acknowledgePostingFile({
  db,
  partnerCode,
  fileName,
  now,
}: {
  db: Kysely<DB>;
  partnerCode: string;
  fileName: string;
  now: Date;
}): Promise<{ fileName: string; acknowledgedAt: string }> {
  const posting = await postingByName(db, partnerCode, fileName);
  if (!posting) throw new AppError('NOT_FOUND', POSTING_MESSAGES.notFound);
  const fresh = await db.transaction().execute((trx) => acknowledgePosting(trx, posting.id, now));
  return {
    fileName,
    acknowledgedAt: fresh ? now.toISOString() : new Date(posting.acknowledged_at!).toISOString(),
  };
}

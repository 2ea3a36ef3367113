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

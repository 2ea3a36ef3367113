import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The advisory lock that runs imports one at a time (the reward cycle's is 13_0001). */
const FEED_IMPORT_LOCK_KEY = 13_0002;

/**
 * Waits for (and then holds, to the end of `trx`) the feed imports' lock. Imports take it so that each
 * starts from the one before's outcome (decision 0015); approving a claim takes it too, so an approval and
 * an import that both look at one purchase take turns (decision 0027).
 */
export async function lockFeedImports(trx: Transaction<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${FEED_IMPORT_LOCK_KEY})`.execute(trx);
}

import { sql } from 'kysely';
import type { Database } from './database';

/**
 * Work that only one instance may do at a time (migrations, the seed, the reward cycle), under a
 * PostgreSQL advisory lock named by `name` (docs/decisions/0021).
 *
 * The lock is a transaction-level one, held by a transaction left open on one connection of the pool
 * while the work runs on the others: it ends with that transaction whatever happens to the process, and
 * unlike a session-level lock it holds through PgBouncer in transaction mode, which pins a connection to
 * its client only for the length of a transaction. PGlite is one connection in one process, which a data
 * folder cannot be shared by, so there the work simply runs.
 */
export async function withAdvisoryLock<T>(database: Database, name: string, work: () => Promise<T>): Promise<T> {
  const outcome = await holding(database, name, 'wait', work);
  if (!outcome.ran) throw new Error(`advisory lock ${name} was not taken`);
  return outcome.value;
}

/** The same, but when another instance holds the lock the work is skipped (it is being done already). */
export function ifAdvisoryLockFree<T>(
  database: Database,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return holding(database, name, 'try', work);
}

async function holding<T>(
  database: Database,
  name: string,
  mode: 'wait' | 'try',
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (database.engine === 'pglite') return { ran: true, value: await work() };
  return database.db.connection().execute(async (connection) => {
    await sql`BEGIN`.execute(connection);
    try {
      if (mode === 'wait') {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(connection);
      } else {
        const { rows } = await sql<{ taken: boolean }>`
          SELECT pg_try_advisory_xact_lock(hashtext(${name})) AS taken`.execute(connection);
        if (!rows[0]?.taken) return { ran: false as const };
      }
      return { ran: true as const, value: await work() };
    } finally {
      // Ends the transaction and with it the lock; the work itself was committed on its own connections.
      await sql`COMMIT`.execute(connection).catch(() => undefined);
    }
  });
}

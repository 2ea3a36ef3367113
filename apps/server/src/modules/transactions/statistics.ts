import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Fewer new rows than this never move a plan enough to pay for an ANALYZE. */
const MIN_ROWS = 10_000;

/**
 * Refreshes a table's planner statistics inside the import's transaction when the rows it just added are
 * a large share of it (a first import into an empty table above all: autovacuum only sees them after the
 * commit). The statements that follow (refunds' checks, the reward engine) are then planned for the rows
 * they will meet, not for the handful the old statistics promise, which turns hash joins into millions of
 * index probes. ANALYZE samples a fixed number of rows, however large the table.
 */
export async function refreshStatistics(trx: Transaction<DB>, table: 'feed_events', added: number): Promise<void> {
  if (added < MIN_ROWS) return;
  const { rows } = await sql<{ reltuples: number }>`
    SELECT reltuples FROM pg_class WHERE oid = ${table}::regclass`.execute(trx);
  // reltuples is -1 (0 before PostgreSQL 14) until the table is first analyzed; it counts the rows before this import.
  const known = Number(rows[0]?.reltuples ?? -1);
  if (known > 0 && added < known / 4) return;
  await sql`ANALYZE ${sql.table(table)}`.execute(trx);
}

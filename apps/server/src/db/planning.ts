import { sql, type Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Planner settings for an import's transaction only: plans made for each statement's own values (a
 * prepared statement's generic plan guesses array sizes and import sizes), no JIT compilation (it costs
 * more than it saves on statements run once), and room to hash and sort in memory.
 */
export async function planForImport(trx: Transaction<DB>): Promise<void> {
  await sql`
    SELECT set_config('plan_cache_mode', 'force_custom_plan', true), set_config('jit', 'off', true),
           set_config('work_mem', '64MB', true)`.execute(trx);
}

/**
 * Runs a bulk write with cached plans allowed again. A foreign-key check is a prepared statement the
 * database runs for every row written; under an import's force_custom_plan it is planned afresh each time
 * (about 28 µs a check instead of 3: a million-row file's rewards and posting lines make over a million
 * checks). The write itself may then run on a generic plan, so it must be one whose every plan is linear
 * (no filter by a parameter array). Outside an import this changes nothing (the setting is the default).
 */
export async function withCachedPlans<T>(trx: Transaction<DB>, write: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ mode: string }>`SELECT current_setting('plan_cache_mode') AS mode`.execute(trx);
  const mode = rows[0]?.mode ?? 'auto';
  if (mode === 'auto') return write();
  await sql`SELECT set_config('plan_cache_mode', 'auto', true)`.execute(trx);
  const result = await write();
  await sql`SELECT set_config('plan_cache_mode', ${mode}, true)`.execute(trx);
  return result;
}

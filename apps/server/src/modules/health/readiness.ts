import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * How many of this instance's migrations the database has applied and how many are pending. An instance
 * of a newer release may start before its migrations have run (another instance holds the lock): it is
 * not ready until they have. A database with no migration record yet has every migration pending.
 */
export async function migrationProgress(
  db: Kysely<DB>,
  shipped: readonly string[],
): Promise<{ applied: number; pending: number }> {
  const { rows } = await sql<{ applied: number }>`
    SELECT count(*)::int AS applied FROM schema_migrations WHERE name = ANY(${[...shipped]}::text[])`
    .execute(db)
    .catch((error: unknown) => {
      // 42P01: schema_migrations does not exist yet (a database nobody has migrated).
      if ((error as { code?: string }).code === '42P01') return { rows: [{ applied: 0 }] };
      throw error;
    });
  const applied = Number(rows[0]?.applied ?? 0);
  return { applied, pending: shipped.length - applied };
}

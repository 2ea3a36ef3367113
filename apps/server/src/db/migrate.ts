import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database';
import { withAdvisoryLock } from './advisory-lock';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies every plain-SQL migration not yet recorded, in file-name order, each in its own
 * transaction together with its record, so a crash leaves either all of it or none.
 * Returns the names applied.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Several instances may start at once on a new database: one migrates, the others wait and find nothing to do.
  return withAdvisoryLock(database, MIGRATION_LOCK, () => migrateNow(database, dir));
}

/** The advisory lock migrations run under (db/advisory-lock.ts). */
export const MIGRATION_LOCK = 'forkpoint:migrations';

/** The migration files in the order they apply. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

async function migrateNow(database: Database, dir: string): Promise<string[]> {
  // Created only where it is missing: the app may run as a role that owns no table and may create none
  // (docs/deploy.md "A database role that owns nothing"), for which even CREATE TABLE IF NOT EXISTS is refused.
  const { rows } = await sql<{ present: boolean }>`
    SELECT to_regclass('schema_migrations') IS NOT NULL AS present`.execute(database.db);
  if (!rows[0]?.present) {
    await database.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  }
  const applied = new Set(
    (await database.db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name),
  );
  const pending = migrationFiles(dir).filter((file) => !applied.has(file));
  for (const name of pending) {
    const script = readFileSync(`${dir}/${name}`, 'utf8');
    const record = `INSERT INTO schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');`;
    try {
      await database.execScript(`BEGIN;\n${script}\n;${record}\nCOMMIT;`);
    } catch (error) {
      await database.execScript('ROLLBACK').catch(() => {});
      throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return pending;
}

/** Drops everything (db:reset and tests). */
export async function dropAll(database: Database): Promise<void> {
  await sql`DROP SCHEMA public CASCADE`.execute(database.db);
  await sql`CREATE SCHEMA public`.execute(database.db);
}

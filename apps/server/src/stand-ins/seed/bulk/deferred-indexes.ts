import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { isPostgresServer } from './copy-rows';

/**
 * Loads into empty tables the way pg_restore does: their indexes are built once after the rows are in,
 * and their keys checked once, by one set-based query or sort each, instead of per row.
 * One sorted (or buffered GiST) build costs a fraction of a million insertions into the index, above all
 * for the catalog's GiST and trigram indexes; a foreign key checked per row costs a look-up and a row
 * lock in the referenced table for each of millions of rows (the catalog's 8.8 million carriage rows:
 * minutes), checked at the end it is one anti-join.
 *
 * Only tables that are empty when the load starts: their plain indexes, foreign keys, and primary keys and
 * unique constraints that no foreign key refers to. Each is dropped and made again from its own definition
 * as the migrations made it (pg_get_indexdef, pg_get_constraintdef), inside the load's transaction: nobody
 * ever sees the table without them, and a row a key refuses (a duplicate, a dangling reference) fails
 * the whole load. A table that already holds rows keeps everything as it is. PGlite's loads are small
 * (and its memory too): there nothing is deferred.
 */
export async function withIndexesBuiltAfter<T>(
  trx: Transaction<DB>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  if (!(await isPostgresServer(trx))) return load();
  const indexes: { name: string; definition: string }[] = [];
  const foreignKeys: { table: string; name: string; definition: string }[] = [];
  for (const table of tables) {
    if (!(await isEmpty(trx, table))) continue;
    const { rows: tableIndexes } = await sql<{ name: string; definition: string }>`
      SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = ${table}::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`.execute(trx);
    // Foreign keys, and the primary keys and unique constraints no foreign key refers to (dropping one
    // that is referred to would mean dropping the referring tables' keys too).
    const { rows: tableKeys } = await sql<{ name: string; definition: string }>`
      SELECT k.conname AS name, pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k
      WHERE k.conrelid = ${table}::regclass
        AND (k.contype = 'f'
             OR (k.contype IN ('p', 'u')
                 AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = k.conindid)))
      ORDER BY k.contype DESC, k.conname`.execute(trx);
    for (const index of tableIndexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(trx);
    for (const key of tableKeys) {
      await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(trx);
    }
    indexes.push(...tableIndexes);
    foreignKeys.push(...tableKeys.map((key) => ({ table, ...key })));
  }
  const result = await load();
  // Index builds sort in memory up to this much (the default 64 MB spills a million rows to disk).
  if (indexes.length > 0 || foreignKeys.length > 0) await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(trx);
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
  for (const key of foreignKeys) {
    await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
      trx,
    );
  }
  return result;
}

async function isEmpty(trx: Transaction<DB>, table: string): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS any`.execute(trx);
  return rows[0]?.any !== true;
}

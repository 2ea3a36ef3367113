import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { LocationWrite } from './location-write';

/** Brands by source id: added once, renamed when a line names them differently. */
export async function writeBrands(trx: Transaction<DB>, writes: readonly LocationWrite[]) {
  const brands = new Map<string, string>();
  for (const w of writes) if (w.state.brand) brands.set(w.state.brand.sourceId, w.state.brand.name);
  if (brands.size === 0) return;
  await sql`
    INSERT INTO catalog_brands (source_id, name)
    SELECT * FROM unnest(${[...brands.keys()]}::text[], ${[...brands.values()]}::text[])
    ON CONFLICT (source_id) DO UPDATE SET name = excluded.name, updated_at = now()
    WHERE catalog_brands.name IS DISTINCT FROM excluded.name
  `.execute(trx);
}

/**
 * The carriage of each written location made what it should be: programs it left lose it (merchant_partners rows
 * deleted), programs it joined gain it; the catalog version trigger still moves.
 */
export async function replaceCarriage(
  trx: Transaction<DB>,
  batch: readonly LocationWrite[],
  ids: ReadonlyMap<string, { id: number }>,
) {
  // Only a location that was there before can hold carriage it no longer has: an addition's rows are all new.
  const merchantIds = batch.filter((w) => w.existing).map((w) => ids.get(w.sourceId)!.id);
  const pairs = batch.flatMap((w) => w.carriage.map((code) => [ids.get(w.sourceId)!.id, code] as const));
  const pairIds = pairs.map((p) => p[0]);
  const pairCodes = pairs.map((p) => p[1]);
  // merchants.partner_codes was written with the rows, sorted as the carriage trigger sorts it (the seed's way,
  // migrations/0047): the trigger is told so for these two statements and skips recomputing it, which would
  // rewrite every row again (a non-HOT update through the place and text indexes).
  await sql`SELECT set_config('forkpoint.carriage_written', 'on', true)`.execute(trx);
  if (merchantIds.length > 0) {
    await sql`
      DELETE FROM merchant_partners mp
      WHERE mp.merchant_id = ANY(${merchantIds}::int[])
        AND (mp.merchant_id, mp.partner_code) NOT IN (SELECT * FROM unnest(${pairIds}::int[], ${pairCodes}::text[]))
    `.execute(trx);
  }
  if (pairs.length > 0) {
    await sql`
      INSERT INTO merchant_partners (merchant_id, partner_code)
      SELECT * FROM unnest(${pairIds}::int[], ${pairCodes}::text[])
      ON CONFLICT DO NOTHING
    `.execute(trx);
  }
  await sql`SELECT set_config('forkpoint.carriage_written', 'off', true)`.execute(trx);
}

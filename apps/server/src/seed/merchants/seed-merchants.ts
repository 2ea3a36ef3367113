import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { generateMerchant } from './generate-merchant';
import { insertMerchants } from './insert-merchants';
import { seedPlaces } from './seed-places';
import { isPostgresServer } from '../bulk/copy-rows';
import type { Progress } from '../bulk/progress';
import { copyMerchants } from './copy-merchants';

/**
 * The catalog a first start builds when the merchants table is empty: dense enough that every one
 * of the 50 largest metros has well over 100 restaurants (New York about 2,000), and still seeded
 * in seconds (docs/decisions/0007-merchant-search.md, "The generated catalog").
 */
export const DEFAULT_MERCHANT_COUNT = 25_000;
const GENERATION_CHUNK = 25_000;

/**
 * Extends the generated catalog to `count` merchants (merchant i is always the same merchant,
 * so 100,000 extends 25,000 rather than replacing it). `today` dates the new merchants' limited
 * offers and creation. Returns how many were added. On PostgreSQL the rows go by COPY (copy-merchants.ts);
 * on PGlite by batched INSERTs. `progress` counts them.
 */
export async function seedMerchants(
  db: Kysely<DB>,
  partners: readonly Partner[],
  count: number,
  today: Date = new Date(),
  progress?: Progress,
): Promise<number> {
  if (count === 0) return 0;
  // The newest generated id by the unique index (fixed width: text order is number order), not a scan
  // of a million rows.
  const { rows } = await sql<{ generated: number }>`
    SELECT coalesce(max(substring(merchant_id from 3)::int), 0) AS generated
    FROM (SELECT merchant_id FROM merchants
          WHERE merchant_id BETWEEN 'FP0000000' AND 'FP9999999' AND merchant_id ~ '^FP[0-9]{7}$'
          ORDER BY merchant_id DESC LIMIT 1) newest
  `.execute(db);
  const from = Number(rows[0]?.generated ?? 0);
  if (from >= count) return 0;
  const places = seedPlaces();
  if (await isPostgresServer(db)) {
    // COPY needs one connection for its statements: the caller's transaction, or one of its own.
    const load = (trx: Transaction<DB>) => copyMerchants(trx, { from, count }, places, partners, today, progress);
    await (db.isTransaction ? load(db as Transaction<DB>) : db.transaction().execute(load));
    return count - from;
  }
  // Generate in chunks so 100,000 merchants never sit in memory all at once.
  for (let start = from; start < count; start += GENERATION_CHUNK) {
    const end = Math.min(count, start + GENERATION_CHUNK);
    const merchants = Array.from({ length: end - start }, (_, k) =>
      generateMerchant(start + k, places, partners, today),
    );
    // Rows of one city land on neighbouring heap pages: a place search then reads few pages.
    merchants.sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.latitude - b.latitude);
    await insertMerchants(db, merchants);
    progress?.add(merchants.length);
  }
  return count - from;
}

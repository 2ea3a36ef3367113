import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../../db/schema';
import { CATALOG_LIMITS } from '@forkpoint/shared/contracts/catalog';
import { importSeedCatalog } from '../../../modules/catalog/import/import-catalog';
import { demoCatalogFile } from './catalog-lines';
import { generateMerchant } from './generate-merchant';
import { seedPlaces, type SeedPlaces } from './seed-places';
import { isPostgresServer } from '../bulk/copy-rows';
import type { Progress } from '../bulk/progress';
import { copyMerchants } from './copy-merchants';
import { withIndexesBuiltAfter } from '../bulk/deferred-indexes';

/**
 * The catalog a first start builds when the merchants table is empty: dense enough that every one
 * of the 50 largest metros has well over 100 restaurants (New York about 2,000), and still seeded
 * in seconds (docs/decisions/0007-merchant-search.md, "The generated catalog").
 */
export const DEFAULT_MERCHANT_COUNT = 25_000;
const GENERATION_CHUNK = 25_000;

/**
 * The most merchants one seed run brings through the import on PostgreSQL: one import file's worth
 * (CATALOG_LIMITS.maxLines). Beyond it (the scale plan's 1,000,000, docs/scale-data.md) the rows go by COPY with
 * the indexes built after (copy-merchants.ts): the import does 25,000 in seconds, but its reading, planning and
 * per-row index upkeep would make a million many minutes (docs/decisions/0039-demo-catalog-through-the-import.md).
 */
export const IMPORT_SEED_LIMIT = CATALOG_LIMITS.maxLines;

/**
 * Extends the generated catalog to `count` merchants (merchant i is always the same merchant,
 * so 100,000 extends 25,000 rather than replacing it). `today` dates the new merchants' limited
 * offers and creation. Returns how many were added. The catalog goes through the catalog import (issue 32):
 * written as JSON Lines files of GENERATION_CHUNK restaurants (catalog-lines.ts) and applied by the import's own
 * reading, planning and writing, in the caller's transaction (or one of its own). Only a PostgreSQL load of more
 * than IMPORT_SEED_LIMIT goes by COPY. `progress` counts them.
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
  // of a million rows. Below FP5000000: a program's imported locations are numbered from FP5000001 up
  // (migrations/0069), and one of them must not make the seed think the generated catalog is that large.
  const { rows } = await sql<{ generated: number }>`
    SELECT coalesce(max(substring(merchant_id from 3)::int), 0) AS generated
    FROM (SELECT merchant_id FROM merchants
          WHERE merchant_id BETWEEN 'FP0000000' AND 'FP4999999' AND merchant_id ~ '^FP[0-9]{7}$'
          ORDER BY merchant_id DESC LIMIT 1) newest
  `.execute(db);
  const from = Number(rows[0]?.generated ?? 0);
  if (from >= count) return 0;
  const places = seedPlaces();
  const byCopy = count - from > IMPORT_SEED_LIMIT && (await isPostgresServer(db));
  // The import and COPY both write in one connection: the caller's transaction, or one of its own.
  const load = (trx: Transaction<DB>) =>
    byCopy
      ? copyMerchants(trx, { from, count }, places, partners, today, progress)
      : importMerchants(trx, { from, count }, places, partners, today, progress);
  await (db.isTransaction ? load(db as Transaction<DB>) : db.transaction().execute(load));
  return count - from;
}

/**
 * Merchants `from` … `count - 1` through the import, a file of GENERATION_CHUNK lines at a time. Into an empty
 * catalog on PostgreSQL the merchants' and carriage's secondary indexes and keys are built once after, as for
 * COPY (bulk/deferred-indexes.ts); the import's own look-ups (catalog_locations by source id) keep theirs.
 */
async function importMerchants(
  trx: Transaction<DB>,
  range: { from: number; count: number },
  places: SeedPlaces,
  partners: readonly Partner[],
  today: Date,
  progress?: Progress,
): Promise<void> {
  await withIndexesBuiltAfter(trx, ['merchants', 'merchant_partners'], () =>
    importChunks(trx, range, places, partners, today, progress),
  );
}

async function importChunks(
  trx: Transaction<DB>,
  range: { from: number; count: number },
  places: SeedPlaces,
  partners: readonly Partner[],
  today: Date,
  progress?: Progress,
): Promise<void> {
  const programs = new Set(partners.map((p) => p.code));
  // Generate in chunks so 100,000 merchants never sit in memory all at once.
  for (let start = range.from; start < range.count; start += GENERATION_CHUNK) {
    const end = Math.min(range.count, start + GENERATION_CHUNK);
    const merchants = Array.from({ length: end - start }, (_, k) =>
      generateMerchant(start + k, places, partners, today),
    );
    // Rows of one city land on neighbouring heap pages (the import writes in the file's order): a place search
    // then reads few pages.
    merchants.sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.latitude - b.latitude);
    const report = await importSeedCatalog({ trx, text: demoCatalogFile(merchants, today), programs, now: today });
    // Every line is new (the range starts after the newest generated merchant): anything else is a generator bug.
    if (report.counts.added !== merchants.length) {
      const refused = report.lines.find((line) => line.outcome !== 'added');
      throw new Error(
        `the demo catalog's file was not applied whole: ${report.counts.added} of ${merchants.length} added; ` +
          `line ${refused?.line} (${refused?.sourceId}) ${refused?.outcome}${refused?.reason ? `: ${refused.reason}` : ''}`,
      );
    }
    progress?.add(merchants.length);
  }
}

import { sql, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../../db/schema';
import type { BulkValue } from '../../../db/bulk-rows';
import { copyRows, textArray, type CopyColumn } from '../bulk/copy-rows';
import { withIndexesBuiltAfter } from '../bulk/deferred-indexes';
import type { Progress } from '../bulk/progress';
import { generateMerchant } from './generate-merchant';
import { searchTextOf } from './insert-merchants';
import type { NewMerchant } from './new-merchant';
import type { SeedPlaces } from './seed-places';

/**
 * The catalog's bulk load on PostgreSQL (docs/scale-data.md): merchants `from` … `count - 1` streamed
 * by one COPY as they are generated, a chunk at a time (each chunk ordered by place, as insertMerchants
 * orders it, so a city's rows share heap pages), then their carriage (merchant_partners) written from
 * the partner_codes just copied in one INSERT … SELECT. Into an empty catalog the secondary indexes
 * (GiST of places, trigram text) are built once after the load.
 */

const CHUNK = 25_000;

const COLUMNS: CopyColumn[] = [
  { name: 'merchant_id', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'origin', type: 'text' },
  { name: 'image_ids', type: 'text[]' },
  { name: 'rating', type: 'real' },
  { name: 'rating_count', type: 'integer' },
  { name: 'price_level', type: 'smallint' },
  { name: 'cuisines', type: 'text[]' },
  { name: 'highlights', type: 'text[]' },
  { name: 'street', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'zip', type: 'text' },
  { name: 'neighborhood', type: 'text' },
  { name: 'lat', type: 'float8' },
  { name: 'lng', type: 'float8' },
  { name: 'acclaimed_level', type: 'smallint' },
  { name: 'campaign_codes', type: 'text[]' },
  { name: 'access_tier', type: 'text' },
  { name: 'open_table_id', type: 'text' },
  { name: 'features', type: 'text[]' },
  { name: 'meals_served', type: 'text[]' },
  { name: 'benefit_days', type: 'text[]' },
  { name: 'offers', type: 'jsonb' },
  { name: 'details', type: 'jsonb' },
  { name: 'is_new', type: 'boolean' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'search_text', type: 'text' },
  { name: 'partner_codes', type: 'text[]' },
  { name: 'time_zone', type: 'text' },
];

function rowOf(m: NewMerchant): BulkValue[] {
  return [
    m.merchantId,
    m.name,
    m.origin,
    textArray(m.imageIds),
    m.rating,
    m.ratingCount,
    m.priceLevel,
    textArray(m.cuisines),
    textArray(m.highlights),
    m.street,
    m.city,
    m.state,
    m.zip,
    m.neighborhood,
    m.latitude,
    m.longitude,
    m.acclaimedLevel,
    textArray(m.campaignCodes),
    m.accessTier,
    m.openTableId,
    textArray(m.features),
    textArray(m.mealsServed),
    textArray(m.benefitDays),
    JSON.stringify(m.offers),
    JSON.stringify(m.details),
    m.isNew,
    m.createdAt.toISOString(),
    searchTextOf(m),
    // Sorted, exactly as the carriage trigger computes it (migrations/0047), which is told to skip.
    textArray([...m.partnerCodes].sort()),
    m.timeZone,
  ];
}

export async function copyMerchants(
  trx: Transaction<DB>,
  range: { from: number; count: number },
  places: SeedPlaces,
  partners: readonly Partner[],
  today: Date,
  progress?: Progress,
): Promise<void> {
  await withIndexesBuiltAfter(trx, ['merchants', 'merchant_partners'], async () => {
    const { rows } = await sql<{ last: number | null }>`SELECT max(id) AS last FROM merchants`.execute(trx);
    const after = rows[0]?.last ?? 0;
    await copyRows(trx, 'merchants', COLUMNS, generated(range, places, partners, today), progress);
    // The carriage rows are right by construction (partner_codes holds them): the trigger that would
    // recompute partner_codes skips this one statement's rows (migrations/0047); foreign keys are checked.
    await sql`SELECT set_config('forkpoint.carriage_written', 'on', true)`.execute(trx);
    await sql`
      INSERT INTO merchant_partners (partner_code, merchant_id)
      SELECT unnest(m.partner_codes), m.id FROM merchants m WHERE m.id > ${after}`.execute(trx);
    await sql`SELECT set_config('forkpoint.carriage_written', 'off', true)`.execute(trx);
  });
}

function* generated(
  range: { from: number; count: number },
  places: SeedPlaces,
  partners: readonly Partner[],
  today: Date,
): Generator<BulkValue[]> {
  for (let start = range.from; start < range.count; start += CHUNK) {
    const end = Math.min(range.count, start + CHUNK);
    const merchants = Array.from({ length: end - start }, (_, k) =>
      generateMerchant(start + k, places, partners, today),
    );
    merchants.sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.latitude - b.latitude);
    for (const merchant of merchants) yield rowOf(merchant);
  }
}

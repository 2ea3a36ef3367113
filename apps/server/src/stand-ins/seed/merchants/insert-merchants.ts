import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { NewMerchant } from './new-merchant';
import { searchTextOf } from '../../../modules/merchants/search-text';

/**
 * Merchants written directly, for tests' fixtures (the seed's catalog goes through the catalog import,
 * seed-merchants.ts). Bulk insert for both engines: each batch is one INSERT … SELECT FROM unnest(column arrays),
 * so a batch costs one statement with a fixed number of parameters whatever its size. List
 * columns travel as '|'-joined text (unnest cannot zip ragged arrays); no value holds a '|'.
 * partner_codes is written sorted, exactly as the merchant_partners trigger would compute it, so
 * the trigger that follows the carriage insert has nothing to change and is told to skip the work.
 */
export async function insertMerchants(
  db: Kysely<DB>,
  merchants: readonly NewMerchant[],
  batchSize = 2500,
): Promise<void> {
  if (merchants.length === 0) return;
  for (let start = 0; start < merchants.length; start += batchSize) {
    const batch = merchants.slice(start, start + batchSize);
    await insertBatch(db, batch);
  }
}

// One definition for the seed and the catalog import (modules/catalog/import).
export { searchTextOf };

async function insertBatch(db: Kysely<DB>, batch: readonly NewMerchant[]) {
  const col = <T>(pick: (m: NewMerchant) => T) => batch.map(pick);
  const list = (pick: (m: NewMerchant) => readonly string[]) => batch.map((m) => pick(m).join('|'));
  await sql`
    INSERT INTO merchants (
      merchant_id, name, origin, image_ids, rating, rating_count, price_level, cuisines, highlights,
      street, city, state, zip, neighborhood, lat, lng, acclaimed_level, campaign_codes, access_tier,
      open_table_id, features, meals_served, benefit_days, offers, details, is_new, created_at, search_text,
      partner_codes, time_zone
    )
    SELECT
      merchant_id, name, origin, string_to_array(image_ids, '|'), rating, rating_count, price_level,
      string_to_array(cuisines, '|'), string_to_array(highlights, '|'), street, city, state, zip, neighborhood,
      lat, lng, acclaimed_level, string_to_array(campaign_codes, '|'), access_tier, open_table_id,
      string_to_array(features, '|'), string_to_array(meals_served, '|'), string_to_array(benefit_days, '|'),
      offers::jsonb, details::jsonb, is_new, created_at, search_text, string_to_array(partner_codes, '|'), time_zone
    FROM unnest(
      ${col((m) => m.merchantId)}::text[], ${col((m) => m.name)}::text[], ${col((m) => m.origin)}::text[],
      ${list((m) => m.imageIds)}::text[], ${col((m) => m.rating)}::real[], ${col((m) => m.ratingCount)}::int[],
      ${col((m) => m.priceLevel)}::smallint[], ${list((m) => m.cuisines)}::text[], ${list((m) => m.highlights)}::text[],
      ${col((m) => m.street)}::text[], ${col((m) => m.city)}::text[], ${col((m) => m.state)}::text[],
      ${col((m) => m.zip)}::text[], ${col((m) => m.neighborhood)}::text[], ${col((m) => m.latitude)}::float8[],
      ${col((m) => m.longitude)}::float8[], ${col((m) => m.acclaimedLevel)}::smallint[], ${list((m) => m.campaignCodes)}::text[],
      ${col((m) => m.accessTier)}::text[], ${col((m) => m.openTableId)}::text[], ${list((m) => m.features)}::text[],
      ${list((m) => m.mealsServed)}::text[], ${list((m) => m.benefitDays)}::text[], ${col((m) => JSON.stringify(m.offers))}::text[],
      ${col((m) => JSON.stringify(m.details))}::text[], ${col((m) => m.isNew)}::boolean[],
      ${col((m) => m.createdAt.toISOString())}::timestamptz[], ${col(searchTextOf)}::text[],
      ${list((m) => [...m.partnerCodes].sort())}::text[], ${col((m) => m.timeZone)}::text[]
    ) AS t(
      merchant_id, name, origin, image_ids, rating, rating_count, price_level, cuisines, highlights,
      street, city, state, zip, neighborhood, lat, lng, acclaimed_level, campaign_codes, access_tier,
      open_table_id, features, meals_served, benefit_days, offers, details, is_new, created_at, search_text,
      partner_codes, time_zone
    )
  `.execute(db);

  const carriage = batch.flatMap((m) => m.partnerCodes.map((code) => [m.merchantId, code] as const));
  if (carriage.length === 0) return;
  // The carriage rows are right by construction: partner_codes already holds them, so the carriage
  // trigger has nothing to do. Inside a transaction (the seed's) the insert says so for this one
  // statement and the trigger skips its recomputation (migrations/0047); foreign keys are checked as
  // always. Outside a transaction the setting ends with its own statement and the trigger runs as usual.
  await sql`SELECT set_config('forkpoint.carriage_written', 'on', true)`.execute(db);
  await sql`
    INSERT INTO merchant_partners (partner_code, merchant_id)
    SELECT t.partner_code, m.id
    FROM unnest(${carriage.map((c) => c[0])}::text[], ${carriage.map((c) => c[1])}::text[]) AS t(merchant_id, partner_code)
    JOIN merchants m ON m.merchant_id = t.merchant_id
  `.execute(db);
  await sql`SELECT set_config('forkpoint.carriage_written', 'off', true)`.execute(db);
}

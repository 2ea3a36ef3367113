import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { MerchantDetails } from '../../merchants/merchant-details';
import { searchTextOf } from '../../merchants/search-text';
import type { LocationState } from './location-state';
import { replaceCarriage, writeBrands } from './link-repository';
import type { LocationWrite } from './location-write';

const BATCH = 2000;

/**
 * Writes a file's additions and changes inside its transaction, a batch of rows a statement (INSERT/UPDATE …
 * FROM unnest(column arrays)), so 100,000 locations cost a hundred statements, not 100,000. List columns travel
 * as text[] literals (arrayLiteral). Answers the public merchant id of each addition by source id.
 */
export async function writeLocations(trx: Transaction<DB>, writes: readonly LocationWrite[], now: Date) {
  const added = writes.filter((w) => !w.existing);
  const ids = new Map<string, { id: number; merchantId: string }>();
  for (const w of writes) if (w.existing) ids.set(w.sourceId, { id: w.existing.id, merchantId: w.existing.merchantId });
  if (added.length > 0) {
    const publicIds = await publicIdsOf(trx, added);
    for (let start = 0; start < added.length; start += BATCH) {
      const batch = added.slice(start, start + BATCH);
      const inserted = await insertMerchantRows(trx, batch, publicIds.slice(start, start + BATCH), now);
      for (const row of inserted) ids.set(row.source_id, { id: row.id, merchantId: row.merchant_id });
    }
  }
  const changed = writes.filter((w) => w.existing);
  for (let start = 0; start < changed.length; start += BATCH) {
    await updateMerchantRows(trx, changed.slice(start, start + BATCH));
  }
  await writeBrands(trx, writes);
  for (let start = 0; start < writes.length; start += BATCH) {
    const batch = writes.slice(start, start + BATCH);
    await upsertCatalogRows(trx, batch, ids, now);
    await replaceCarriage(trx, batch, ids);
  }
  return new Map([...ids].map(([sourceId, { merchantId }]) => [sourceId, merchantId]));
}

/**
 * The public id of each addition: the next numbers of catalog_merchant_numbers, except the demo catalog's, which
 * bring their own (seed-extension.ts) and take no number.
 */
async function publicIdsOf(trx: Transaction<DB>, added: readonly LocationWrite[]): Promise<string[]> {
  const numbered = added.filter((w) => !w.seedOnly).length;
  const { rows } =
    numbered > 0
      ? await sql<{ n: string }>`
          SELECT nextval('catalog_merchant_numbers')::text AS n FROM generate_series(1, ${numbered})`.execute(trx)
      : { rows: [] };
  const next = rows.map((r) => `FP${r.n.padStart(7, '0')}`).values();
  return added.map((w) => w.seedOnly?.merchantId ?? next.next().value!);
}

/** The merchants columns a location's state gives, as unnest arrays in `columns` order. */
function merchantColumns(batch: readonly LocationWrite[]) {
  const col = <T>(pick: (s: LocationState, w: LocationWrite) => T) => batch.map((w) => pick(w.state, w));
  const json = (pick: (s: LocationState, w: LocationWrite) => unknown) => col((s, w) => JSON.stringify(pick(s, w)));
  const lists = (pick: (s: LocationState, w: LocationWrite) => readonly string[]) =>
    col((s, w) => arrayLiteral(pick(s, w)));
  return sql.join([
    sql`${col((s) => s.name)}::text[]`,
    sql`${col((s) => s.origin)}::text[]`,
    sql`${lists((s) => s.imageIds)}::text[]`,
    sql`${col((s) => s.priceLevel)}::smallint[]`,
    sql`${lists((s) => s.cuisines)}::text[]`,
    sql`${lists((s) => s.highlights)}::text[]`,
    sql`${col((s) => s.street)}::text[]`,
    sql`${col((s) => s.city)}::text[]`,
    sql`${col((s) => s.state)}::text[]`,
    sql`${col((s) => s.zip)}::text[]`,
    sql`${col((s) => s.latitude)}::float8[]`,
    sql`${col((s) => s.longitude)}::float8[]`,
    sql`${col((s) => s.neighborhood)}::text[]`,
    sql`${col((s) => s.acclaimedLevel)}::smallint[]`,
    sql`${lists((s) => s.campaignCodes)}::text[]`,
    sql`${col((s) => s.accessTier)}::text[]`,
    sql`${col((s) => s.openTableId)}::text[]`,
    sql`${lists((s) => s.features)}::text[]`,
    sql`${lists((s) => s.meals)}::text[]`,
    sql`${lists((s) => s.benefitDays)}::text[]`,
    sql`${json((s) => s.offers)}::text[]`,
    sql`${json((s) => detailsOf(s))}::text[]`,
    sql`${col((s) => s.isNew)}::boolean[]`,
    sql`${col((s) => searchTextOf(s))}::text[]`,
    sql`${col((s) => s.timeZone)}::text[]`,
    sql`${lists((_s, w) => [...w.carriage].sort())}::text[]`,
  ]);
}

const COLUMN_NAMES = `key, name, origin, image_ids, price_level, cuisines, highlights, street, city, state, zip, lat, lng,
  neighborhood, acclaimed_level, campaign_codes, access_tier, open_table_id, features, meals_served, benefit_days, offers,
  details, is_new, search_text, time_zone, partner_codes`;
const COLUMNS = sql.raw(`t(${COLUMN_NAMES})`);
/** An addition's columns: the state's, then the demo catalog's own (null for a posted file's line). */
const INSERT_COLUMNS = sql.raw(`t(${COLUMN_NAMES}, rating, rating_count, created_at)`);

/** What only the demo catalog gives an addition (seed-extension.ts): its rating and creation date, else nulls. */
function seedOnlyColumns(batch: readonly LocationWrite[]) {
  return sql.join([
    sql`${batch.map((w) => w.seedOnly?.rating ?? null)}::real[]`,
    sql`${batch.map((w) => w.seedOnly?.ratingCount ?? null)}::int[]`,
    sql`${batch.map((w) => w.seedOnly?.createdAt.toISOString() ?? null)}::timestamptz[]`,
  ]);
}
const list = (column: string) => sql`${sql.ref(`t.${column}`)}::text[]`;

/**
 * A text[] literal, every element quoted and its quotes and backslashes escaped, so any text survives (a cuisine
 * may hold a '|' or a comma). unnest cannot zip ragged arrays, so each list travels as one literal and is cast
 * back: cheaper than a subquery over JSON per row and column (the demo catalog's 25,000 rows, issue 32).
 */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function detailsOf(s: LocationState): MerchantDetails {
  const what = s.cuisines.length > 0 ? `serves ${s.cuisines.join(' and ')}` : 'is a restaurant';
  const where = s.neighborhood ? `${s.neighborhood}, ${s.city}` : s.city;
  return {
    about: `${s.name} ${what} in ${where}.`,
    phone: s.phone,
    website: s.website,
    benefitHours: s.benefitHours,
    blackoutDates: s.blackoutDates,
    menu: { url: s.menuUrl, imageIds: s.menuImageIds },
    visitLimits: s.visitLimits,
  };
}

async function insertMerchantRows(
  trx: Transaction<DB>,
  batch: readonly LocationWrite[],
  publicIds: string[],
  now: Date,
) {
  const { rows } = await sql<{ id: number; merchant_id: string }>`
    INSERT INTO merchants (
      merchant_id, name, origin, image_ids, rating, rating_count, price_level, cuisines, highlights, street, city,
      state, zip, neighborhood, lat, lng, acclaimed_level, campaign_codes, access_tier, open_table_id, features,
      meals_served, benefit_days, offers, details, is_new, created_at, search_text, time_zone, partner_codes
    )
    SELECT t.key, t.name, t.origin, ${list('image_ids')}, coalesce(t.rating, 0), coalesce(t.rating_count, 0),
      t.price_level, ${list('cuisines')}, ${list('highlights')}, t.street, t.city, t.state, t.zip, t.neighborhood, t.lat,
      t.lng, t.acclaimed_level, ${list('campaign_codes')}, t.access_tier, t.open_table_id, ${list('features')},
      ${list('meals_served')}, ${list('benefit_days')}, t.offers::jsonb, t.details::jsonb, t.is_new,
      coalesce(t.created_at, ${now}::timestamptz), t.search_text, t.time_zone, ${list('partner_codes')}
    FROM unnest(${publicIds}::text[], ${merchantColumns(batch)}, ${seedOnlyColumns(batch)}) AS ${INSERT_COLUMNS}
    RETURNING id, merchant_id
  `.execute(trx);
  const sourceOf = new Map(publicIds.map((id, i) => [id, batch[i]!.sourceId]));
  return rows.map((row) => ({ ...row, source_id: sourceOf.get(row.merchant_id)! }));
}

async function updateMerchantRows(trx: Transaction<DB>, batch: readonly LocationWrite[]) {
  await sql`
    UPDATE merchants m SET
      name = t.name, origin = t.origin, image_ids = ${list('image_ids')}, price_level = t.price_level,
      cuisines = ${list('cuisines')}, highlights = ${list('highlights')}, street = t.street, city = t.city,
      state = t.state, zip = t.zip, lat = t.lat, lng = t.lng, neighborhood = t.neighborhood,
      acclaimed_level = t.acclaimed_level, campaign_codes = ${list('campaign_codes')}, access_tier = t.access_tier,
      open_table_id = t.open_table_id, features = ${list('features')},
      meals_served = ${list('meals_served')}, benefit_days = ${list('benefit_days')}, offers = t.offers::jsonb,
      details = t.details::jsonb, is_new = t.is_new, search_text = t.search_text, time_zone = t.time_zone,
      partner_codes = ${list('partner_codes')}
    FROM unnest(${batch.map((w) => String(w.existing!.id))}::text[], ${merchantColumns(batch)}) AS ${COLUMNS}
    WHERE m.id = t.key::int
  `.execute(trx);
}

async function upsertCatalogRows(
  trx: Transaction<DB>,
  batch: readonly LocationWrite[],
  ids: ReadonlyMap<string, { id: number }>,
  now: Date,
) {
  const col = <T>(pick: (w: LocationWrite) => T) => batch.map(pick);
  await sql`
    INSERT INTO catalog_locations (source_id, merchant_id, brand_id, coordinate_precision, hours, opens_on, closes_on,
      closed, programs, updated_at)
    SELECT t.source_id, t.merchant_id, b.id, t.precision, t.hours::jsonb, t.opens_on::date, t.closes_on::date, t.closed,
      t.programs::text[], ${now}::timestamptz
    FROM unnest(
      ${col((w) => w.sourceId)}::text[], ${col((w) => ids.get(w.sourceId)!.id)}::int[],
      ${col((w) => w.state.brand?.sourceId ?? null)}::text[], ${col((w) => w.state.coordinatePrecision)}::text[],
      ${col((w) => (w.state.hours ? JSON.stringify(w.state.hours) : null))}::text[],
      ${col((w) => w.state.opensOn)}::text[], ${col((w) => w.state.closesOn)}::text[],
      ${col((w) => w.state.closed)}::boolean[], ${col((w) => arrayLiteral(w.state.programs))}::text[]
    ) AS t(source_id, merchant_id, brand, precision, hours, opens_on, closes_on, closed, programs)
    LEFT JOIN catalog_brands b ON b.source_id = t.brand
    ON CONFLICT (source_id) DO UPDATE SET brand_id = excluded.brand_id,
      coordinate_precision = excluded.coordinate_precision, hours = excluded.hours, opens_on = excluded.opens_on,
      closes_on = excluded.closes_on, closed = excluded.closed, programs = excluded.programs,
      updated_at = excluded.updated_at
  `.execute(trx);
}

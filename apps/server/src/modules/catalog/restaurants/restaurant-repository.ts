import { sql, type Kysely } from 'kysely';
import type { EarnOffer } from '@forkpoint/shared/rules/earn-decision';
import type { DB } from '../../../db/schema';

/**
 * The SQL of the console's restaurants: every query is on the staff member's own program. A restaurant is the
 * program's while the program carries it (partner_codes) or, once closed, while its catalog row still lists the
 * program (catalog_locations.programs, what reopening gives back), so its staff can still find and reopen it.
 */

type Db = Kysely<DB>;

export interface RestaurantRow {
  id: number;
  merchant_id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  neighborhood: string | null;
  price_level: number;
  cuisines: string[];
  highlights: string[];
  time_zone: string;
  partner_codes: string[];
  offers: EarnOffer[];
  details: Record<string, unknown>;
  brand: string | null;
  image_ids: string[];
  /** Its lifecycle (catalog_locations); null dates and not closed for a restaurant without a catalog row. */
  opens_on: string | null;
  closes_on: string | null;
  closed: boolean;
  /** The programs listed for it (catalog_locations.programs), else those carrying it. */
  listed_programs: string[];
  /** Whether it has a catalog row (imported, or given a lifecycle in the console). */
  cataloged: boolean;
}

/** The program's restaurants: carried by it, or listed for it by their catalog row (closed ones). */
const ofProgram = (partnerCode: string) =>
  sql`(${partnerCode} = ANY(m.partner_codes) OR ${partnerCode} = ANY(l.programs))`;

export async function restaurantOf(db: Db, partnerCode: string, merchantId: string): Promise<RestaurantRow | null> {
  const { rows } = await sql<RestaurantRow>`
    SELECT m.id, m.merchant_id, m.name, m.street, m.city, m.state, m.zip, m.neighborhood, m.price_level, m.cuisines,
           m.highlights, m.time_zone, m.partner_codes, m.offers, m.details, m.image_ids, b.name AS brand,
           l.opens_on::text AS opens_on, l.closes_on::text AS closes_on, coalesce(l.closed, false) AS closed,
           coalesce(l.programs, m.partner_codes) AS listed_programs, l.merchant_id IS NOT NULL AS cataloged
    FROM merchants m
    LEFT JOIN catalog_locations l ON l.merchant_id = m.id
    LEFT JOIN catalog_brands b ON b.id = l.brand_id
    WHERE m.merchant_id = ${merchantId} AND ${ofProgram(partnerCode)}`.execute(db);
  return rows[0] ?? null;
}

export interface RestaurantMatchRow {
  merchant_id: string;
  name: string;
  city: string;
  state: string;
  highlights: string[];
  offer_count: number;
  time_zone: string;
  opens_on: string | null;
  closes_on: string | null;
  closed: boolean;
  cataloged: boolean;
}

/** Restaurants of the program whose id is `q`, or whose name or city contains it; `limit` + 1 to tell "more". */
export async function findRestaurants(
  db: Db,
  partnerCode: string,
  q: string,
  limit: number,
): Promise<RestaurantMatchRow[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<RestaurantMatchRow>`
    SELECT m.merchant_id, m.name, m.city, m.state, m.highlights, jsonb_array_length(m.offers)::int AS offer_count,
           m.time_zone, l.opens_on::text AS opens_on, l.closes_on::text AS closes_on,
           coalesce(l.closed, false) AS closed, l.merchant_id IS NOT NULL AS cataloged
    FROM merchants m
    LEFT JOIN catalog_locations l ON l.merchant_id = m.id
    WHERE ${ofProgram(partnerCode)}
      AND (upper(m.merchant_id) = upper(${q}) OR m.name ILIKE ${like} OR m.city ILIKE ${like})
    ORDER BY (upper(m.merchant_id) = upper(${q})) DESC, m.name, m.merchant_id
    LIMIT ${limit + 1}`.execute(db);
  return rows;
}

export async function updateRestaurant(
  db: Db,
  id: number,
  values: {
    name: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    neighborhood: string | null;
    price_level: number;
    details: Record<string, unknown>;
    highlights: string[];
  },
): Promise<void> {
  await db
    .updateTable('merchants')
    .set({ ...values, details: JSON.stringify(values.details) })
    .where('id', '=', id)
    .execute();
}

/** Locks the restaurant's row for a change (its offers' writes lock the same row). */
export async function lockRestaurant(db: Db, id: number): Promise<void> {
  await db.selectFrom('merchants').select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * Stores a restaurant's lifecycle where the import keeps it (catalog_locations). A restaurant the import never
 * brought (the generated catalog) gets its catalog row here: source id `console/<merchant id>` (a `/` no import
 * line's source id may hold, so no file ever takes it over), its point as stored ('given'), and the programs
 * carrying it now as its listed programs, which a reopening gives back.
 */
export async function saveLifecycle(
  db: Db,
  row: Pick<RestaurantRow, 'id' | 'merchant_id' | 'partner_codes'>,
  dates: { opensOn: string | null; closesOn: string | null; closed: boolean },
): Promise<void> {
  await sql`
    INSERT INTO catalog_locations (source_id, merchant_id, coordinate_precision, opens_on, closes_on, closed, programs)
    VALUES (${`console/${row.merchant_id}`}, ${row.id}, 'given', ${dates.opensOn}::date, ${dates.closesOn}::date,
            ${dates.closed}, ${[...row.partner_codes].sort()}::text[])
    ON CONFLICT (merchant_id) DO UPDATE SET opens_on = excluded.opens_on, closes_on = excluded.closes_on,
      closed = excluded.closed, updated_at = now()`.execute(db);
}

/**
 * The programs carrying the restaurant made exactly `codes` (merchant_partners, the carriage): the triggers
 * follow with merchants.partner_codes and the catalog version, so search, its cached pages and the restaurant's
 * page see it at once, on every instance.
 */
export async function setCarriage(db: Db, id: number, codes: readonly string[]): Promise<void> {
  await sql`
    DELETE FROM merchant_partners WHERE merchant_id = ${id} AND NOT (partner_code = ANY(${[...codes]}::text[]))`.execute(
    db,
  );
  if (codes.length > 0) {
    await sql`
      INSERT INTO merchant_partners (merchant_id, partner_code)
      SELECT ${id}, code FROM unnest(${[...codes]}::text[]) AS code
      ON CONFLICT DO NOTHING`.execute(db);
  }
}

export async function setHighlights(db: Db, id: number, highlights: readonly string[]): Promise<void> {
  await db
    .updateTable('merchants')
    .set({ highlights: [...highlights] })
    .where('id', '=', id)
    .execute();
}

export interface DatedLocationRow {
  id: number;
  time_zone: string;
  highlights: string[];
  partner_codes: string[];
  programs: string[];
  opens_on: string | null;
  closes_on: string | null;
  closed: boolean;
}

/**
 * The restaurants whose status a date can change (a first or last day on their catalog row), locked for the
 * refresh (`db`: a transaction) so a console change waits for it rather than crossing it.
 */
export async function lockDatedLocations(db: Db): Promise<DatedLocationRow[]> {
  const { rows } = await sql<DatedLocationRow>`
    SELECT m.id, m.time_zone, m.highlights, m.partner_codes, l.programs, l.opens_on::text AS opens_on,
           l.closes_on::text AS closes_on, l.closed
    FROM catalog_locations l
    JOIN merchants m ON m.id = l.merchant_id
    WHERE l.opens_on IS NOT NULL OR l.closes_on IS NOT NULL
    ORDER BY m.id
    FOR UPDATE OF m`.execute(db);
  return rows;
}

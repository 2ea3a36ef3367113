import { sql, type Kysely } from 'kysely';
import type { EarnOffer } from '@forkpoint/shared/rules/earn-decision';
import type { DB } from '../../../db/schema';

/** The SQL of the console's restaurants: every query is on the staff member's own program (partner_codes). */

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
}

export async function restaurantOf(db: Db, partnerCode: string, merchantId: string): Promise<RestaurantRow | null> {
  const { rows } = await sql<RestaurantRow>`
    SELECT m.id, m.merchant_id, m.name, m.street, m.city, m.state, m.zip, m.neighborhood, m.price_level, m.cuisines,
           m.highlights, m.time_zone, m.partner_codes, m.offers, m.details, m.image_ids, b.name AS brand
    FROM merchants m
    LEFT JOIN catalog_locations l ON l.merchant_id = m.id
    LEFT JOIN catalog_brands b ON b.id = l.brand_id
    WHERE m.merchant_id = ${merchantId} AND ${partnerCode} = ANY(m.partner_codes)`.execute(db);
  return rows[0] ?? null;
}

export interface RestaurantMatchRow {
  merchant_id: string;
  name: string;
  city: string;
  state: string;
  highlights: string[];
  offer_count: number;
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
    SELECT merchant_id, name, city, state, highlights, jsonb_array_length(offers)::int AS offer_count
    FROM merchants
    WHERE ${partnerCode} = ANY(partner_codes)
      AND (upper(merchant_id) = upper(${q}) OR name ILIKE ${like} OR city ILIKE ${like})
    ORDER BY (upper(merchant_id) = upper(${q})) DESC, name, merchant_id
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

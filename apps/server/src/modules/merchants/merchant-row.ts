import { sql, type RawBuilder } from 'kysely';
import type { MerchantDetails } from '../../db/seed/merchants/new-merchant';
import type { MerchantsTable } from '../../db/schema';

/** The columns a merchant card is built from. */
const CARD_COLUMNS = [
  'id',
  'merchant_id',
  'name',
  'origin',
  'rating',
  'rating_count',
  'price_level',
  'cuisines',
  'highlights',
  'street',
  'city',
  'state',
  'zip',
  'neighborhood',
  'lat',
  'lng',
  'acclaimed_level',
  'campaign_codes',
  'access_tier',
  'open_table_id',
  'features',
  'meals_served',
  'benefit_days',
  'offers',
  'is_new',
] as const satisfies readonly (keyof MerchantsTable)[];

export interface MerchantCardRow {
  id: number;
  merchant_id: string;
  name: string;
  origin: 'internal' | 'external' | null;
  /** The first image id: the card picture. */
  image_id: string | null;
  rating: number;
  rating_count: number;
  price_level: number;
  cuisines: string[];
  highlights: string[];
  street: string;
  city: string;
  state: string;
  zip: string;
  neighborhood: string | null;
  lat: number;
  lng: number;
  acclaimed_level: number;
  campaign_codes: string[];
  access_tier: 'basic' | 'select' | 'vip';
  open_table_id: string | null;
  features: string[];
  meals_served: string[];
  benefit_days: string[];
  offers: unknown[];
  is_new: boolean;
}

/** What the merchant page adds to the card. */
export interface MerchantPageRow extends MerchantCardRow {
  image_ids: string[];
  details: MerchantDetails;
}

/**
 * A card row as one JSON value of the merchants row `m`. Both drivers parse one json column
 * with JSON.parse, which costs about half of parsing seven text[] columns field by field.
 */
export function cardJson(): RawBuilder<MerchantCardRow> {
  const pairs = CARD_COLUMNS.map((column) => sql`${sql.lit(column)}, ${sql.ref(`m.${column}`)}`);
  return sql<MerchantCardRow>`json_build_object(${sql.join(pairs)}, 'image_id', m.image_ids[1])`;
}

import type { Kysely } from 'kysely';
import {
  RESTAURANT_MESSAGES,
  RESTAURANT_SEARCH_LIMIT,
  type RestaurantDetail,
  type RestaurantEdit,
  type RestaurantMatch,
  type RestaurantStatus,
} from '@forkpoint/shared/contracts/support-restaurants';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { searchTextOf } from '../../merchants/search-text';
import { versionsOf } from '../offers/offer-repository';
import { consoleOffers } from '../offers/offer-terms';
import {
  findRestaurants,
  lockRestaurant,
  restaurantOf,
  updateRestaurant,
  type RestaurantRow,
} from './restaurant-repository';

/**
 * The console's restaurants (issue 32 part 3): find, read, edit, and mark coming or leaving soon. Plain
 * arguments; always within `partnerCode`, the staff member's program. The routes audit each change with the
 * before and after these return.
 */

/** Coming and leaving soon are the restaurant's highlights (what the member's card and page show). */
const STATUS_HIGHLIGHTS: Record<Exclude<RestaurantStatus, 'open'>, string> = {
  comingSoon: 'comingSoon',
  leavingSoon: 'leavingSoon',
};
const statusOf = (highlights: readonly string[]): RestaurantStatus =>
  highlights.includes('comingSoon') ? 'comingSoon' : highlights.includes('leavingSoon') ? 'leavingSoon' : 'open';

export async function searchRestaurants(
  db: Kysely<DB>,
  partnerCode: string,
  q: string,
): Promise<{ restaurants: RestaurantMatch[]; truncated: boolean }> {
  const rows = await findRestaurants(db, partnerCode, q, RESTAURANT_SEARCH_LIMIT);
  return {
    restaurants: rows.slice(0, RESTAURANT_SEARCH_LIMIT).map((r) => ({
      merchantId: r.merchant_id,
      name: r.name,
      city: r.city,
      state: r.state,
      status: statusOf(r.highlights),
      activeOffers: r.offer_count,
    })),
    truncated: rows.length > RESTAURANT_SEARCH_LIMIT,
  };
}

/** The program's restaurant, or 404 (another program's restaurant is not there for its staff). */
export async function programRestaurant(
  db: Kysely<DB>,
  partnerCode: string,
  merchantId: string,
): Promise<RestaurantRow> {
  const row = await restaurantOf(db, partnerCode, merchantId);
  if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  return row;
}

const limitsOf = (details: Record<string, unknown>) => {
  const limits = (details.visitLimits ?? {}) as { maxSpendPerMonth?: unknown; maxVisitsPerMonth?: unknown };
  return {
    maxSpendPerMonth: typeof limits.maxSpendPerMonth === 'number' ? limits.maxSpendPerMonth : null,
    maxVisitsPerMonth: typeof limits.maxVisitsPerMonth === 'number' ? limits.maxVisitsPerMonth : null,
  };
};

export async function restaurantDetail(
  db: Kysely<DB>,
  partnerCode: string,
  merchantId: string,
): Promise<RestaurantDetail> {
  const row = await programRestaurant(db, partnerCode, merchantId);
  return detailOf(row, await versionsOf(db, row.id));
}

function detailOf(row: RestaurantRow, versions: Awaited<ReturnType<typeof versionsOf>>): RestaurantDetail {
  return {
    merchantId: row.merchant_id,
    name: row.name,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    neighborhood: row.neighborhood,
    priceLevel: row.price_level,
    ...limitsOf(row.details),
    status: statusOf(row.highlights),
    timeZone: row.time_zone,
    cuisines: row.cuisines,
    programs: row.partner_codes,
    brand: row.brand,
    imageIds: row.image_ids,
    offers: consoleOffers(row.offers, versions),
  };
}

/** Edits the restaurant's details and limits; answers its detail before and after. `db`: a transaction. */
export async function editRestaurant(args: {
  db: Kysely<DB>;
  partnerCode: string;
  merchantId: string;
  input: RestaurantEdit;
}): Promise<{ before: RestaurantDetail; after: RestaurantDetail }> {
  const { db, partnerCode, merchantId, input } = args;
  const row = await programRestaurant(db, partnerCode, merchantId);
  await lockRestaurant(db, row.id);
  const before = await restaurantDetail(db, partnerCode, merchantId);
  const visitLimits = {
    maxSpendPerMonth: input.maxSpendPerMonth,
    maxVisitsPerMonth: input.maxVisitsPerMonth ?? 'unlimited',
  };
  await updateRestaurant(db, row.id, {
    name: input.name,
    street: input.street,
    city: input.city,
    state: input.state,
    zip: input.zip,
    neighborhood: input.neighborhood || null,
    price_level: input.priceLevel,
    details: { ...row.details, visitLimits },
    highlights: row.highlights,
  });
  await db
    .updateTable('merchants')
    .set({ search_text: searchTextOf({ name: input.name, cuisines: row.cuisines }) })
    .where('id', '=', row.id)
    .execute();
  return { before, after: await restaurantDetail(db, partnerCode, merchantId) };
}

/** Marks the restaurant open, coming soon or leaving soon (one of the two highlights, or neither). */
export async function setRestaurantStatus(args: {
  db: Kysely<DB>;
  partnerCode: string;
  merchantId: string;
  status: RestaurantStatus;
}): Promise<{ before: RestaurantStatus; after: RestaurantStatus }> {
  const { db, partnerCode, merchantId, status } = args;
  const row = await programRestaurant(db, partnerCode, merchantId);
  await lockRestaurant(db, row.id);
  const kept = row.highlights.filter((h) => h !== 'comingSoon' && h !== 'leavingSoon');
  const highlights = status === 'open' ? kept : [STATUS_HIGHLIGHTS[status], ...kept];
  await db.updateTable('merchants').set({ highlights }).where('id', '=', row.id).execute();
  return { before: statusOf(row.highlights), after: status };
}

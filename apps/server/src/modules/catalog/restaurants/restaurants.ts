import type { Kysely } from 'kysely';
import {
  RESTAURANT_MESSAGES,
  RESTAURANT_SEARCH_LIMIT,
  type RestaurantDetail,
  type RestaurantEdit,
  type RestaurantMatch,
  type RestaurantStatus,
  type RestaurantStatusChange,
  RESTAURANT_STATUS_MESSAGES,
} from '@forkpoint/shared/contracts/support-restaurants';
import { localDateIn } from '@forkpoint/shared/dates/zoned-clock';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { searchTextOf } from '../../merchants/search-text';
import { versionsOf } from '../offers/offer-repository';
import { consoleOffers } from '../offers/offer-terms';
import { failOnFieldErrors } from '../../../lib/parse-form';
import { carriageOf, lifecycleStatus, withLifecycleHighlight, type LifecycleDates } from './lifecycle';
import {
  findRestaurants,
  lockRestaurant,
  restaurantOf,
  saveLifecycle,
  setCarriage,
  setHighlights,
  updateRestaurant,
  type RestaurantRow,
} from './restaurant-repository';

/**
 * The console's restaurants (issue 32 part 3): find, read, edit, and mark coming soon, leaving soon, closed or
 * open again. Plain arguments; always within `partnerCode`, the staff member's program. The routes audit each
 * change with the before and after these return.
 */

/**
 * The status on the restaurant's clock at `now`: from its dates when it has a catalog row (lifecycle.ts);
 * a generated restaurant never given dates keeps the highlight the seed drew for it.
 */
function statusOf(
  row: Pick<RestaurantRow, 'highlights' | 'time_zone' | 'opens_on' | 'closes_on' | 'closed' | 'cataloged'>,
  now: Date,
): RestaurantStatus {
  if (row.cataloged) return lifecycleStatus(datesOf(row), localDateIn(row.time_zone, now));
  const { highlights } = row;
  return highlights.includes('comingSoon') ? 'comingSoon' : highlights.includes('leavingSoon') ? 'leavingSoon' : 'open';
}
const datesOf = (row: Pick<RestaurantRow, 'opens_on' | 'closes_on' | 'closed'>): LifecycleDates => ({
  opensOn: row.opens_on,
  closesOn: row.closes_on,
  closed: row.closed,
});

export async function searchRestaurants(
  db: Kysely<DB>,
  partnerCode: string,
  q: string,
  now: Date,
): Promise<{ restaurants: RestaurantMatch[]; truncated: boolean }> {
  const rows = await findRestaurants(db, partnerCode, q, RESTAURANT_SEARCH_LIMIT);
  return {
    restaurants: rows.slice(0, RESTAURANT_SEARCH_LIMIT).map((r) => ({
      merchantId: r.merchant_id,
      name: r.name,
      city: r.city,
      state: r.state,
      status: statusOf(r, now),
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
  now: Date,
): Promise<RestaurantDetail> {
  const row = await programRestaurant(db, partnerCode, merchantId);
  return detailOf(row, await versionsOf(db, row.id), now);
}

function detailOf(row: RestaurantRow, versions: Awaited<ReturnType<typeof versionsOf>>, now: Date): RestaurantDetail {
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
    status: statusOf(row, now),
    opensOn: row.opens_on,
    closesOn: row.closes_on,
    timeZone: row.time_zone,
    cuisines: row.cuisines,
    // The listed programs: those carrying it, or, while it is closed, those a reopening gives it back to.
    programs: row.listed_programs,
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
  now: Date;
}): Promise<{ before: RestaurantDetail; after: RestaurantDetail }> {
  const { db, partnerCode, merchantId, input, now } = args;
  const row = await programRestaurant(db, partnerCode, merchantId);
  await lockRestaurant(db, row.id);
  const before = await restaurantDetail(db, partnerCode, merchantId, now);
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
  return { before, after: await restaurantDetail(db, partnerCode, merchantId, now) };
}

/** What a status change is audited with: the status and the dates it follows from. */
export interface LifecycleRecord {
  status: RestaurantStatus;
  opensOn: string | null;
  closesOn: string | null;
}

/**
 * Marks the restaurant coming soon from a first day, leaving soon through a last day, closed, or open (which
 * clears the dates and reopens a closed one), stored as the import stores it (lifecycle.ts): the dates on its
 * catalog row, its highlight, and its carriage, which closing empties so it leaves members' search and its page
 * at once (the catalog version moves with the carriage, retiring every instance's cached search pages).
 * `db`: a transaction.
 */
export async function setRestaurantStatus(args: {
  db: Kysely<DB>;
  partnerCode: string;
  merchantId: string;
  change: RestaurantStatusChange;
  now: Date;
}): Promise<{ before: LifecycleRecord; after: LifecycleRecord }> {
  const { db, partnerCode, merchantId, change, now } = args;
  const row = await programRestaurant(db, partnerCode, merchantId);
  await lockRestaurant(db, row.id);
  const today = localDateIn(row.time_zone, now);
  failOnFieldErrors(
    [
      ...(change.status === 'comingSoon' && !(change.opensOn! > today)
        ? [{ field: 'opensOn', message: RESTAURANT_STATUS_MESSAGES.opensOn }]
        : []),
      ...(change.status === 'leavingSoon' && !(change.closesOn! >= today)
        ? [{ field: 'closesOn', message: RESTAURANT_STATUS_MESSAGES.closesOn }]
        : []),
    ],
    RESTAURANT_MESSAGES.form,
  );
  const dates: LifecycleDates = {
    opensOn: change.status === 'comingSoon' ? change.opensOn! : null,
    closesOn: change.status === 'leavingSoon' ? change.closesOn! : null,
    closed: change.status === 'closed',
  };
  await saveLifecycle(db, row, dates);
  await setCarriage(db, row.id, carriageOf(row.listed_programs, dates, today));
  await setHighlights(db, row.id, withLifecycleHighlight(row.highlights, dates, today));
  return {
    before: { status: statusOf(row, now), opensOn: row.opens_on, closesOn: row.closes_on },
    after: { status: lifecycleStatus(dates, today), opensOn: dates.opensOn, closesOn: dates.closesOn },
  };
}

import { sql, type Kysely } from 'kysely';
import type { DayOfWeek, MealServed, MerchantFeature, MerchantHighlight, MerchantOffer } from '@forkpoint/shared';
import type { DB } from '../../../db/schema';
import type { MerchantDetails } from '../../merchants/merchant-details';
import type { OpeningHours } from './location-input';
import type { ExistingLocation } from './location-state';

/**
 * An existing location as the import reads it. Its page-only details (blackout dates, menu pictures, phone …) are
 * part of its state, so a line that leaves them out keeps them and one that gives them is compared with them.
 */
export type StoredLocation = ExistingLocation;

/** The imported locations among `sourceIds`, as they stand (one query; a file's ids in one array). */
export async function loadLocations(
  db: Kysely<DB>,
  sourceIds: readonly string[],
): Promise<Map<string, StoredLocation>> {
  const found = new Map<string, StoredLocation>();
  if (sourceIds.length === 0) return found;
  const rows = await db
    .selectFrom('catalog_locations as cl')
    .innerJoin('merchants as m', 'm.id', 'cl.merchant_id')
    .leftJoin('catalog_brands as b', 'b.id', 'cl.brand_id')
    .select([
      'cl.source_id',
      'cl.coordinate_precision',
      'cl.hours',
      sql<string | null>`cl.opens_on::text`.as('opens_on'),
      sql<string | null>`cl.closes_on::text`.as('closes_on'),
      'cl.closed',
      'cl.programs',
      'b.source_id as brand_source_id',
      'b.name as brand_name',
      'm.id',
      'm.merchant_id',
      'm.name',
      'm.street',
      'm.city',
      'm.state',
      'm.zip',
      'm.lat',
      'm.lng',
      'm.neighborhood',
      'm.time_zone',
      'm.cuisines',
      'm.price_level',
      'm.features',
      'm.meals_served',
      'm.acclaimed_level',
      'm.campaign_codes',
      'm.access_tier',
      'm.open_table_id',
      'm.origin',
      'm.benefit_days',
      'm.image_ids',
      'm.offers',
      'm.highlights',
      'm.is_new',
      'm.details',
    ])
    .where('cl.source_id', '=', sql<string>`ANY(${[...sourceIds]}::text[])`)
    .execute();
  for (const row of rows) {
    const details = row.details as unknown as MerchantDetails;
    found.set(row.source_id, {
      id: row.id,
      merchantId: row.merchant_id,
      state: {
        brand: row.brand_source_id ? { sourceId: row.brand_source_id, name: row.brand_name! } : null,
        name: row.name,
        street: row.street,
        city: row.city,
        state: row.state,
        zip: row.zip,
        latitude: row.lat,
        longitude: row.lng,
        coordinatePrecision: row.coordinate_precision,
        neighborhood: row.neighborhood,
        timeZone: row.time_zone,
        phone: details.phone,
        website: details.website,
        cuisines: row.cuisines,
        priceLevel: row.price_level,
        features: row.features as MerchantFeature[],
        meals: row.meals_served as MealServed[],
        hours: (row.hours ?? null) as OpeningHours | null,
        menuUrl: details.menu.url,
        acclaimedLevel: row.acclaimed_level as 0 | 1 | 2,
        campaignCodes: row.campaign_codes,
        accessTier: row.access_tier,
        openTableId: row.open_table_id,
        origin: row.origin,
        visitLimits: details.visitLimits,
        benefitDays: row.benefit_days as DayOfWeek[],
        benefitHours: details.benefitHours,
        blackoutDates: details.blackoutDates,
        programs: row.programs,
        imageIds: row.image_ids,
        menuImageIds: details.menu.imageIds,
        offers: row.offers as MerchantOffer[],
        opensOn: row.opens_on,
        closesOn: row.closes_on,
        closed: row.closed,
        highlights: row.highlights as MerchantHighlight[],
        isNew: row.is_new,
      },
    });
  }
  return found;
}

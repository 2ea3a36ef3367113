import type { MerchantSearchQuery, Partner } from '@forkpoint/shared';
import { resolveSearchArea, type ResolvedArea } from './search-area';
import type { MerchantSearchCriteria } from './search-repository';

/**
 * A validated search request, for one partner, as the repository's criteria and the area searched;
 * `now` is the moment whose live offers `benefitsFor=true` asks for (the app's clock).
 */
export function toSearchCriteria(
  query: MerchantSearchQuery,
  partner: Partner,
  now: Date = new Date(),
): { criteria: MerchantSearchCriteria; area: ResolvedArea } {
  const area = resolveSearchArea(query);
  return {
    area,
    criteria: {
      partnerCode: partner.code,
      reservationsEnabled: partner.openTableReservationsEnabled,
      center: area.center,
      radiusMeters: area.radiusMeters,
      bounds: area.bounds,
      campaignCode: query.campaignCode,
      acclaimed: query.acclaimed,
      benefitsFor: query.benefitsFor,
      features: query.features,
      isNew: query.isNew,
      mealsServed: query.mealsServed,
      priceRange: query.priceRange,
      reservations: query.reservations,
      text: query.restaurantOrCuisine || undefined,
      sortBy: query.sortBy ?? 'distance',
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      now,
    },
  };
}

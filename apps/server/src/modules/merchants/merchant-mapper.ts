import {
  MERCHANT_HIGHLIGHTS,
  type DayOfWeek,
  type MealServed,
  type Merchant,
  type MerchantCard,
  type MerchantFeature,
  type MerchantHighlight,
  type MerchantOffer,
} from '@forkpoint/shared';
import { merchantAccess, type MerchantViewer } from '@forkpoint/shared/rules/merchant-access';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import type { MerchantCardRow, MerchantPageRow } from './merchant-row';
import { liveOffers } from './offer-liveness';
import { STAND_IN_ORDERING_PROVIDER, type OrderingProvider } from '../../config/ordering-provider';
import { orderingOf } from './ordering';

/** The image route; a client appends ?w=200|500|600. */
export const imageUrl = (imageId: string) => apiPath(MERCHANT_PATHS.merchantImage, { imageId });

/** Which highlight a card shows when a merchant has several. */
const HIGHLIGHT_PRIORITY: readonly MerchantHighlight[] = [
  'comingSoon',
  'leavingSoon',
  'new',
  'acclaimed',
  'limitedTime',
  'onlineOrderingOnly',
  'onlineOrderingAvailable',
];

export interface MapContext {
  viewer: MerchantViewer | null;
  /** Partner setting: OpenTable reservations offered at all. */
  reservationsEnabled: boolean;
  /** The request's "now" (the app's clock): only offers live then, on the merchant's calendar, are answered. */
  now: Date;
}

/** A catalog row as a search answers it, with the tier gates applied for this viewer. */
export function toMerchantCard(row: MerchantCardRow, distanceMiles: number | null, context: MapContext): MerchantCard {
  const offers = liveOffers(row.offers as MerchantOffer[], row.time_zone, context.now);
  // "Limited time" only while a limited offer runs: the catalog keeps the highlight of a merchant
  // whose offer has not started yet or has ended.
  const limitedLive = offers.some((o) => o.type === 'Limited');
  const highlights = row.highlights.filter(
    (h): h is MerchantHighlight =>
      (MERCHANT_HIGHLIGHTS as readonly string[]).includes(h) && (h !== 'limitedTime' || limitedLive),
  );
  const access = merchantAccess(context.viewer, {
    acclaimedLevel: row.acclaimed_level,
    campaignCodes: row.campaign_codes,
    accessTier: row.access_tier,
  });
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    origin: row.origin,
    images: { imageBaseUrl: imageUrl(row.image_id ?? `m${row.id}-0`) },
    details: {
      rating: { overallRating: row.rating, numberOfRatings: row.rating_count },
      priceRange: row.price_level,
      cuisines: row.cuisines,
      highlight: HIGHLIGHT_PRIORITY.find((h) => highlights.includes(h)) ?? null,
      highlights,
    },
    location: {
      address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
      neighborhood: row.neighborhood,
      latitude: row.lat,
      longitude: row.lng,
    },
    distance: distanceMiles,
    acclaimedLevel: row.acclaimed_level,
    benefitAvailability: { campaignCodes: row.campaign_codes, daysOfWeek: row.benefit_days as DayOfWeek[] },
    reservationProviders: {
      openTable: context.reservationsEnabled && row.open_table_id ? { restaurantId: row.open_table_id } : null,
    },
    // Offers are what the gates protect: visitors and members without access get none.
    offers: access.canEarn ? offers : [],
    timeZone: row.time_zone,
    features: row.features as MerchantFeature[],
    mealsServed: row.meals_served as MealServed[],
    accessTier: row.access_tier,
    isNew: row.is_new,
    access,
  };
}

export interface PageContext extends MapContext {
  /** ORDERING_PROVIDER_URL and its name: where the order dialog sends the platform's restaurants (default the stand-in). */
  orderingProvider?: OrderingProvider;
}

/** A catalog row as the merchant page answers it: the card plus the page-only fields. */
export function toMerchant(row: MerchantPageRow, distanceMiles: number | null, context: PageContext): Merchant {
  const card = toMerchantCard(row, distanceMiles, context);
  const { details } = row;
  return {
    ...card,
    images: { ...card.images, gallery: row.image_ids.map(imageUrl) },
    details: { ...card.details, about: details.about, phone: details.phone, website: details.website },
    benefitAvailability: {
      ...card.benefitAvailability,
      hours: details.benefitHours,
      blackoutDates: details.blackoutDates,
    },
    menu: { url: details.menu.url, images: details.menu.imageIds.map(imageUrl) },
    ordering: orderingOf(
      { merchant_id: row.merchant_id, origin: row.origin, website: details.website },
      context.orderingProvider ?? STAND_IN_ORDERING_PROVIDER,
    ),
    visitLimits: details.visitLimits,
  };
}

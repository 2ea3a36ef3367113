import type { SEARCH_FILTER_OPTIONS } from '../constants';

/**
 * The plain values of the merchant search (spec part 1 §3, §7; docs/decisions/0007-merchant-search.md) that
 * the web needs: days, sorts and limits, and the filter types. No zod here, so the web's first load imports them
 * instead of copying them (docs/decisions/0012). The schemas that use them are contracts/merchants.ts, which
 * re-exports everything below; values only the schemas and the server use stay there, out of the web's chunks.
 */

/**
 * The member app's merchant calls (spec part 1 §7; docs/decisions/0007), each the server's route pattern; a client
 * fills a `:name` with apiPath (api-path.ts).
 */
export const MERCHANT_PATHS = {
  /** GET: pages of merchants for a search (the query is merchantSearchQuerySchema). */
  search: '/api/v2/Merchants/Search',
  /** GET: one carousel's merchants (the same query, one page). */
  carousel: '/api/v2/Merchants/Carousel',
  /** GET: one merchant for its page. */
  merchant: '/api/v2/Merchants/:id',
  /** GET: the restaurant's newest published written reviews. */
  reviews: '/api/v2/Merchants/:id/Reviews',
  /** GET: the signed-in member's flex offer at the restaurant. */
  flexOffer: '/api/merchants/:merchantId/flex-offers/members/:publicId',
  /** GET (?w=200|500|600): one of a merchant's pictures, drawn or a photo, that wide (a merchant's imageBaseUrl). */
  merchantImage: '/api/images/merchants/:imageId',
} as const;

export const DAYS_OF_WEEK = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** Each day's full name, as the merchant page and offer copy write it ("Double on Thursdays"). */
export const DAY_NAMES: Readonly<Record<DayOfWeek, string>> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};
/** The filter values themselves are constants.ts SEARCH_FILTER_OPTIONS (MERCHANT_FEATURES … in merchants.ts). */
export type MerchantFeature = (typeof SEARCH_FILTER_OPTIONS.features)[number];
export type MealServed = (typeof SEARCH_FILTER_OPTIONS.mealsServed)[number];

/**
 * Sorts: distance (nearest first, the default), rating (best rated, then most rated), name (A-Z),
 * newest (most recently added), relevance (best restaurant-or-cuisine match, then nearest).
 */
export const MERCHANT_SORTS = ['distance', 'rating', 'name', 'newest', 'relevance'] as const;
export type MerchantSort = (typeof MERCHANT_SORTS)[number];

export const MERCHANT_SEARCH_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 50,
  maxPageNo: 100,
  defaultRadiusMiles: 25,
  maxRadiusMiles: 100,
  /** "Search this area" bounds larger than this (corner to corner) ask the user to zoom in. */
  maxBoundsDiagonalMiles: 300,
  maxTextLength: 100,
  maxCampaignCodeLength: 40,
} as const;
/** A campaign code: 1 to maxCampaignCodeLength letters, digits, - or _. */
export const CAMPAIGN_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

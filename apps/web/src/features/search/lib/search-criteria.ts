import { SEARCH_FILTER_OPTIONS } from '@forkpoint/shared/constants';
import {
  CAMPAIGN_CODE_PATTERN,
  DAYS_OF_WEEK,
  MERCHANT_SEARCH_LIMITS,
  MERCHANT_SORTS,
  type MealServed,
  type MerchantFeature,
  type MerchantSort,
} from '@forkpoint/shared/contracts/merchant-constants';

/**
 * One search as the page holds it, and its two spellings: the page URL (/search?location=…, also what a
 * carousel's "View all" links to) and the query of GET /api/v2/Merchants/Search (spec part 1 §3 "Merchant
 * search request"; docs/decisions/0007). The sorts, days and limits come from the zod-free
 * contracts/merchant-constants.ts: the schemas of contracts/merchants.ts would weigh more than this whole
 * page (bench/bundle.mjs).
 */

export type PriceLevel = (typeof SEARCH_FILTER_OPTIONS.priceRange)[number];

const PLACE = /^(?:\d{5}(?:-\d{4})?|[A-Za-z][A-Za-z .'-]*(?:,\s*|\s)[A-Za-z .]+)$/;

/**
 * A first check of a typed place, for an instant message: a ZIP, or a place then a state ("City, ST",
 * "City ST", "City, State"). The server resolves the place and answers the same message for one it does
 * not know; this check never refuses what the shared parser (parseLocationQuery) accepts.
 */
export function looksLikeLocation(text: string): boolean {
  return PLACE.test(text.trim().replace(/\s+/g, ' '));
}

export const CURRENT_LOCATION_LABEL = 'Current Location';
export const CURRENT_MAP_VIEW_LABEL = 'Current Map View';
/** Spec part 2 §9 "Default search location falls back to New York, NY": the place of the default point. */
export const DEFAULT_LOCATION_LABEL = 'New York, NY';

export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Where to search: a typed place, the user's position, or the map's visible area ("search this area"). */
export type SearchWhere =
  { kind: 'location'; location: string } | { kind: 'currentLocation' } | { kind: 'mapView'; bounds: MapBounds };

/** The filters and sort of the panel (spec: "Filters are limited to acclaimed, benefitsFor, …, and sortBy"). */
export interface SearchFilters {
  acclaimed: boolean;
  isNew: boolean;
  reservations: boolean;
  /** "true" (merchants with benefits) or days such as "Mon,Tue" (from a carousel's search string). */
  benefitsFor: string | null;
  features: MerchantFeature[];
  mealsServed: MealServed[];
  priceRange: PriceLevel[];
  sortBy: MerchantSort | null;
}

export interface SearchCriteria extends SearchFilters {
  where: SearchWhere;
  restaurantOrCuisine: string;
  /** Kept from a carousel's search string; the page has no control for it. */
  campaignCode: string | null;
}

export const NO_FILTERS: SearchFilters = {
  acclaimed: false,
  isNew: false,
  reservations: false,
  benefitsFor: null,
  features: [],
  mealsServed: [],
  priceRange: [],
  sortBy: null,
};

const MAX_TEXT = MERCHANT_SEARCH_LIMITS.maxTextLength;

/** Known values of a list given comma-separated, repeated, or both; in the options' own order. */
function listOf<T extends string>(given: readonly string[], options: readonly T[]): T[] {
  const values = given.flatMap((value) => value.split(',')).map((value) => value.trim());
  return options.filter((option) => values.includes(option));
}

function benefitsForOf(value: string | null): string | null {
  if (value?.trim() === 'true') return 'true';
  return listOf(value === null ? [] : [value], DAYS_OF_WEEK).join(',') || null;
}

function boundsOf(params: URLSearchParams): MapBounds | null {
  const [north, south, east, west] = (['north', 'south', 'east', 'west'] as const).map((side, index) => {
    const value = Number(params.get(side)?.trim() || NaN);
    return Number.isFinite(value) && Math.abs(value) <= (index < 2 ? 90 : 180) ? value : NaN;
  }) as [number, number, number, number];
  // NaN fails both comparisons: a missing or bad side is no box.
  return north > south && east > west ? { north, south, east, west } : null;
}

/** The page URL's query as a search. Unknown or malformed values are dropped rather than failing the page. */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  const bounds = boundsOf(params);
  const location = (params.get('location') ?? '').trim().replace(/\s+/g, ' ');
  const where: SearchWhere = bounds
    ? { kind: 'mapView', bounds }
    : location
      ? { kind: 'location', location: location.slice(0, MAX_TEXT) }
      : { kind: 'currentLocation' };
  const campaignCode = params.get('campaignCode')?.trim() ?? '';
  const sortBy = params.get('sortBy');
  return {
    where,
    restaurantOrCuisine: (params.get('restaurantOrCuisine') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_TEXT),
    campaignCode: CAMPAIGN_CODE_PATTERN.test(campaignCode) ? campaignCode : null,
    acclaimed: params.get('acclaimed') === 'true',
    isNew: params.get('isNew') === 'true',
    reservations: params.get('reservations') === 'true',
    benefitsFor: benefitsForOf(params.get('benefitsFor')),
    features: listOf(params.getAll('features'), SEARCH_FILTER_OPTIONS.features),
    mealsServed: listOf(params.getAll('mealsServed'), SEARCH_FILTER_OPTIONS.mealsServed),
    priceRange: listOf(params.getAll('priceRange'), SEARCH_FILTER_OPTIONS.priceRange),
    sortBy: (MERCHANT_SORTS as readonly string[]).includes(sortBy ?? '') ? (sortBy as MerchantSort) : null,
  };
}

/** Map bounds in the URL: 4 decimals (about 11 m) keep links short and stable. */
const fixed = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** The filter fields of both spellings, in the order of the spec's request fields; unset ones left out. */
function filterEntries(criteria: SearchFilters): [string, string][] {
  const entries: [string, string | null][] = [
    ['acclaimed', criteria.acclaimed ? 'true' : null],
    ['benefitsFor', criteria.benefitsFor],
    ['features', criteria.features.join(',') || null],
    ['isNew', criteria.isNew ? 'true' : null],
    ['mealsServed', criteria.mealsServed.join(',') || null],
    ['priceRange', criteria.priceRange.join(',') || null],
    ['reservations', criteria.reservations ? 'true' : null],
    ['sortBy', criteria.sortBy],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== null);
}

/** The search as the page URL's query; a current-location search carries no coordinates. */
export function criteriaToParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const { where } = criteria;
  if (where.kind === 'location') params.set('location', where.location);
  if (where.kind === 'mapView') {
    for (const side of ['north', 'south', 'east', 'west'] as const) params.set(side, fixed(where.bounds[side]));
  }
  if (criteria.restaurantOrCuisine) params.set('restaurantOrCuisine', criteria.restaurantOrCuisine);
  if (criteria.campaignCode) params.set('campaignCode', criteria.campaignCode);
  for (const [name, value] of filterEntries(criteria)) params.set(name, value);
  return params;
}

export interface Point {
  latitude: number;
  longitude: number;
}

export const SEARCH_PAGE_SIZE = 20;

/**
 * The query of GET /api/v2/Merchants/Search, undefined values omitted (spec part 1 §7): the page query, plus
 * the point of a current-location search (rounded to 2 decimals by the geolocation hook) and the page
 * size. Without that point there is no query yet.
 */
export function toApiQuery(criteria: SearchCriteria, point: Point | null): Record<string, string> | null {
  const current = criteria.where.kind === 'currentLocation';
  if (current && !point) return null;
  const query = Object.fromEntries(criteriaToParams(criteria));
  if (current && point) {
    query.lat = String(point.latitude);
    query.lng = String(point.longitude);
  }
  query.pageSize = String(SEARCH_PAGE_SIZE);
  return query;
}

/** How many filter values are on (the sort is not a filter): the count on the filter button. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    Number(filters.acclaimed) +
    Number(filters.isNew) +
    Number(filters.reservations) +
    Number(filters.benefitsFor !== null) +
    filters.features.length +
    filters.mealsServed.length +
    filters.priceRange.length
  );
}

/** The words the location field shows for a search that is not a typed place (spec part 1 §2). */
export function whereLabel(where: SearchWhere): string {
  if (where.kind === 'location') return where.location;
  return where.kind === 'currentLocation' ? CURRENT_LOCATION_LABEL : CURRENT_MAP_VIEW_LABEL;
}

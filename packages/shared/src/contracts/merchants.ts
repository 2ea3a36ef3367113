import { z } from 'zod';
import { IMAGE_TRANSFORM_WIDTHS, SEARCH_FILTER_OPTIONS } from '../constants';
import { LOCATION_MAX_LENGTH } from '../rules/location-query';
import { ACCESS_REASONS, MERCHANT_ACCESS_TIERS } from '../rules/merchant-access';
import { LOCATION_MESSAGE } from './location-message';
import {
  CAMPAIGN_CODE_PATTERN,
  DAYS_OF_WEEK,
  MERCHANT_SEARCH_LIMITS,
  MERCHANT_SORTS,
  type DayOfWeek,
} from './merchant-constants';

/**
 * The merchant catalog calls (spec part 1 §3, §7; docs/decisions/0007-merchant-search.md):
 * GET /api/v2/Merchants/Search, GET /api/v2/Merchants/Carousel, GET /api/v2/Merchants/{id},
 * GET /api/DefaultUserLocation and the merchant image route. The plain values the web needs (days, sorts,
 * limits, filter types) live in the zod-free merchant-constants.ts, re-exported here.
 */

export * from './merchant-constants';

// Plain values only these schemas and the server use.
export const MERCHANT_FEATURES = SEARCH_FILTER_OPTIONS.features;
export const MEALS_SERVED = SEARCH_FILTER_OPTIONS.mealsServed;
export const PRICE_RANGES = SEARCH_FILTER_OPTIONS.priceRange;

export const MERCHANT_HIGHLIGHTS = [
  'acclaimed',
  'comingSoon',
  'leavingSoon',
  'new',
  'onlineOrderingOnly',
  'onlineOrderingAvailable',
  'limitedTime',
] as const;
export type MerchantHighlight = (typeof MERCHANT_HIGHLIGHTS)[number];

export const OFFER_TYPES = ['Unlimited', 'Limited'] as const;
export const CAROUSEL_MAX_PAGE_SIZE = 15;
export const BOUNDS_TOO_LARGE_MESSAGE = 'Zoom in to search this area';

export const MERCHANT_IMAGE_WIDTHS = IMAGE_TRANSFORM_WIDTHS;
export const MERCHANT_IMAGE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;

// ---------------------------------------------------------------------------------------------
// Request

const flag = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false` })
    .transform((value) => value === 'true')
    .optional();

/** A list given as a comma-separated value, repeated keys, or both; every value must be known. */
const list = <const T extends readonly string[]>(field: string, values: T) =>
  z
    .union([z.string(), z.array(z.string()).max(20)], { error: `${field} must be a list of ${values.join(', ')}` })
    .transform((given, ctx) => {
      const items = (Array.isArray(given) ? given : [given])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = items.filter((item) => !(values as readonly string[]).includes(item));
      if (unknown.length > 0) {
        const shown = unknown
          .slice(0, 5)
          .map((item) => `"${item.slice(0, 30)}"`)
          .join(', ');
        ctx.issues.push({
          code: 'custom',
          input: given,
          message: `${field} has unknown values ${shown}; use ${values.join(', ')}`,
        });
        return z.NEVER;
      }
      if (items.length > 20) {
        ctx.issues.push({ code: 'custom', input: given, message: `${field} takes at most 20 values` });
        return z.NEVER;
      }
      return [...new Set(items)] as T[number][];
    })
    .optional();

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} must be a whole number from ${min} to ${max}` })
    .regex(/^\d{1,6}$/, `${field} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${field} must be a whole number from ${min} to ${max}`);

const coordinate = (field: string, limit: number) =>
  z
    .string({ error: `${field} must be a number from -${limit} to ${limit}` })
    .regex(/^-?\d{1,3}(\.\d{1,17})?$/, `${field} must be a number from -${limit} to ${limit}`)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, `${field} must be a number from -${limit} to ${limit}`)
    .optional();

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .optional();

const searchFields = {
  /** Only merchants whose benefit is available under this campaign. */
  campaignCode: z
    .string({ error: 'campaignCode must be text' })
    .regex(CAMPAIGN_CODE_PATTERN, 'campaignCode must be 1 to 40 letters, digits, - or _')
    .optional(),
  /** "City, ST", "City ST" or a ZIP code; resolved by the server. */
  // Blank counts as absent: with lat/lng or bounds it is ignored, alone it is "Enter city, state or ZIP code".
  location: text('location', LOCATION_MAX_LENGTH).transform((v) => (v ? v : undefined)),
  /** The user's current location (rounded to 2 decimals by the client). */
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  /** The map's visible area, for "search this area". */
  north: coordinate('north', 90),
  south: coordinate('south', 90),
  east: coordinate('east', 180),
  west: coordinate('west', 180),
  radius: wholeNumber('radius', 1, MERCHANT_SEARCH_LIMITS.maxRadiusMiles).optional(),
  acclaimed: flag('acclaimed'),
  /** "true": merchants with an offer; or days Sun..Sat: merchants whose benefit is available on one of them. */
  benefitsFor: z
    .string({ error: 'benefitsFor must be true or days Sun to Sat' })
    .max(40, 'benefitsFor must be true or days Sun to Sat')
    .transform((given, ctx) => {
      if (given === 'true') return 'offers' as const;
      const days = given.split(',').map((d) => d.trim());
      if (days.every((d) => (DAYS_OF_WEEK as readonly string[]).includes(d))) return [...new Set(days)] as DayOfWeek[];
      ctx.issues.push({ code: 'custom', input: given, message: 'benefitsFor must be true or days Sun to Sat' });
      return z.NEVER;
    })
    .optional(),
  features: list('features', MERCHANT_FEATURES),
  isNew: flag('isNew'),
  mealsServed: list('mealsServed', MEALS_SERVED),
  pageNo: wholeNumber('pageNo', 1, MERCHANT_SEARCH_LIMITS.maxPageNo).default(1),
  priceRange: list('priceRange', PRICE_RANGES),
  reservations: flag('reservations'),
  restaurantOrCuisine: text('restaurantOrCuisine', MERCHANT_SEARCH_LIMITS.maxTextLength),
  sortBy: z.enum(MERCHANT_SORTS, { error: `sortBy must be one of ${MERCHANT_SORTS.join(', ')}` }).optional(),
};

interface SearchAreaFields {
  location?: string;
  lat?: number;
  lng?: number;
  north?: number;
  south?: number;
  east?: number;
  west?: number;
}

/** Where to search: the map bounds win over the current location, which wins over the typed location. */
function checkSearchArea(query: SearchAreaFields, ctx: z.RefinementCtx) {
  const { lat, lng, north, south, east, west } = query;
  const pair = [lat, lng].filter((v) => v !== undefined).length;
  if (pair === 1)
    ctx.addIssue({ code: 'custom', path: [lat === undefined ? 'lat' : 'lng'], message: 'lat and lng go together' });
  const bounds = [north, south, east, west];
  const given = bounds.filter((v) => v !== undefined).length;
  if (given > 0 && given < 4) {
    const missing = (['north', 'south', 'east', 'west'] as const).filter((_, i) => bounds[i] === undefined);
    ctx.addIssue({ code: 'custom', path: [missing[0]!], message: 'north, south, east and west go together' });
  }
  if (given === 4) {
    if (north! <= south!)
      ctx.addIssue({ code: 'custom', path: ['north'], message: 'north must be greater than south' });
    if (east! <= west!) ctx.addIssue({ code: 'custom', path: ['east'], message: 'east must be greater than west' });
  }
  if (query.location === undefined && pair < 2 && given < 4) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: LOCATION_MESSAGE });
  }
}

/** GET /api/v2/Merchants/Search: the spec's request fields plus lat/lng, map bounds and radius. */
export const merchantSearchQuerySchema = z
  .object({
    ...searchFields,
    pageSize: wholeNumber('pageSize', 1, MERCHANT_SEARCH_LIMITS.maxPageSize).default(
      MERCHANT_SEARCH_LIMITS.defaultPageSize,
    ),
  })
  .superRefine(checkSearchArea);
export type MerchantSearchQueryInput = z.input<typeof merchantSearchQuerySchema>;
export type MerchantSearchQuery = z.output<typeof merchantSearchQuerySchema>;

/** GET /api/v2/Merchants/Carousel: the same query (a content block's search string), at most 15 merchants. */
export const merchantCarouselQuerySchema = z
  .object({
    ...searchFields,
    pageSize: wholeNumber('pageSize', 1, CAROUSEL_MAX_PAGE_SIZE).default(CAROUSEL_MAX_PAGE_SIZE),
  })
  .superRefine(checkSearchArea);

export const merchantIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, 'id must be a merchant number'),
});

export const merchantImageParamsSchema = z.object({
  imageId: z.string().regex(MERCHANT_IMAGE_ID_PATTERN, 'imageId is lower-case letters, digits and -'),
});
export const merchantImageQuerySchema = z.object({
  w: z
    .enum(MERCHANT_IMAGE_WIDTHS.map(String) as ['200', '500', '600'], {
      error: `w must be one of ${MERCHANT_IMAGE_WIDTHS.join(', ')}`,
    })
    .transform(Number)
    .default(600),
});

// ---------------------------------------------------------------------------------------------
// Response

export const offerSchema = z.object({
  id: z.string(),
  type: z.enum(OFFER_TYPES),
  title: z.string(),
  description: z.string(),
  /** Days the offer applies, Sun..Sat. */
  daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  /** Earn multiplier of the offer (2 = double), null for a non-earning perk. */
  earnMultiplier: z.number().nullable(),
  /**
   * A fixed-amount offer's amount per qualifying purchase in the program's reward unit (miles or points; cents in
   * cash programs), absent or null for a multiplier offer (rules/earn-decision.ts, decision 0040).
   */
  fixedAmount: z.number().int().positive().nullable().optional(),
  /** Limited offers run between these dates (YYYY-MM-DD); Unlimited ones have nulls. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** Bumped by every edit of the offer; a reward records the version that paid it. */
  version: z.number().int().positive(),
  /** Local hours the offer pays (HH:MM, from included, until excluded), null all day. */
  hours: z.object({ from: z.string(), until: z.string() }).nullable(),
  /** The bill must reach this many dollars, null any bill. */
  minimumSpendDollars: z.number().nullable(),
  /** How many purchases of one member it pays, null unlimited. */
  usesPerMember: z.number().int().positive().nullable(),
});
export type MerchantOffer = z.infer<typeof offerSchema>;

export const merchantAccessSchema = z.object({
  canEarn: z.boolean(),
  reason: z.enum(ACCESS_REASONS).nullable(),
  unlockTier: z.union([z.literal(2), z.literal(3)]).nullable(),
});

/** A merchant as a search answers it: what a merchant card and a map marker show. */
export const merchantCardSchema = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  name: z.string(),
  /** Online-ordering origin: internal (our /merchants/{id}/Order dialog) or external; null without ordering. */
  origin: z.enum(['internal', 'external']).nullable(),
  images: z.object({
    /** Append ?w=200|500|600 for a width. */
    imageBaseUrl: z.string(),
  }),
  details: z.object({
    rating: z.object({ overallRating: z.number().min(0).max(5), numberOfRatings: z.number().int().min(0) }),
    /** Price level 0 to 4 (0: unknown; 1 to 4 shown). */
    priceRange: z.number().int().min(0).max(4),
    cuisines: z.array(z.string()),
    /** The one highlight a card shows, or null. */
    highlight: z.enum(MERCHANT_HIGHLIGHTS).nullable(),
    highlights: z.array(z.enum(MERCHANT_HIGHLIGHTS)),
  }),
  location: z.object({
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
    neighborhood: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Miles from the search point, 2 decimals; null on the merchant page without a point. */
  distance: z.number().nullable(),
  /** 0 not acclaimed, 1 or 2 acclaimed. */
  acclaimedLevel: z.number().int().min(0).max(2),
  benefitAvailability: z.object({
    campaignCodes: z.array(z.string()),
    /** Days (Sun..Sat) the merchant earns. */
    daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  }),
  reservationProviders: z.object({ openTable: z.object({ restaurantId: z.string() }).nullable() }),
  /** Empty unless access.canEarn: visitors see offers only after signing in. */
  offers: z.array(offerSchema),
  /** The restaurant's IANA time zone: offers run on its clock (rules/earn-decision.ts localClockIn). */
  timeZone: z.string(),
  features: z.array(z.enum(MERCHANT_FEATURES)),
  mealsServed: z.array(z.enum(MEALS_SERVED)),
  accessTier: z.enum(MERCHANT_ACCESS_TIERS),
  isNew: z.boolean(),
  access: merchantAccessSchema,
});
export type MerchantCard = z.infer<typeof merchantCardSchema>;

/** A merchant as its page answers it: the card plus gallery, about, hours, blackouts, menu and visit limits. */
export const merchantSchema = merchantCardSchema.extend({
  images: merchantCardSchema.shape.images.extend({ gallery: z.array(z.string()) }),
  details: merchantCardSchema.shape.details.extend({
    about: z.string(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
  }),
  benefitAvailability: merchantCardSchema.shape.benefitAvailability.extend({
    /** Local opening and closing of the benefit window (HH:MM), null all day. */
    hours: z.object({ from: z.string(), to: z.string() }).nullable(),
    /** Dates (YYYY-MM-DD) the merchant does not earn. */
    blackoutDates: z.array(z.string()),
  }),
  menu: z.object({ url: z.string().nullable(), images: z.array(z.string()) }),
  /**
   * Where online orders go (the /merchants/{id}/Order dialog links there): the platform's ordering
   * provider for origin internal, the restaurant's own ordering page for external; null without ordering.
   */
  ordering: z.object({ provider: z.string(), url: z.string() }).nullable(),
  visitLimits: z.object({
    maxSpendPerMonth: z.number().nullable(),
    maxVisitsPerMonth: z.union([z.number().int().positive(), z.literal('unlimited')]),
  }),
});
export type Merchant = z.infer<typeof merchantSchema>;

export const searchAreaSchema = z.object({
  kind: z.enum(['location', 'currentLocation', 'mapView']),
  /** "City, ST" / ZIP as resolved, "Current Location" or "Current Map View". */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusMiles: z.number().nullable(),
  bounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }).nullable(),
});
export type SearchArea = z.infer<typeof searchAreaSchema>;

/**
 * Paging is "is there a next page" (hasMore), not a total: counting every match in a dense
 * city costs a scan of all of them, while a page nearest-first reads about one page of rows.
 */
export const merchantSearchResponseSchema = z.object({
  merchants: z.array(merchantCardSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  sortBy: z.enum(MERCHANT_SORTS),
  searchArea: searchAreaSchema,
});

/** GET /api/v2/Merchants/{id}[?lat=&lng=]: one merchant the partner carries. */
export const merchantDetailQuerySchema = z
  .object({ lat: searchFields.lat, lng: searchFields.lng })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    path: ['lat'],
    message: 'lat and lng go together',
  });
export const merchantDetailResponseSchema = z.object({ merchant: merchantSchema });
export type MerchantSearchResponse = z.infer<typeof merchantSearchResponseSchema>;

export const locationResponseSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type LocationResponse = z.infer<typeof locationResponseSchema>;

import { z } from 'zod';
import { DAYS_OF_WEEK } from './merchant-constants';

/**
 * Restaurants in the support console and the offers API (issue 32 parts 2 and 3), for catalog managers and
 * admins (STAFF_PERMISSIONS.catalog), always within the staff member's own program:
 *   GET   /api/Support/Restaurants?q=                 find
 *   GET   /api/Support/Restaurants/{id}               details, limits, programs, offers
 *   PATCH /api/Support/Restaurants/{id}               edit details and limits
 *   POST  /api/Support/Restaurants/{id}/Status        open, coming soon (from a date), leaving soon (until a
 *                                                     date), closed; open again reopens it
 *   POST  /api/Support/Restaurants/{id}/Offers        create (for the restaurant, or for its whole brand)
 *   PATCH /api/Support/Restaurants/{id}/Offers/{offerId}                  change: a new version from now
 *   POST  /api/Support/Restaurants/{id}/Offers/{offerId}/Pause|Resume|End
 *   POST  /api/Support/Restaurants/{id}/Photos        a raw image body; put first among its pictures
 * Every change is audited with its before and after (RESTAURANT_ACTIONS).
 */

export const RESTAURANT_ACTIONS = {
  search: 'restaurant.search',
  view: 'restaurant.view',
  edit: 'restaurant.edit',
  status: 'restaurant.status',
  photo: 'restaurant.photo',
  offerCreate: 'offer.create',
  offerChange: 'offer.change',
  offerPause: 'offer.pause',
  offerResume: 'offer.resume',
  offerEnd: 'offer.end',
} as const;

export const RESTAURANT_MESSAGES = {
  form: 'Please check the form for errors.',
  notFound: 'No restaurant with that id in this program.',
  offerNotFound: 'No offer with that id at this restaurant.',
  offerEnded: 'This offer has ended and can no longer be changed.',
  notPaused: 'Only a paused offer can be resumed.',
  alreadyPaused: 'This offer is already paused.',
  noBrand: 'This restaurant belongs to no brand: create the offer for the location.',
} as const;

/** Readable names of the actions above, for the audit log's filter (its other actions are STAFF_ACTIONS). */
export const RESTAURANT_ACTION_LABELS: Record<(typeof RESTAURANT_ACTIONS)[keyof typeof RESTAURANT_ACTIONS], string> = {
  'restaurant.search': 'Restaurant search',
  'restaurant.view': 'Restaurant viewed',
  'restaurant.edit': 'Restaurant details changed',
  'restaurant.status': 'Restaurant status changed (soon, closed, reopened)',
  'restaurant.photo': 'Restaurant photo uploaded',
  'offer.create': 'Offer created',
  'offer.change': 'Offer changed',
  'offer.pause': 'Offer paused',
  'offer.resume': 'Offer resumed',
  'offer.end': 'Offer ended',
};

/**
 * A restaurant's lifecycle, from its dates on its own clock (docs/catalog.md "Coming soon, leaving soon,
 * closed"): coming soon until its first day (`opensOn`), then open; leaving soon through its last day
 * (`closesOn`), then closed; closed (out of members' search and pages) until reopened.
 */
export const RESTAURANT_STATUSES = ['open', 'comingSoon', 'leavingSoon', 'closed'] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];
export const RESTAURANT_STATUS_LABELS: Record<RestaurantStatus, string> = {
  open: 'Open',
  comingSoon: 'Coming soon',
  leavingSoon: 'Leaving soon',
  closed: 'Closed',
};

export const RESTAURANT_SEARCH_LIMIT = 25;

export const restaurantSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Enter at least 2 letters of a name, city or restaurant id.').max(100, 'Too long.'),
});

export const restaurantParamsSchema = z.object({
  merchantId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'Not a restaurant id.'),
});
export const offerParamsSchema = restaurantParamsSchema.extend({
  offerId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not an offer id.'),
});

export const restaurantMatchSchema = z.object({
  merchantId: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  status: z.enum(RESTAURANT_STATUSES),
  activeOffers: z.number().int(),
});
export type RestaurantMatch = z.infer<typeof restaurantMatchSchema>;
export const restaurantSearchSchema = z.object({ restaurants: z.array(restaurantMatchSchema), truncated: z.boolean() });

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const date = z.string().regex(DATE, 'Use a date as YYYY-MM-DD.').nullable();

/** A fixed-amount offer's most, in reward units: 100,000 miles or points, $1,000 in a cash program. */
export const OFFER_MAX_FIXED_AMOUNT = 100_000;
const FIXED_AMOUNT_MESSAGE = 'Enter a whole amount from 1 to 100,000.';

/** An offer as the console writes it; a change sends the whole offer again. */
export const offerInputSchema = z
  .object({
    type: z.enum(['Unlimited', 'Limited'], { error: 'Choose Unlimited or Limited.' }),
    title: z.string().trim().min(1, 'Enter a title.').max(80, 'At most 80 characters.'),
    description: z.string().trim().max(500, 'At most 500 characters.').default(''),
    daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)).min(1, 'Choose at least one day.').max(7),
    /** A multiplier offer's multiplier; null for a fixed-amount offer. Exactly one of the two is given. */
    earnMultiplier: z
      .number({ error: 'Enter a multiplier from 1.25 to 10.' })
      .min(1.25, 'Enter a multiplier from 1.25 to 10.')
      .max(10, 'Enter a multiplier from 1.25 to 10.')
      .nullable()
      .default(null),
    /** A fixed-amount offer's amount in reward units (miles or points; cents in cash programs), decision 0040. */
    fixedAmount: z
      .number({ error: FIXED_AMOUNT_MESSAGE })
      .int(FIXED_AMOUNT_MESSAGE)
      .min(1, FIXED_AMOUNT_MESSAGE)
      .max(OFFER_MAX_FIXED_AMOUNT, FIXED_AMOUNT_MESSAGE)
      .nullable()
      .default(null),
    startsOn: date,
    endsOn: date,
    hours: z
      .object({
        from: z.string().regex(TIME, 'Use a time as HH:MM.'),
        until: z.string().regex(TIME, 'Use a time as HH:MM.'),
      })
      .nullable(),
    minimumSpendDollars: z.number().min(0).max(10_000, 'At most $10,000.').nullable(),
    usesPerMember: z.number().int().min(1, 'At least 1 use.').max(100, 'At most 100 uses.').nullable(),
    budgetDollars: z.number().min(1, 'At least $1.').max(10_000_000, 'At most $10,000,000.').nullable(),
  })
  .superRefine((offer, ctx) => {
    if (offer.earnMultiplier !== null && offer.fixedAmount !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixedAmount'],
        message: 'Give a multiplier or a fixed amount, not both.',
      });
    }
    if (offer.earnMultiplier === null && offer.fixedAmount === null) {
      ctx.addIssue({ code: 'custom', path: ['earnMultiplier'], message: 'Enter a multiplier or a fixed amount.' });
    }
    if (offer.startsOn && offer.endsOn && offer.endsOn < offer.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The end date must not be before the start date.' });
    }
    if (offer.type === 'Limited' && offer.usesPerMember === null) {
      ctx.addIssue({ code: 'custom', path: ['usesPerMember'], message: 'A Limited offer needs a use count.' });
    }
    if (offer.type === 'Unlimited' && offer.usesPerMember !== null) {
      ctx.addIssue({ code: 'custom', path: ['usesPerMember'], message: 'An Unlimited offer has no use count.' });
    }
    if (offer.hours && offer.hours.from === offer.hours.until) {
      ctx.addIssue({ code: 'custom', path: ['hours', 'until'], message: 'The hours must not start and end together.' });
    }
  });
export type OfferInput = z.infer<typeof offerInputSchema>;

export const offerCreateSchema = offerInputSchema.and(z.object({ forBrand: z.boolean().default(false) }));

export const consoleOfferSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  state: z.enum(['active', 'paused', 'ended']),
  /** When the current version took effect (ISO); null for an offer never changed through the console. */
  effectiveFrom: z.string().nullable(),
  type: z.enum(['Unlimited', 'Limited']),
  title: z.string(),
  description: z.string(),
  daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  earnMultiplier: z.number().nullable(),
  /** A fixed-amount offer's amount in reward units; null for a multiplier offer. */
  fixedAmount: z.number().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  hours: z.object({ from: z.string(), until: z.string() }).nullable(),
  minimumSpendDollars: z.number().nullable(),
  usesPerMember: z.number().int().nullable(),
  budgetDollars: z.number().nullable(),
  /** Ended by the engine when its budget was spent. */
  endedByBudget: z.boolean(),
});
export type ConsoleOffer = z.infer<typeof consoleOfferSchema>;

export const restaurantEditSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(120, 'At most 120 characters.'),
  street: z.string().trim().min(1, 'Enter a street.').max(200, 'At most 200 characters.'),
  city: z.string().trim().min(1, 'Enter a city.').max(100, 'At most 100 characters.'),
  state: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Use the two-letter state code.'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Use a five-digit ZIP code.'),
  neighborhood: z.string().trim().max(100, 'At most 100 characters.').nullable(),
  priceLevel: z.number().int().min(0).max(4, 'From 0 to 4.'),
  maxSpendPerMonth: z.number().min(1, 'At least $1.').max(100_000, 'At most $100,000.').nullable(),
  maxVisitsPerMonth: z.number().int().min(1, 'At least 1 visit.').max(100, 'At most 100 visits.').nullable(),
});
export type RestaurantEdit = z.infer<typeof restaurantEditSchema>;

export const restaurantDetailSchema = restaurantEditSchema.extend({
  merchantId: z.string(),
  status: z.enum(RESTAURANT_STATUSES),
  /** Its first day (coming soon before it) and its last (leaving soon through it), on its clock; null: none. */
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  timeZone: z.string(),
  cuisines: z.array(z.string()),
  /** The programs that carry the restaurant (partner codes). */
  programs: z.array(z.string()),
  /** The catalog brand, when an import placed the location in one. */
  brand: z.string().nullable(),
  /** The pictures members see, first first (/api/images/merchants/{imageId}?w=200). */
  imageIds: z.array(z.string()),
  offers: z.array(consoleOfferSchema),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;

export const RESTAURANT_STATUS_MESSAGES = {
  opensOn: 'Enter the first day it opens, after today on its clock.',
  closesOn: 'Enter its last day, today or later on its clock.',
} as const;

/** A status change: coming soon needs its first day, leaving soon its last; open clears both and reopens. */
export const restaurantStatusSchema = z
  .object({
    status: z.enum(RESTAURANT_STATUSES, { error: 'Choose open, coming soon, leaving soon or closed.' }),
    opensOn: date.optional(),
    closesOn: date.optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status === 'comingSoon' && !change.opensOn) {
      ctx.addIssue({ code: 'custom', path: ['opensOn'], message: RESTAURANT_STATUS_MESSAGES.opensOn });
    }
    if (change.status === 'leavingSoon' && !change.closesOn) {
      ctx.addIssue({ code: 'custom', path: ['closesOn'], message: RESTAURANT_STATUS_MESSAGES.closesOn });
    }
  });
export type RestaurantStatusChange = z.infer<typeof restaurantStatusSchema>;

export const offerSavedSchema = z.object({
  offer: consoleOfferSchema,
  /** The restaurants (merchant ids) the offer was written to: one, or every location of the brand. */
  merchantIds: z.array(z.string()),
});

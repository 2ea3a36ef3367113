import { z } from 'zod';
import { MEALS_SERVED, MERCHANT_FEATURES } from './merchants';
import { MERCHANT_ACCESS_TIERS } from '../rules/merchant-access';
import { DAYS_OF_WEEK } from './merchant-constants';

/**
 * The catalog import (docs/catalog.md): a file of brands, locations and offers posted to
 * POST /api/Catalog/Import, signed with CATALOG_SIGNING_SECRET like the transaction feed. Two formats: a flat CSV
 * (one location a row, at most one offer) and JSON Lines (one location an object, with everything the catalog
 * holds). Lines are upserted by the source's own ids; the answer is a line-by-line report.
 */
export const CATALOG_IMPORT_PATH = '/api/Catalog/Import';
/** Helper D's photo store: raw image bytes in, `{ imageId }` out, signed the same way. */
export const CATALOG_PHOTOS_PATH = '/api/Catalog/Photos';
export const CATALOG_CSV_CONTENT_TYPE = 'text/csv';
export const CATALOG_JSONL_CONTENT_TYPE = 'application/x-ndjson';

export const CATALOG_CSV_HEADER = [
  'source_id',
  'name',
  'street',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'phone',
  'cuisines',
  'price_range',
  'programs',
  'photo',
  'offer_id',
  'offer_title',
  'offer_multiplier',
  'offer_days',
  'offer_starts_on',
  'offer_ends_on',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_HEADER)[number];

export const CATALOG_LIMITS = {
  maxLines: 200_000,
  maxSourceIdLength: 64,
  maxNameLength: 120,
  maxCuisines: 8,
  maxOffers: 10,
  maxMultiplier: 10,
  /** A fixed-amount offer's most, in reward units: 100,000 miles or points, $1,000 in a cash program. */
  maxFixedAmount: 100_000,
  /** A location's pictures (`photos`) and its menu's (`menuPhotos`), each. */
  maxPhotos: 10,
  maxBlackoutDates: 60,
} as const;

/** A photo cell once the command has uploaded the file: `image:<id>`. */
export const CATALOG_PHOTO_PATTERN = /^image:([A-Za-z0-9_-]{1,80})$/;
export const SOURCE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const CATALOG_MESSAGES = {
  emptyFile: 'The file has no lines.',
  noRows: 'The file has a header but no locations.',
  badHeader: `The first line must be exactly: ${CATALOG_CSV_HEADER.join(',')}`,
  tooManyLines: `A file holds at most ${CATALOG_LIMITS.maxLines.toLocaleString('en-US')} locations.`,
  unsupportedType: 'Send the catalog file as text/csv or application/x-ndjson (JSON Lines).',
  badPhoto: 'photo must be image:<id> (npm run catalog:import uploads the file and writes its id)',
  noPlace: 'no latitude and longitude, and neither the ZIP code nor the city is known',
} as const;

const date = (field: string) => z.string().regex(DATE_PATTERN, `${field} must be a date YYYY-MM-DD`);
const time = (field: string) => z.string().regex(TIME_PATTERN, `${field} must be a time HH:MM`);
const day = z.enum(DAYS_OF_WEEK, { error: `days must be ${DAYS_OF_WEEK.join(', ')}` });
const photoList = (field: string) =>
  z
    .array(
      z
        .string()
        .regex(
          CATALOG_PHOTO_PATTERN,
          `${field} must be image:<id> each (npm run catalog:import uploads the files and writes their ids)`,
        ),
    )
    .max(CATALOG_LIMITS.maxPhotos);

/**
 * One offer of a JSON Lines location; the CSV's offer_* columns describe the same with the defaults (a CSV offer
 * is always a multiplier). An offer is a `multiplier` or a `fixedAmount` (reward units paid once per qualifying
 * purchase: miles or points, cents in cash programs; decision 0040), exactly one of them.
 */
export const catalogOfferSchema = z
  .strictObject({
    id: z.string().regex(SOURCE_ID_PATTERN, 'offer id must be 1 to 64 letters, digits, . _ : or -'),
    title: z.string().trim().min(1).max(80).optional(),
    description: z.string().trim().max(300).optional(),
    multiplier: z.number().min(1.1).max(CATALOG_LIMITS.maxMultiplier).optional(),
    fixedAmount: z
      .number()
      .int('fixedAmount must be a whole number of reward units (miles, points, or cents in cash programs)')
      .min(1, 'fixedAmount must be at least 1')
      .max(CATALOG_LIMITS.maxFixedAmount, `fixedAmount must be at most ${CATALOG_LIMITS.maxFixedAmount}`)
      .optional(),
    days: z.array(day).max(7).optional(),
    startsOn: date('startsOn').optional(),
    endsOn: date('endsOn').optional(),
    hours: z.strictObject({ from: time('hours.from'), until: time('hours.until') }).optional(),
    minimumSpendDollars: z.number().positive().max(10_000).optional(),
    usesPerMember: z.number().int().positive().max(1000).optional(),
  })
  .superRefine((offer, ctx) => {
    if (offer.multiplier !== undefined && offer.fixedAmount !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixedAmount'],
        message: 'an offer has a multiplier or a fixedAmount, not both',
      });
    } else if (offer.multiplier === undefined && offer.fixedAmount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['multiplier'], message: 'an offer needs a multiplier or a fixedAmount' });
    }
  });
export type CatalogOfferInput = z.infer<typeof catalogOfferSchema>;

const openingHours = z.partialRecord(day, z.array(z.strictObject({ from: time('from'), until: time('until') })).max(4));

/** One JSON Lines line: a location. Absent keys mean "not given" (a new location gets the defaults). */
export const catalogLocationSchema = z.strictObject({
  sourceId: z.string().regex(SOURCE_ID_PATTERN, 'sourceId must be 1 to 64 letters, digits, . _ : or -'),
  brand: z
    .strictObject({
      sourceId: z.string().regex(SOURCE_ID_PATTERN, 'brand.sourceId must be 1 to 64 letters, digits, . _ : or -'),
      name: z.string().trim().min(1).max(CATALOG_LIMITS.maxNameLength),
    })
    .optional(),
  name: z.string().trim().min(1).max(CATALOG_LIMITS.maxNameLength).optional(),
  address: z
    .strictObject({
      street: z.string().trim().min(1).max(120),
      city: z.string().trim().min(1).max(80),
      state: z.string().regex(/^[A-Z]{2}$/, 'address.state must be a two-letter state code'),
      zip: z.string().regex(/^\d{5}$/, 'address.zip must be five digits'),
    })
    .optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** The part of town the page names ("in Wicker Park, Chicago"); null clears it. */
  neighborhood: z.string().trim().min(1).max(80).nullable().optional(),
  timeZone: z.string().min(3).max(64).optional(),
  phone: z.string().trim().max(30).optional(),
  website: z.url().max(300).optional(),
  cuisines: z.array(z.string().trim().min(1).max(40)).max(CATALOG_LIMITS.maxCuisines).optional(),
  priceRange: z.number().int().min(0).max(4).optional(),
  features: z.array(z.enum(MERCHANT_FEATURES)).optional(),
  meals: z.array(z.enum(MEALS_SERVED)).optional(),
  hours: openingHours.optional(),
  menuUrl: z.url().max(300).optional(),
  acclaimedLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  campaignCodes: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/))
    .max(10)
    .optional(),
  /** Who may earn here beyond the campaigns (rules/merchant-access.ts): every member, Select (e-mail opt-in) or VIP. */
  accessTier: z
    .enum(MERCHANT_ACCESS_TIERS, { error: `accessTier must be ${MERCHANT_ACCESS_TIERS.join(', ')}` })
    .optional(),
  reservationProviderId: z.string().max(64).nullable().optional(),
  orderingProvider: z.enum(['internal', 'external']).nullable().optional(),
  visitLimits: z
    .strictObject({
      maxSpendPerMonth: z.number().int().positive().nullable(),
      maxVisitsPerMonth: z.union([z.number().int().positive(), z.literal('unlimited')]),
    })
    .optional(),
  benefitDays: z.array(day).max(7).optional(),
  /** Days the benefit does not apply (holidays), the restaurant's calendar: the complete list. */
  blackoutDates: z.array(date('blackoutDates')).max(CATALOG_LIMITS.maxBlackoutDates).optional(),
  benefitHours: z
    .strictObject({ from: time('benefitHours.from'), to: time('benefitHours.to') })
    .nullable()
    .optional(),
  programs: z
    .array(z.string().regex(/^[a-z][a-z0-9]{1,30}$/, 'programs are partner codes'))
    .max(50)
    .optional(),
  photo: z.string().optional(),
  /** The location's pictures in order, the first the card's (replaces them all; `photo` is one picture). */
  photos: photoList('photos').optional(),
  /** Pictures of the menu, shown on the page beside or instead of menuUrl (replaces them all). */
  menuPhotos: photoList('menuPhotos').optional(),
  /** The complete list of the source's offers here: an offer left out is ended (docs/catalog.md "Offers"). */
  offers: z.array(catalogOfferSchema).max(CATALOG_LIMITS.maxOffers).optional(),
  /** Coming soon until this day (the restaurant's calendar). */
  opensOn: date('opensOn').nullable().optional(),
  /** Leaving on this day: the last day it is carried. */
  closesOn: date('closesOn').nullable().optional(),
  closed: z.boolean().optional(),
});
export type CatalogLocationLine = z.infer<typeof catalogLocationSchema>;

export const CATALOG_OUTCOMES = ['added', 'changed', 'unchanged', 'refused'] as const;
export type CatalogOutcome = (typeof CATALOG_OUTCOMES)[number];

export const catalogLineReportSchema = z.object({
  /** The line of the file (the CSV header is line 1). */
  line: z.number().int().positive(),
  sourceId: z.string().nullable(),
  outcome: z.enum(CATALOG_OUTCOMES),
  reason: z.string().optional(),
  /** The public merchant id; absent for a refused line and for an addition in a dry run. */
  merchantId: z.string().optional(),
});
export type CatalogLineReport = z.infer<typeof catalogLineReportSchema>;

export const catalogImportReportSchema = z.object({
  format: z.enum(['csv', 'jsonl']),
  dryRun: z.boolean(),
  counts: z.object({
    added: z.number().int().nonnegative(),
    changed: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    refused: z.number().int().nonnegative(),
  }),
  lines: z.array(catalogLineReportSchema),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;

/** `?dryRun=true`: the report of what the file would do, nothing written. */
export const catalogImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

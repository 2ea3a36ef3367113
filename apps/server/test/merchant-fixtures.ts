import type { MerchantCard, MerchantSearchResponse } from '@forkpoint/shared';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import type { NewMerchant } from '../src/stand-ins/seed/merchants/new-merchant';
import { seed } from '../src/stand-ins/seed/seed';
import { usPlaces } from '../src/modules/locations/us-places';
import { greatCircleMeters, METERS_PER_MILE, type Point } from '../src/modules/merchants/geo';
import { timeZoneOf } from '../src/modules/merchants/time-zone';
import { buildTestApp, realPartners, type TestContext } from './helper';

/**
 * A small seeded catalog plus hand-placed merchants around Ely, NV — a town the seeded catalog
 * leaves alone for 100 miles around — so searches there can be asserted exactly.
 */
export const ELY = usPlaces().city('Ely', 'NV')!;
export const PARTNER_A = 'aerovia';
/** A second partner carrying the same fixtures. */
export const PARTNER_A2 = 'altavela';
/** Carries only its own fixture, and has OpenTable reservations turned off. */
export const PARTNER_B = 'greyfen';
export const SEEDED_MERCHANTS = 300;

/** A point `north` and `east` miles from a centre (small distances, flat-earth is close enough). */
export function offset(center: Point, north: number, east: number): Point {
  const milesPerDegree = 69.055;
  return {
    latitude: center.latitude + north / milesPerDegree,
    longitude: center.longitude + east / (milesPerDegree * Math.cos((center.latitude * Math.PI) / 180)),
  };
}

export function testMerchant(
  merchantId: string,
  name: string,
  at: Point,
  overrides: Partial<NewMerchant> = {},
): NewMerchant {
  return {
    merchantId,
    name,
    origin: null,
    imageIds: [`t-${merchantId.toLowerCase()}-0`],
    rating: 4,
    ratingCount: 10,
    priceLevel: 2,
    cuisines: ['American'],
    highlights: [],
    street: '1 Aultman St',
    city: 'Ely',
    state: 'NV',
    zip: '89301',
    neighborhood: null,
    latitude: at.latitude,
    longitude: at.longitude,
    timeZone: timeZoneOf('NV', at.latitude, at.longitude),
    acclaimedLevel: 0,
    campaignCodes: ['DINE'],
    accessTier: 'basic',
    openTableId: null,
    features: ['dine-in'],
    mealsServed: ['lunch', 'dinner'],
    benefitDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    offers: [],
    details: {
      about: `${name} in Ely.`,
      phone: null,
      website: null,
      benefitHours: null,
      blackoutDates: [],
      menu: { url: null, imageIds: [] },
      visitLimits: { maxSpendPerMonth: null, maxVisitsPerMonth: 'unlimited' },
    },
    isNew: false,
    createdAt: new Date('2025-01-01T12:00:00Z'),
    partnerCodes: [PARTNER_A, PARTNER_A2],
    ...overrides,
  };
}

const tuesdayOffer = {
  id: 'o-t02',
  type: 'Unlimited' as const,
  title: 'Double on Tuesdays',
  description: 'Earn double every Tuesday.',
  daysOfWeek: ['Tue' as const],
  earnMultiplier: 2,
  startsOn: null,
  endsOn: null,
  ...PLAIN_OFFER_TERMS,
};
/** A day `days` from today (YYYY-MM-DD): the fixtures' limited offer runs whenever the tests run. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const limitedOffer = {
  id: 'o-t05',
  type: 'Limited' as const,
  title: 'Triple for a limited time',
  description: 'Earn triple.',
  daysOfWeek: ['Mon' as const],
  earnMultiplier: 3,
  startsOn: dayFromToday(-10),
  endsOn: dayFromToday(30),
  ...PLAIN_OFFER_TERMS,
};

export const FIXTURES: NewMerchant[] = [
  testMerchant('T01', 'Trattoria Lucca', offset(ELY, 0, 0.5), {
    cuisines: ['Italian', 'Pizza'],
    rating: 4.5,
    ratingCount: 120,
    features: ['dine-in', 'takeout'],
    createdAt: new Date('2026-01-10T12:00:00Z'),
  }),
  testMerchant('T02', 'Sushi Kaze', offset(ELY, 1, 0), {
    cuisines: ['Japanese', 'Sushi'],
    priceLevel: 3,
    rating: 4.8,
    ratingCount: 300,
    features: ['dine-in', 'delivery', 'online ordering'],
    origin: 'internal',
    mealsServed: ['dinner', 'late night'],
    acclaimedLevel: 1,
    campaignCodes: ['ACCLAIMED'],
    openTableId: 'ot-t02',
    isNew: true,
    highlights: ['onlineOrderingAvailable', 'new', 'acclaimed'],
    createdAt: new Date('2026-10-20T12:00:00Z'),
    offers: [tuesdayOffer],
  }),
  testMerchant('T03', 'Golden Dragon Garden', offset(ELY, 0, -2), {
    cuisines: ['Chinese'],
    priceLevel: 1,
    rating: 3.9,
    ratingCount: 45,
    features: ['takeout', 'delivery'],
    accessTier: 'select',
    createdAt: new Date('2024-06-01T12:00:00Z'),
  }),
  testMerchant('T04', 'Casa Agave', offset(ELY, -3, 0), {
    cuisines: ['Mexican'],
    rating: 4.5,
    ratingCount: 80,
    features: ['dine-in', 'takeout'],
    mealsServed: ['breakfast', 'brunch', 'lunch'],
    benefitDays: ['Mon', 'Tue', 'Wed', 'Thu'],
    campaignCodes: ['DINE', 'BRUNCH-CLUB'],
    accessTier: 'vip',
    createdAt: new Date('2023-03-01T12:00:00Z'),
  }),
  testMerchant('T05', 'Morning Kettle Cafe', offset(ELY, 0, 5), {
    cuisines: ['Cafe', 'Bakery'],
    priceLevel: 1,
    rating: 4.1,
    ratingCount: 33,
    mealsServed: ['breakfast', 'brunch'],
    offers: [limitedOffer],
    highlights: ['limitedTime'],
    createdAt: new Date('2026-08-01T12:00:00Z'),
  }),
  testMerchant('T06', 'Harbor Steakhouse', offset(ELY, 8, 0), {
    cuisines: ['Steakhouse'],
    priceLevel: 4,
    rating: 4.6,
    ratingCount: 210,
    acclaimedLevel: 2,
    campaignCodes: ['ACCLAIMED2'],
    openTableId: 'ot-t06',
    highlights: ['acclaimed'],
    createdAt: new Date('2022-05-05T12:00:00Z'),
  }),
  testMerchant('T07', 'Far Away Diner', offset(ELY, 0, 30), {
    rating: 5,
    ratingCount: 999,
    createdAt: new Date('2026-10-30T12:00:00Z'),
  }),
  testMerchant('T08', 'Only Greyfen Grill', offset(ELY, 0, 0.2), {
    partnerCodes: [PARTNER_B],
    openTableId: 'ot-t08',
    rating: 4.9,
  }),
  testMerchant('T09', 'Gardenia Bistro', offset(ELY, 0, -0.3), {
    cuisines: ['French'],
    priceLevel: 3,
    rating: 4.2,
    ratingCount: 60,
    createdAt: new Date('2025-09-09T12:00:00Z'),
  }),
];

export const fixture = (merchantId: string) => FIXTURES.find((m) => m.merchantId === merchantId)!;

/** The fixtures a partner sees within `radiusMiles` of `center`, nearest first. */
export function expectedNearest(partnerCode: string, center: Point, radiusMiles = 25): NewMerchant[] {
  return FIXTURES.filter((m) => m.partnerCodes.includes(partnerCode))
    .map((m) => ({ m, d: milesBetween(center, m) }))
    .filter(({ d }) => d <= radiusMiles)
    .sort((a, b) => a.d - b.d)
    .map(({ m }) => m);
}

export function milesBetween(a: Point, b: Point): number {
  return greatCircleMeters(a, b) / METERS_PER_MILE;
}

export async function buildCatalogApp(): Promise<TestContext> {
  const ctx = await buildTestApp({ seed: false });
  await seed(ctx.database.db, realPartners(), { merchants: SEEDED_MERCHANTS });
  await insertMerchants(ctx.database.db, FIXTURES);
  return ctx;
}

export async function searchAs(ctx: TestContext, query: string, partner = PARTNER_A, path = 'Search') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2/Merchants/${path}?partner=${partner}&${query}`,
  });
  return { response, body: response.json() as MerchantSearchResponse };
}

export const ids = (merchants: MerchantCard[]) => merchants.map((m) => m.merchantId);
export const elyQuery = (extra = '') => `location=${encodeURIComponent('Ely, NV')}${extra ? `&${extra}` : ''}`;

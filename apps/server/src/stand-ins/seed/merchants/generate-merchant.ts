import { DAYS_OF_WEEK, type MerchantFeature, type MerchantHighlight, type MerchantOffer } from '@forkpoint/shared';
import { CAMPAIGN_CODES, type MerchantAccessTier } from '@forkpoint/shared/rules/merchant-access';
import type { Partner } from '@forkpoint/shared';
import { timeZoneOf } from '../../../modules/merchants/time-zone';
import { areaCodesAt, seedAreaCodes } from './area-codes';
import { CUISINE_FAMILIES, type CuisineFamily } from './cuisines';
import type { MetroProfile } from './metro-profiles';
import type { NewMerchant } from './new-merchant';
import { pickOffers } from './offers';
import { placeMerchant } from './place-merchant';
import { createRandom, hashString, type Random } from '../../../lib/prng';
import { search, type SeedPlaces } from './seed-places';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/** Changing this reshuffles the whole catalog; keep it fixed so every run builds the same one. */
export const CATALOG_SEED = 0x5eed_f00d;
/**
 * The catalog's "today" when none is given (tests and tools): creation dates and limited offers are
 * relative to it. The seed passes its own clock, so a first start's offers are live that day.
 */
export const CATALOG_DATE = Date.UTC(2026, 10, 1);
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Broadway',
  'Market St',
  'Elm St',
  '2nd Ave',
  'Park Ave',
  'Washington St',
  'Lake St',
  'Church St',
  'Mill Rd',
  'Union St',
  'Pine St',
  'Water St',
  'Cedar Ln',
  'Highland Ave',
  'Center St',
  '5th St',
  'Grand Ave',
  'Jefferson St',
  'Franklin Ave',
  'Madison Ave',
  'Lincoln Ave',
  'Spring St',
  'River Rd',
  'Chestnut St',
  '3rd St',
  'Columbus Ave',
  'Court St',
];
/** Fixed-date holidays (MM-DD) a restaurant may black out: the next of each after the catalog's date. */
const HOLIDAYS = ['12-24', '12-25', '12-31', '01-01', '02-14', '07-04'];

export function generatedMerchantId(index: number): string {
  return `FP${String(index + 1).padStart(7, '0')}`;
}

/**
 * Merchant number `index` of the catalog: a pure function of the index, the partner set and the
 * catalog's date (`today`, which only moves its creation date and its offers' dates).
 */
export function generateMerchant(
  index: number,
  places: SeedPlaces,
  partners: readonly Partner[],
  today: Date = new Date(CATALOG_DATE),
): NewMerchant {
  const random = createRandom(hashString(String(index), CATALOG_SEED));
  const spot = placeMerchant(index, places, random);
  const { profile } = spot;

  const family = pickFamily(random, profile);
  const name = random.pick(family.names)(random);
  const cuisines = [...family.cuisines];
  const extras = family.extras.filter((c) => !cuisines.includes(c));
  if (random.chance(0.6) && extras.length > 0) cuisines.push(random.pick(extras));

  const acclaimedDraw = random.next();
  const acclaimedLevel: 0 | 1 | 2 =
    acclaimedDraw < profile.acclaimed * 0.25 ? 2 : acclaimedDraw < profile.acclaimed ? 1 : 0;
  const accessTier: MerchantAccessTier = random.chance(0.07) ? 'vip' : random.chance(0.14) ? 'select' : 'basic';
  const priceLevel = random.chance(0.02) ? 0 : pickPrice(random, family, profile, acclaimedLevel);
  const features = pickFeatures(random);
  const onlineOrdering = features.includes('online ordering');
  const isNew = random.chance(0.05);
  const ageDays = isNew ? random.int(1, 60) : random.int(61, 2500);
  const offers = pickOffers(random, index, today);
  const highlights = pickHighlights(random, {
    acclaimedLevel,
    isNew,
    onlineOrdering,
    dineIn: features.includes('dine-in'),
    offers,
  });
  const { neighborhood, city, state } = spot;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

  return {
    merchantId: generatedMerchantId(index),
    name,
    origin: onlineOrdering ? (random.chance(0.5) ? 'internal' : 'external') : null,
    imageIds: Array.from({ length: random.int(3, 5) }, (_, k) => `m${index + 1}-${k}`),
    // Acclaimed places rate better: 3.2 to 5 rather than 2.8 to 5.
    rating: round(Math.min(5, 2.8 + random.next() * 1.6 + random.next() * 0.6 + (acclaimedLevel > 0 ? 0.4 : 0)), 1),
    ratingCount: Math.floor(Math.exp(random.next() * 7.5)),
    priceLevel,
    cuisines,
    highlights,
    street: `${random.int(1, 2999)} ${random.pick(STREETS)}`,
    city,
    state,
    zip: spot.zip,
    neighborhood,
    latitude: spot.latitude,
    longitude: spot.longitude,
    timeZone: timeZoneOf(state, spot.latitude, spot.longitude),
    acclaimedLevel,
    campaignCodes: campaignCodesFor(random, acclaimedLevel),
    accessTier,
    openTableId: random.chance(0.35) ? `ot-${100000 + index}` : null,
    features,
    mealsServed: family.meals
      .filter(() => random.chance(0.9))
      .concat(random.chance(0.15) ? ['late night'] : [])
      .filter(unique),
    benefitDays: random.chance(0.7)
      ? [...DAYS_OF_WEEK]
      : DAYS_OF_WEEK.filter((d) => d !== 'Fri' && d !== 'Sat' && random.chance(0.9)),
    offers,
    details: {
      // Cuisines as the catalog names them ("Chinese and Dim Sum"): they are names, never lower-cased.
      about: `${name} serves ${cuisines.join(' and ')} ${neighborhood ? `in ${neighborhood}, ${city}` : `in ${city}`}.`,
      // The place's own area code (area-codes.ts); 555-01xx numbers are reserved for fiction, so none rings.
      phone: `(${random.pick(areaCodesAt(seedAreaCodes(), spot))}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      website: random.chance(0.7) ? `https://${slug}.example` : null,
      benefitHours: random.chance(0.6)
        ? null
        : random.pick([
            { from: '11:00', to: '15:00' },
            { from: '14:00', to: '22:00' },
            { from: '17:00', to: '23:00' },
          ]),
      blackoutDates: random.chance(0.2) ? nextHolidays(today).filter(() => random.chance(0.5)) : [],
      menu: random.chance(0.5)
        ? { url: `https://${slug}.example/menu`, imageIds: [] }
        : { url: null, imageIds: Array.from({ length: random.int(1, 3) }, (_, k) => `m${index + 1}-menu-${k}`) },
      visitLimits: {
        maxSpendPerMonth: random.chance(0.3) ? null : random.pick([250, 500, 1000]),
        maxVisitsPerMonth: random.chance(0.6) ? 'unlimited' : random.pick([2, 4, 8]),
      },
    },
    isNew,
    createdAt: new Date(today.getTime() - ageDays * DAY_MS - random.int(0, DAY_MS - 1)),
    partnerCodes: carriers(index, partners, acclaimedLevel, accessTier),
  };
}

function pickFeatures(random: Random): MerchantFeature[] {
  const deliveryOnly = random.chance(0.03);
  const features: MerchantFeature[] = deliveryOnly ? [] : ['dine-in'];
  if (deliveryOnly || random.chance(0.7)) features.push('takeout');
  if (deliveryOnly || random.chance(0.45)) features.push('delivery');
  if (deliveryOnly || random.chance(0.4)) features.push('online ordering');
  return features;
}

/** Each profile's cumulative family weights, computed once (25,000 draws over 29 families). */
const familyWeights = new WeakMap<MetroProfile, number[]>();

/** A cuisine family by the national weights, scaled to the metro's own mix. */
function pickFamily(random: Random, profile: MetroProfile): CuisineFamily {
  let cumulative = familyWeights.get(profile);
  if (!cumulative) {
    let total = 0;
    cumulative = CUISINE_FAMILIES.map((f) => (total += f.weight * (profile.families[f.key] ?? 1)));
    familyWeights.set(profile, cumulative);
  }
  return CUISINE_FAMILIES[search(cumulative, random.next() * cumulative.at(-1)!)]!;
}

/** 1 to 4: the cuisine's usual range, a level up when acclaimed, and the metro's lean either way. */
function pickPrice(random: Random, family: CuisineFamily, profile: MetroProfile, acclaimedLevel: number): number {
  const lean = random.chance(profile.priceUp) ? 1 : random.chance(profile.priceDown) ? -1 : 0;
  const level = random.int(family.price[0], family.price[1]) + (acclaimedLevel > 0 ? 1 : 0) + lean;
  return Math.max(1, Math.min(4, level));
}

function pickHighlights(
  random: Random,
  m: { acclaimedLevel: number; isNew: boolean; onlineOrdering: boolean; dineIn: boolean; offers: MerchantOffer[] },
): MerchantHighlight[] {
  const highlights: MerchantHighlight[] = [];
  const lifecycle = random.next();
  if (lifecycle < 0.01) highlights.push('comingSoon');
  else if (lifecycle < 0.02) highlights.push('leavingSoon');
  if (m.isNew) highlights.push('new');
  if (m.acclaimedLevel > 0) highlights.push('acclaimed');
  if (m.offers.some((o) => o.type === 'Limited')) highlights.push('limitedTime');
  if (m.onlineOrdering) highlights.push(m.dineIn ? 'onlineOrderingAvailable' : 'onlineOrderingOnly');
  return highlights;
}

/** Campaigns a benefit is available under; acclaimed merchants carry only their acclaimed campaign. */
function campaignCodesFor(random: Random, acclaimedLevel: number): string[] {
  const codes: string[] = [
    acclaimedLevel === 2
      ? CAMPAIGN_CODES.acclaimed2
      : acclaimedLevel === 1
        ? CAMPAIGN_CODES.acclaimed
        : CAMPAIGN_CODES.standard,
  ];
  if (random.chance(0.08)) codes.push('WEEKNIGHT-BONUS');
  if (random.chance(0.05)) codes.push('BRUNCH-CLUB');
  return codes;
}

/**
 * Each partner carries about half the catalog, decided per (merchant, partner) so adding a
 * partner never reshuffles the others. A partner never carries what its settings rule out:
 * acclaimed merchants without acclaimedEnabled, second-level ones without acclaimed2Enabled,
 * VIP merchants without hasVIP.
 */
function carriers(
  index: number,
  partners: readonly Partner[],
  acclaimedLevel: number,
  accessTier: MerchantAccessTier,
): string[] {
  const eligible = partners.filter(
    (p) =>
      (acclaimedLevel < 1 || p.acclaimedEnabled) &&
      (acclaimedLevel < 2 || p.acclaimed2Enabled) &&
      (accessTier !== 'vip' || p.hasVIP),
  );
  const chosen = eligible.filter((p) => hashString(`${index}:${p.code}`, CATALOG_SEED) % 100 < 50);
  if (chosen.length === 0 && eligible.length > 0) chosen.push(eligible[index % eligible.length]!);
  return chosen.map((p) => p.code);
}

/** The next date (YYYY-MM-DD) of each holiday after `today`, soonest first. */
function nextHolidays(today: Date): string[] {
  const now = today.toISOString().slice(0, 10);
  const year = today.getUTCFullYear();
  return HOLIDAYS.map((day) => (`${year}-${day}` > now ? `${year}-${day}` : `${year + 1}-${day}`)).sort();
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const unique = <T>(value: T, i: number, all: T[]) => all.indexOf(value) === i;

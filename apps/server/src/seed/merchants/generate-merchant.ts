import { DAYS_OF_WEEK, type MerchantFeature, type MerchantHighlight, type MerchantOffer } from '@forkpoint/shared';
import { CAMPAIGN_CODES, type MerchantAccessTier } from '@forkpoint/shared/rules/merchant-access';
import type { Partner } from '@forkpoint/shared';
import { CUISINE_FAMILIES } from './cuisines';
import type { NewMerchant } from './new-merchant';
import { createRandom, hashString, type Random } from './prng';
import type { SeedPlace, SeedPlaces } from './seed-places';

/** Changing this reshuffles the whole catalog; keep it fixed so every run builds the same one. */
export const CATALOG_SEED = 0x5eed_f00d;
/** "Today" for the catalog: creation dates, new merchants and limited offers are relative to it. */
export const CATALOG_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
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
];
const HOLIDAYS = ['2026-11-26', '2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2027-02-14', '2027-05-09'];

export function generatedMerchantId(index: number): string {
  return `FP${String(index + 1).padStart(7, '0')}`;
}

/** Merchant number `index` of the catalog: a pure function of the index and the partner set. */
export function generateMerchant(index: number, places: SeedPlaces, partners: readonly Partner[]): NewMerchant {
  const random = createRandom(hashString(String(index), CATALOG_SEED));
  const place = places.pick(random);
  const spot = place.neighbourhoods.length > 0 ? random.pick(place.neighbourhoods) : null;
  const anchor = spot ?? random.pick(place.zips);
  const latitude = round(anchor.latitude + random.jitter(spot ? 0.004 : 0.01), 6);
  const longitude = round(anchor.longitude + random.jitter(spot ? 0.005 : 0.012), 6);
  const zip = spot ? nearestZip(place, latitude, longitude) : (anchor as { zip: string }).zip;

  const family = random.weighted(CUISINE_FAMILIES, (f) => f.weight);
  const name = random.pick(family.names)(random);
  const cuisines = [...family.cuisines];
  if (random.chance(0.6)) cuisines.push(random.pick(family.extras));

  const acclaimedLevel: 0 | 1 | 2 = random.chance(0.06) ? 1 : random.chance(0.02) ? 2 : 0;
  const accessTier: MerchantAccessTier = random.chance(0.07) ? 'vip' : random.chance(0.14) ? 'select' : 'basic';
  const priceLevel = random.chance(0.02)
    ? 0
    : Math.min(4, random.int(family.price[0], family.price[1]) + (acclaimedLevel > 0 ? 1 : 0));
  const features = pickFeatures(random);
  const onlineOrdering = features.includes('online ordering');
  const isNew = random.chance(0.05);
  const ageDays = isNew ? random.int(1, 60) : random.int(61, 2500);
  const offers = pickOffers(random, index);
  const highlights = pickHighlights(random, {
    acclaimedLevel,
    isNew,
    onlineOrdering,
    dineIn: features.includes('dine-in'),
    offers,
  });
  const neighborhood = spot?.name ?? null;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

  return {
    merchantId: generatedMerchantId(index),
    name,
    origin: onlineOrdering ? (random.chance(0.5) ? 'internal' : 'external') : null,
    imageIds: Array.from({ length: random.int(3, 5) }, (_, k) => `m${index + 1}-${k}`),
    rating: round(Math.min(5, 2.8 + random.next() * 1.6 + random.next() * 0.6), 1),
    ratingCount: Math.floor(Math.exp(random.next() * 7.5)),
    priceLevel,
    cuisines,
    highlights,
    street: `${random.int(1, 2999)} ${random.pick(STREETS)}`,
    city: place.city,
    state: place.state,
    zip,
    neighborhood,
    latitude,
    longitude,
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
      about: `${name} serves ${cuisines.join(' and ').toLowerCase()} ${neighborhood ? `in ${neighborhood}, ${place.city}` : `in ${place.city}`}.`,
      phone: `(${random.int(201, 989)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      website: random.chance(0.7) ? `https://${slug}.example` : null,
      benefitHours: random.chance(0.6)
        ? null
        : random.pick([
            { from: '11:00', to: '15:00' },
            { from: '14:00', to: '22:00' },
            { from: '17:00', to: '23:00' },
          ]),
      blackoutDates: random.chance(0.2) ? HOLIDAYS.filter(() => random.chance(0.5)) : [],
      menu: random.chance(0.5)
        ? { url: `https://${slug}.example/menu`, imageIds: [] }
        : { url: null, imageIds: Array.from({ length: random.int(1, 3) }, (_, k) => `m${index + 1}-menu-${k}`) },
      visitLimits: {
        maxSpendPerMonth: random.chance(0.3) ? null : random.pick([250, 500, 1000]),
        maxVisitsPerMonth: random.chance(0.6) ? 'unlimited' : random.pick([2, 4, 8]),
      },
    },
    isNew,
    createdAt: new Date(CATALOG_DATE - ageDays * DAY_MS - random.int(0, DAY_MS - 1)),
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

function pickOffers(random: Random, index: number): MerchantOffer[] {
  if (!random.chance(0.3)) return [];
  if (random.chance(0.6)) {
    const day = random.pick(DAYS_OF_WEEK.slice(0, 5));
    return [
      {
        id: `o${index + 1}`,
        type: 'Unlimited',
        title: `Double on ${day}s`,
        description: `Earn double every ${day}.`,
        daysOfWeek: [day],
        earnMultiplier: 2,
        startsOn: null,
        endsOn: null,
      },
    ];
  }
  const start = new Date(CATALOG_DATE - random.int(0, 20) * DAY_MS);
  const end = new Date(start.getTime() + random.int(14, 60) * DAY_MS);
  return [
    {
      id: `o${index + 1}`,
      type: 'Limited',
      title: 'Triple for a limited time',
      description: 'Earn triple for a limited time.',
      daysOfWeek: [...DAYS_OF_WEEK],
      earnMultiplier: 3,
      startsOn: isoDate(start),
      endsOn: isoDate(end),
    },
  ];
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

function nearestZip(place: SeedPlace, latitude: number, longitude: number): string {
  let best = place.zips[0]!;
  let bestDistance = Infinity;
  for (const zip of place.zips) {
    const d = (zip.latitude - latitude) ** 2 + (zip.longitude - longitude) ** 2;
    if (d < bestDistance) [best, bestDistance] = [zip, d];
  }
  return best.zip;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const unique = <T>(value: T, i: number, all: T[]) => all.indexOf(value) === i;

import { describe, expect, it } from 'vitest';
import { merchantSchema } from '@forkpoint/shared';
import { loadPartnerFiles, PARTNERS_DIR } from '../../../modules/partners/partner-files';
import { usPlaces } from '../../../modules/locations/us-places';
import { toMerchant } from '../../../modules/merchants/merchant-mapper';
import { liveOffers } from '../../../modules/merchants/offer-liveness';
import { timeZoneOf } from '../../../modules/merchants/time-zone';
import { generateMerchant, generatedMerchantId } from './generate-merchant';
import { areaCodesAt, seedAreaCodes } from './area-codes';
import { approxMiles, isRealPlace, seedPlaces } from './seed-places';
import { searchTextOf } from './insert-merchants';
import { METROS, TOP_50_METROS } from './metros';
import type { NewMerchant } from './new-merchant';
import { DEFAULT_MERCHANT_COUNT } from './seed-merchants';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

const partners = loadPartnerFiles(PARTNERS_DIR);
const places = seedPlaces();
/** The catalog's date: a first start on this day generates exactly this catalog. */
const TODAY = new Date('2026-11-24T15:00:00Z');
/** The default first-start catalog, generated (not inserted): pure, about a second. */
const catalog = Array.from({ length: DEFAULT_MERCHANT_COUNT }, (_, i) => generateMerchant(i, places, partners, TODAY));

/** The row the insert would write, read back as the merchant page answers it. */
function asMerchant(m: NewMerchant, id: number) {
  return toMerchant(
    {
      id,
      merchant_id: m.merchantId,
      name: m.name,
      origin: m.origin,
      image_id: m.imageIds[0] ?? null,
      image_ids: m.imageIds,
      rating: m.rating,
      rating_count: m.ratingCount,
      price_level: m.priceLevel,
      cuisines: m.cuisines,
      highlights: m.highlights,
      street: m.street,
      city: m.city,
      state: m.state,
      zip: m.zip,
      neighborhood: m.neighborhood,
      lat: m.latitude,
      lng: m.longitude,
      acclaimed_level: m.acclaimedLevel,
      campaign_codes: m.campaignCodes,
      access_tier: m.accessTier,
      open_table_id: m.openTableId,
      features: m.features,
      meals_served: m.mealsServed,
      benefit_days: m.benefitDays,
      offers: m.offers,
      details: m.details,
      time_zone: m.timeZone,
      is_new: m.isNew,
    },
    1,
    { viewer: null, reservationsEnabled: true, now: TODAY },
  );
}

describe('generateMerchant', () => {
  it('builds the same merchant for the same index, whatever else was generated', () => {
    expect(generateMerchant(1234, places, partners, TODAY)).toEqual(catalog[1234]);
    expect(generateMerchant(7, places, [...partners].reverse(), TODAY).partnerCodes.sort()).toEqual(
      [...catalog[7]!.partnerCodes].sort(),
    );
  });

  it('numbers merchants FP0000001 onwards', () => {
    expect(catalog[0]!.merchantId).toBe('FP0000001');
    expect(generatedMerchantId(99_999)).toBe('FP0100000');
    expect(new Set(catalog.map((m) => m.merchantId)).size).toBe(catalog.length);
  });

  it('gives every partner over 40% of the catalog and a believable share of every big metro', () => {
    for (const partner of partners) {
      const carried = catalog.filter((m) => m.partnerCodes.includes(partner.code));
      expect(carried.length, partner.code).toBeGreaterThan(DEFAULT_MERCHANT_COUNT * 0.4);
      for (const metro of TOP_50_METROS) {
        expect(inMetro(carried, metro).length, `${partner.code} in ${metro.name}`).toBeGreaterThanOrEqual(40);
      }
    }
    expect(catalog.every((m) => m.partnerCodes.length > 0)).toBe(true);
  });

  it('never gives a partner what its settings rule out', () => {
    const byCode = new Map(partners.map((p) => [p.code, p]));
    for (const m of catalog) {
      for (const code of m.partnerCodes) {
        const p = byCode.get(code)!;
        if (m.acclaimedLevel >= 1) expect(p.acclaimedEnabled, `${m.merchantId} ${code}`).toBe(true);
        if (m.acclaimedLevel >= 2) expect(p.acclaimed2Enabled, `${m.merchantId} ${code}`).toBe(true);
        if (m.accessTier === 'vip') expect(p.hasVIP, `${m.merchantId} ${code}`).toBe(true);
      }
    }
  });

  it('places merchants at real ZIPs of real US cities, clustered in the big ones with their neighbourhoods', () => {
    const inManhattan = catalog.filter((m) => m.city === 'New York' && m.state === 'NY');
    expect(inManhattan.length).toBeGreaterThan(400);
    expect(inManhattan.filter((m) => m.neighborhood !== null).length).toBeGreaterThan(inManhattan.length * 0.7);
    expect(new Set(catalog.map((m) => `${m.city}, ${m.state}`)).size).toBeGreaterThan(3000);
    for (const m of catalog.slice(0, 2000)) {
      const zip = usPlaces().zip(m.zip);
      expect(zip && `${zip.city}, ${zip.state}`, m.merchantId).toBe(`${m.city}, ${m.state}`);
      // Within a few miles of its ZIP's centre, in that ZIP's time zone.
      expect(approxMiles(zip!.latitude, zip!.longitude, m.latitude, m.longitude), m.merchantId).toBeLessThan(4);
      expect(m.timeZone).toBe(timeZoneOf(m.state, m.latitude, m.longitude));
    }
  });

  it('shares the default catalog out by metro population: every one of the 50 largest has 100 or more, acclaimed ones among them', () => {
    expect(DEFAULT_MERCHANT_COUNT).toBeGreaterThanOrEqual(25_000);
    const counts = new Map(METROS.map((metro) => [metro.name, inMetro(catalog, metro)]));
    for (const metro of TOP_50_METROS) {
      const here = counts.get(metro.name)!;
      expect(here.length, metro.name).toBeGreaterThanOrEqual(100);
      expect(here.filter((m) => m.acclaimedLevel > 0).length, `acclaimed in ${metro.name}`).toBeGreaterThan(0);
    }
    // Bigger metros, more restaurants: New York's is the largest catalog, several times Denver's.
    const size = (name: string) => counts.get(name)!.length;
    expect(size('New York')).toBeGreaterThan(size('Los Angeles'));
    expect(size('Los Angeles')).toBeGreaterThan(size('Chicago'));
    expect(size('New York')).toBeGreaterThan(4 * size('Denver'));
  });

  it('gives each city the cuisines, prices and acclaim it is known for', () => {
    const share = (list: NewMerchant[], test: (m: NewMerchant) => boolean) => list.filter(test).length / list.length;
    const metro = (name: string) =>
      inMetro(
        catalog,
        METROS.find((m) => m.name === name)!,
      );
    const country = catalog;
    const has = (cuisine: string) => (m: NewMerchant) => m.cuisines.includes(cuisine);
    expect(share(metro('New York'), has('Sushi'))).toBeGreaterThan(1.5 * share(country, has('Sushi')));
    expect(share(metro('Houston'), has('Tex-Mex'))).toBeGreaterThan(3 * share(country, has('Tex-Mex')));
    expect(share(metro('Kansas City'), has('BBQ'))).toBeGreaterThan(2 * share(country, has('BBQ')));
    expect(share(metro('New Orleans'), has('Cajun'))).toBeGreaterThan(0.1);
    expect(share(metro('Honolulu'), has('Hawaiian'))).toBeGreaterThan(0.05);
    const expensive = (m: NewMerchant) => m.priceLevel >= 3;
    expect(share(metro('San Francisco-Oakland'), expensive)).toBeGreaterThan(share(metro('Oklahoma City'), expensive));
    const acclaimed = (m: NewMerchant) => m.acclaimedLevel > 0;
    expect(share(metro('New York'), acclaimed)).toBeGreaterThan(0.08);
    expect(share(metro('Chicago'), acclaimed)).toBeGreaterThan(share(metro('Columbus'), acclaimed));
  });

  it('puts sushi within a mile or two of Times Square and acclaimed restaurants near the Loop, for every partner', () => {
    const timesSquare = usPlaces().zip('10036')!;
    const loop = { latitude: 41.8819, longitude: -87.6278 };
    const within = (p: { latitude: number; longitude: number }, miles: number) => (m: NewMerchant) =>
      approxMiles(p.latitude, p.longitude, m.latitude, m.longitude) <= miles;
    for (const partner of partners) {
      const carried = catalog.filter((m) => m.partnerCodes.includes(partner.code));
      const sushi = carried.filter((m) => /sushi/.test(searchTextOf(m)) && within(timesSquare, 1.5)(m));
      expect(sushi.length, `sushi near 10036 for ${partner.code}`).toBeGreaterThanOrEqual(3);
      if (!partner.acclaimedEnabled) continue;
      const acclaimed = carried.filter((m) => m.acclaimedLevel > 0 && within(loop, 3)(m));
      expect(acclaimed.length, `acclaimed near the Loop for ${partner.code}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('fills every field the contract asks for, in range', () => {
    catalog.forEach((m, i) => merchantSchema.parse(asMerchant(m, i + 1)));
    expect(catalog.some((m) => m.acclaimedLevel > 0)).toBe(true);
    expect(catalog.some((m) => m.offers.some((o) => o.type === 'Limited'))).toBe(true);
    expect(
      catalog.some((m) => m.details.menu.url !== null) && catalog.some((m) => m.details.menu.imageIds.length > 0),
    ).toBe(true);
    expect(new Set(catalog.flatMap((m) => m.highlights)).size).toBeGreaterThanOrEqual(6);
  });

  it('dates limited offers around the catalog date (most live, some not started, some ended) and blackouts after it', () => {
    const limited = catalog.flatMap((m) => m.offers.filter((o) => o.type === 'Limited').map((o) => ({ m, o })));
    const live = limited.filter(({ m, o }) => liveOffers([o], m.timeZone, TODAY).length > 0);
    const upcoming = limited.filter(({ o }) => o.startsOn! > '2026-11-24');
    const ended = limited.filter(({ o }) => o.endsOn! < '2026-11-24');
    expect(live.length + upcoming.length + ended.length).toBe(limited.length);
    expect(live.length).toBeGreaterThan(limited.length * 0.5);
    expect(upcoming.length).toBeGreaterThan(limited.length * 0.1);
    expect(ended.length).toBeGreaterThan(limited.length * 0.1);
    // Blackout dates are holidays to come, not past ones.
    const blackouts = catalog.flatMap((m) => m.details.blackoutDates);
    expect(blackouts.length).toBeGreaterThan(1000);
    expect(blackouts.every((day) => day > '2026-11-24' && day < '2027-11-24')).toBe(true);
    // A first start on another day dates the same merchant's offer as far from that day.
    const index = catalog.findIndex((m) => m.offers.some((o) => o.type === 'Limited'));
    const later = generateMerchant(index, places, partners, new Date('2027-06-01T15:00:00Z'));
    const shift = (m: NewMerchant) => Date.parse(m.offers.find((o) => o.type === 'Limited')!.startsOn!);
    expect((shift(later) - shift(catalog[index]!)) / DAY_MS).toBe(189);
    const undated = (m: NewMerchant) => ({
      ...m,
      offers: [],
      createdAt: null,
      details: { ...m.details, blackoutDates: [] },
    });
    expect(undated(later)).toEqual(undated(catalog[index]!));
  });

  it('writes weekly offers with whole day names, some on evenings only', () => {
    const weekly = catalog.flatMap((m) => m.offers.filter((o) => o.type === 'Unlimited'));
    expect(weekly.length).toBeGreaterThan(1000);
    for (const offer of weekly) {
      // All day ("Double on Tuesdays"), or weekday evenings only ("Double on Tuesday evenings", 5 PM to 10 PM).
      expect(offer.title).toMatch(/^Double on (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day(s| evenings)$/);
      expect(offer.description).toMatch(
        /^Earn double every (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day( from 5 PM to 10 PM)?\.$/,
      );
    }
  });

  it('never puts the list separator of the bulk insert inside a value', () => {
    const lists = catalog.flatMap((m) => [
      ...m.imageIds,
      ...m.cuisines,
      ...m.highlights,
      ...m.campaignCodes,
      ...m.features,
      ...m.mealsServed,
      ...m.benefitDays,
    ]);
    expect(lists.some((value) => value.includes('|') || value === '')).toBe(false);
    expect(searchTextOf(catalog[0]!)).toBe(searchTextOf(catalog[0]!).toLowerCase());
  });
});

/** Merchants within a metro's reach of its downtown. */
function inMetro(list: readonly NewMerchant[], metro: (typeof METROS)[number]): NewMerchant[] {
  const [latitude, longitude] = metro.hub;
  return list.filter((m) => approxMiles(latitude, longitude, m.latitude, m.longitude) <= metro.radiusMiles + 10);
}

describe('names and numbers from the place (issue 30, defect 9i)', () => {
  const areas = seedAreaCodes();

  it('places no restaurant in a city the ZIP data names after a mail receiver or an abbreviation', () => {
    const cities = new Set(catalog.map((m) => `${m.city}, ${m.state}`));
    for (const junk of ['Hon, HI', 'Atl, GA', 'Parcel Return Service, DC', 'First Union Bank, FL', 'Bham, AL']) {
      expect(cities.has(junk), junk).toBe(false);
    }
    for (const m of catalog.slice(0, 2000)) expect(isRealPlace(m.city, m.state), `${m.city}, ${m.state}`).toBe(true);
    // Honolulu is still there, under its own name.
    expect(cities.has('Honolulu, HI')).toBe(true);
  });

  it("gives each restaurant its place's own area code: Chicago dials 312, 773 or 872, never a Tacoma 253", () => {
    const chicago = catalog.filter((m) => m.city === 'Chicago' && m.state === 'IL');
    expect(chicago.length).toBeGreaterThan(100);
    for (const m of chicago) expect(m.details.phone).toMatch(/^\((312|773|872)\) 555-01\d\d$/);
    const honolulu = catalog.filter((m) => m.city === 'Honolulu');
    for (const m of honolulu) expect(m.details.phone?.slice(0, 5)).toBe('(808)');
  });

  it('dials a code of its own state, for every restaurant', () => {
    for (const m of catalog) {
      const code = m.details.phone?.slice(1, 4) ?? '';
      const state = areas.find((area) => area.codes.includes(code))?.state;
      expect(state, `${m.name}, ${m.city}, ${m.state}: ${m.details.phone}`).toBe(m.state);
    }
  });

  it('has a table entry, placed on a real city, for every state of the ZIP data', () => {
    const states = new Set(
      usPlaces()
        .cities()
        .map((c) => c.state),
    );
    for (const state of states)
      expect(
        areas.some((area) => area.state === state),
        state,
      ).toBe(true);
    const at = (city: string, state: string, latitude: number, longitude: number) =>
      areaCodesAt(areas, { city, state, latitude, longitude });
    // Chicago's own codes even at its northern edge, beside Evanston's 847; a suburb takes its nearest area's.
    expect(at('Chicago', 'IL', 42.01, -87.67)).toEqual(['312', '773', '872']);
    expect(at('Skokie', 'IL', 42.03, -87.73)).toEqual(['847', '224']);
    expect(at('Tacoma', 'WA', 47.25, -122.44)).toEqual(['253']);
  });
});

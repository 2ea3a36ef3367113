import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantSearchResponseSchema } from '@forkpoint/shared';
import { milesToMeters, type Point } from '../src/modules/merchants/geo';
import { searchMerchants, type MerchantSearchCriteria } from '../src/modules/merchants/search-repository';
import type { TestContext } from './helper';
import {
  ELY,
  PARTNER_A,
  PARTNER_A2,
  PARTNER_B,
  buildCatalogApp,
  elyQuery,
  expectedNearest,
  fixture,
  ids,
  milesBetween,
  offset,
  searchAs,
} from './merchant-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildCatalogApp();
});
afterAll(async () => ctx?.close());

const nearestIds = (partner: string, center: Point = ELY, radius = 25) =>
  expectedNearest(partner, center, radius).map((m) => m.merchantId);

describe('GET /api/v2/Merchants/Search by place', () => {
  it('finds the merchants around a "City, ST", nearest first, with their distance in miles', async () => {
    const { response, body } = await searchAs(ctx, elyQuery());
    expect(response.statusCode).toBe(200);
    expect(merchantSearchResponseSchema.parse(body)).toBeTruthy();
    expect(ids(body.merchants)).toEqual(nearestIds(PARTNER_A));
    expect(body.searchArea).toMatchObject({
      kind: 'location',
      label: 'Ely, NV',
      latitude: ELY.latitude,
      longitude: ELY.longitude,
      radiusMiles: 25,
    });
    for (const merchant of body.merchants) {
      expect(merchant.distance).toBeCloseTo(milesBetween(ELY, fixture(merchant.merchantId)), 1);
    }
  });

  it('finds them by ZIP code, measured from the ZIP code', async () => {
    const zip = ELY.zips.find((z) => z.zip === '89301')!;
    const { body } = await searchAs(ctx, 'location=89301');
    expect(body.searchArea).toMatchObject({ kind: 'location', latitude: zip.latitude, longitude: zip.longitude });
    expect(ids(body.merchants)).toEqual(nearestIds(PARTNER_A, zip));
  });

  it('finds them around the current location (lat/lng), labelled "Current Location"', async () => {
    const here = offset(ELY, 7, 0);
    const { body } = await searchAs(ctx, `lat=${here.latitude.toFixed(5)}&lng=${here.longitude.toFixed(5)}`);
    expect(body.searchArea.label).toBe('Current Location');
    expect(ids(body.merchants)[0]).toBe('T06');
    expect(ids(body.merchants)).toEqual(
      nearestIds(PARTNER_A, {
        latitude: Number(here.latitude.toFixed(5)),
        longitude: Number(here.longitude.toFixed(5)),
      }),
    );
  });

  it('leaves out merchants beyond the radius and takes them in when the radius grows', async () => {
    const within25 = ids((await searchAs(ctx, elyQuery())).body.merchants);
    expect(within25).not.toContain('T07');
    const within40 = ids((await searchAs(ctx, elyQuery('radius=40'))).body.merchants);
    expect(within40).toContain('T07');
    const within4 = ids((await searchAs(ctx, elyQuery('radius=4'))).body.merchants);
    expect(within4).toEqual(nearestIds(PARTNER_A, ELY, 4));
  });

  it('searches only inside the map bounds for "search this area", labelled "Current Map View"', async () => {
    // A box north-east of the centre: T02 (1 mi N) and T06 (8 mi N) are in it, the rest are not.
    const north = offset(ELY, 9, 0).latitude;
    const south = offset(ELY, 0.5, 0).latitude;
    const east = offset(ELY, 0, 0.4).longitude;
    const west = offset(ELY, 0, -0.4).longitude;
    const { body } = await searchAs(ctx, `north=${north}&south=${south}&east=${east}&west=${west}`);
    expect(body.searchArea).toMatchObject({
      kind: 'mapView',
      label: 'Current Map View',
      radiusMiles: null,
      bounds: { north, south, east, west },
    });
    // Nearest first from the centre of the view (4.75 miles north): T06 is 3.25 away, T02 3.75.
    expect(ids(body.merchants)).toEqual(['T06', 'T02']);
    expect(body.merchants[0]!.distance).toBeCloseTo(
      milesBetween({ latitude: (north + south) / 2, longitude: (east + west) / 2 }, fixture('T06')),
      1,
    );
  });

  it('prefers map bounds over the current location, and the current location over the typed one', async () => {
    const box = `north=${offset(ELY, 9, 0).latitude}&south=${offset(ELY, 7, 0).latitude}&east=${offset(ELY, 0, 1).longitude}&west=${offset(ELY, 0, -1).longitude}`;
    const here = offset(ELY, 0, 5);
    const both = await searchAs(ctx, `${elyQuery()}&lat=${here.latitude}&lng=${here.longitude}&${box}`);
    expect(ids(both.body.merchants)).toEqual(['T06']);
    const located = await searchAs(ctx, `location=89301&lat=${here.latitude}&lng=${here.longitude}`);
    expect(ids(located.body.merchants)[0]).toBe('T05');
  });
});

describe('sorting', () => {
  const sorted = async (sortBy: string, extra = '') =>
    ids((await searchAs(ctx, elyQuery(`sortBy=${sortBy}${extra}`))).body.merchants);
  const visible = () => expectedNearest(PARTNER_A, ELY);

  it('sorts by distance by default and when asked', async () => {
    expect(await sorted('distance')).toEqual(nearestIds(PARTNER_A));
  });

  it('sorts by rating, best first, more ratings breaking a tie', async () => {
    const expected = [...visible()]
      .sort((a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount)
      .map((m) => m.merchantId);
    expect(await sorted('rating')).toEqual(expected);
  });

  it('sorts by name A to Z', async () => {
    const expected = [...visible()]
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1))
      .map((m) => m.merchantId);
    expect(await sorted('name')).toEqual(expected);
  });

  it('sorts newest first', async () => {
    const expected = [...visible()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((m) => m.merchantId);
    expect(await sorted('newest')).toEqual(expected);
  });

  it('sorts by relevance: the closer text match first, even when it is further away', async () => {
    // "garden" matches "Golden Dragon Garden" word for word and "Gardenia Bistro" (nearer) less well.
    expect(await sorted('distance', '&restaurantOrCuisine=garden')).toEqual(['T09', 'T03']);
    expect(await sorted('relevance', '&restaurantOrCuisine=garden')).toEqual(['T03', 'T09']);
  });

  it('answers the sort it applied', async () => {
    expect((await searchAs(ctx, elyQuery())).body.sortBy).toBe('distance');
    expect((await searchAs(ctx, elyQuery('sortBy=rating'))).body.sortBy).toBe('rating');
  });
});

describe('rating, name and newest sorts rank the nearest matches', () => {
  const criteria = (sortBy: 'rating' | 'name' | 'newest', rankedNearestMatches?: number): MerchantSearchCriteria => ({
    partnerCode: PARTNER_A,
    reservationsEnabled: true,
    center: ELY,
    radiusMeters: milesToMeters(25),
    bounds: null,
    sortBy,
    pageNo: 1,
    pageSize: 50,
    rankedNearestMatches,
  });
  const merchantIds = async (c: MerchantSearchCriteria) =>
    (await searchMerchants(ctx.database, c)).rows.map((row) => row.merchant.merchant_id);

  it('ranks only the nearest N matches, best first, when the circle holds more', async () => {
    const nearest = nearestIds(PARTNER_A);
    expect(nearest.length).toBeGreaterThan(3);
    const nearestThree = nearest.slice(0, 3);
    const byRating = [...nearestThree].sort((a, b) => fixture(b).rating - fixture(a).rating);
    const ranked = await merchantIds(criteria('rating', 3));
    expect([...ranked].sort()).toEqual([...nearestThree].sort());
    expect(ranked.map((id) => fixture(id).rating)).toEqual(byRating.map((id) => fixture(id).rating));
  });

  it('ranks every match in the circle where there are fewer than N', async () => {
    expect((await merchantIds(criteria('name'))).sort()).toEqual([...nearestIds(PARTNER_A)].sort());
  });
});

describe('restaurant or cuisine text', () => {
  const found = async (text: string) =>
    ids((await searchAs(ctx, elyQuery(`restaurantOrCuisine=${encodeURIComponent(text)}`))).body.merchants);

  it('matches names and cuisines, ignoring case', async () => {
    expect(await found('Sushi Kaze')).toEqual(['T02']);
    expect(await found('MEXICAN')).toEqual(['T04']);
    expect(await found('pizza')).toEqual(['T01']);
  });

  it('tolerates small typos', async () => {
    expect(await found('tratoria')).toEqual(['T01']);
    expect(await found('sushii')).toEqual(['T02']);
    expect(await found('itallian')).toEqual(['T01']);
    expect(await found('steakhose')).toEqual(['T06']);
  });

  it('matches the start of a word as it is typed, and every typed word', async () => {
    expect(await found('sus')).toEqual(['T02']);
    expect(await found('kaze sushi')).toEqual(['T02']);
    expect(await found('sushi mexican')).toEqual([]);
  });

  it('finds nothing for text that matches nothing', async () => {
    const { response, body } = await searchAs(ctx, elyQuery('restaurantOrCuisine=xylophone'));
    expect(response.statusCode).toBe(200);
    expect(body.merchants).toEqual([]);
    expect(body.hasMore).toBe(false);
  });
});

describe('paging', () => {
  it('walks every merchant once, pageSize at a time, hasMore false on the last page', async () => {
    const all = nearestIds(PARTNER_A);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(all.length / 2); pageNo++) {
      const { body } = await searchAs(ctx, elyQuery(`pageSize=2&pageNo=${pageNo}`));
      expect(body).toMatchObject({ pageNo, pageSize: 2, hasMore: pageNo * 2 < all.length });
      seen.push(...ids(body.merchants));
    }
    expect(seen).toEqual(all);
  });

  it('answers an empty page past the end', async () => {
    const { response, body } = await searchAs(ctx, elyQuery('pageSize=50&pageNo=3'));
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ merchants: [], hasMore: false });
  });

  it('pages a sorted search the same way', async () => {
    const full = ids((await searchAs(ctx, elyQuery('sortBy=name&pageSize=50'))).body.merchants);
    const second = ids((await searchAs(ctx, elyQuery('sortBy=name&pageSize=3&pageNo=2'))).body.merchants);
    expect(second).toEqual(full.slice(3, 6));
  });
});

describe('partner isolation', () => {
  it('never shows a merchant carried only by another partner', async () => {
    for (const sortBy of ['distance', 'rating', 'name', 'newest']) {
      expect(ids((await searchAs(ctx, elyQuery(`sortBy=${sortBy}`), PARTNER_A)).body.merchants)).not.toContain('T08');
    }
    expect(ids((await searchAs(ctx, elyQuery(), PARTNER_B)).body.merchants)).toEqual(['T08']);
    expect(ids((await searchAs(ctx, elyQuery(), PARTNER_A2)).body.merchants)).toEqual(nearestIds(PARTNER_A2));
  });

  it('answers 404 for the page of a merchant the partner does not carry', async () => {
    const rows = await ctx.database.db
      .selectFrom('merchants')
      .select(['id', 'merchant_id'])
      .where('merchant_id', 'in', ['T01', 'T08'])
      .execute();
    const idOf = (merchantId: string) => rows.find((r) => r.merchant_id === merchantId)!.id;
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/v2/Merchants/${idOf('T01')}?partner=${PARTNER_A}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().merchant).toMatchObject({ merchantId: 'T01', name: 'Trattoria Lucca', distance: null });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/Merchants/${idOf('T08')}?partner=${PARTNER_A}`,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the merchant card fields', () => {
  it('answers the spec merchant shape with images, rating, price, cuisines, highlight, place and provider', async () => {
    const { body } = await searchAs(ctx, elyQuery('restaurantOrCuisine=sushi'));
    const sushi = body.merchants[0]!;
    const source = fixture('T02');
    expect(sushi).toMatchObject({
      merchantId: 'T02',
      name: 'Sushi Kaze',
      origin: 'internal',
      images: { imageBaseUrl: '/api/images/merchants/t-t02-0' },
      details: {
        rating: { overallRating: 4.8, numberOfRatings: 300 },
        priceRange: 3,
        cuisines: ['Japanese', 'Sushi'],
        highlight: 'new',
      },
      location: {
        address: { city: 'Ely', state: 'NV', zip: '89301' },
        neighborhood: null,
        latitude: source.latitude,
        longitude: source.longitude,
      },
      acclaimedLevel: 1,
      benefitAvailability: { campaignCodes: ['ACCLAIMED'] },
      reservationProviders: { openTable: { restaurantId: 'ot-t02' } },
      isNew: true,
    });
  });

  it('shows visitors no offers and tells them to sign in', async () => {
    const { body } = await searchAs(ctx, elyQuery());
    expect(body.merchants.length).toBeGreaterThan(0);
    for (const merchant of body.merchants) {
      expect(merchant.offers).toEqual([]);
      expect(merchant.access).toEqual({ canEarn: false, reason: 'signInRequired', unlockTier: null });
    }
  });

  it('hides OpenTable where the partner has reservations turned off', async () => {
    const { body } = await searchAs(ctx, elyQuery(), PARTNER_B);
    expect(body.merchants[0]!.reservationProviders.openTable).toBeNull();
  });

  it('measures the merchant page distance from a given point', async () => {
    const row = await ctx.database.db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_id', '=', 'T05')
      .executeTakeFirstOrThrow();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/Merchants/${row.id}?lat=${ELY.latitude}&lng=${ELY.longitude}`,
    });
    expect(response.json().merchant.distance).toBeCloseTo(5, 1);
  });
});

describe('GET /api/v2/Merchants/Carousel', () => {
  it('answers up to 15 merchants for a content block search string', async () => {
    const { response, body } = await searchAs(ctx, elyQuery('campaignCode=DINE'), PARTNER_A, 'Carousel');
    expect(response.statusCode).toBe(200);
    expect(body.pageSize).toBe(15);
    expect(ids(body.merchants)).toEqual(
      nearestIds(PARTNER_A).filter((id) => fixture(id).campaignCodes.includes('DINE')),
    );
  });

  it('honours a smaller pageSize and the other query pairs', async () => {
    const { body } = await searchAs(ctx, elyQuery('pageSize=2&sortBy=rating'), PARTNER_A, 'Carousel');
    expect(ids(body.merchants)).toEqual(['T02', 'T06']);
    expect(body.hasMore).toBe(true);
  });
});

describe('the seeded catalog', () => {
  it('answers merchants around a big city for every partner', async () => {
    for (const partner of [PARTNER_A, PARTNER_B, 'vantelo']) {
      const { body } = await searchAs(ctx, 'location=New%20York%2C%20NY&radius=100&pageSize=5', partner);
      expect(body.merchants.length, partner).toBeGreaterThan(0);
    }
  });
});

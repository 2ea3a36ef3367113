import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helper';
import { ELY, buildCatalogApp, offset } from './merchant-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildCatalogApp();
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const ely = 'location=Ely%2C%20NV';
const long = (n: number) => 'x'.repeat(n);

async function expect400(url: string, field: string, message?: string | RegExp) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(400);
  const body = response.json() as { code: string; fields: { field: string; message: string }[] };
  expect(body.code, url).toBe('VALIDATION_FAILED');
  const entry = body.fields.find((f) => f.field === field);
  expect(entry, `${url} names ${field}: ${JSON.stringify(body.fields)}`).toBeDefined();
  if (message !== undefined) expect(entry!.message).toMatch(message);
}

const LOCATION = 'Enter city, state or ZIP code';

describe('GET /api/v2/Merchants/Search answers 400 naming the field', () => {
  it('for a missing, empty, malformed or unknown location, with the spec message', async () => {
    await expect400('/api/v2/Merchants/Search', 'location', LOCATION);
    await expect400('/api/v2/Merchants/Search?location=', 'location', LOCATION);
    await expect400('/api/v2/Merchants/Search?location=%20%20%20', 'location', LOCATION);
    await expect400('/api/v2/Merchants/Search?location=nowhere', 'location', LOCATION);
    await expect400('/api/v2/Merchants/Search?location=Boston%2C%20ZZ', 'location', LOCATION);
    await expect400('/api/v2/Merchants/Search?location=Atlantis%2C%20NV', 'location', LOCATION);
    await expect400('/api/v2/Merchants/Search?location=00000', 'location', LOCATION);
    await expect400('/api/v2/Merchants/Search?location=1234', 'location', LOCATION);
    await expect400(`/api/v2/Merchants/Search?location=${long(101)}`, 'location', /at most 100/);
  });

  it('for out-of-range or malformed pageNo and pageSize', async () => {
    for (const value of ['0', '101', 'abc', '1.5', '-1', '', '9999999999']) {
      await expect400(
        `/api/v2/Merchants/Search?${ely}&pageNo=${value}`,
        'pageNo',
        /pageNo must be a whole number from 1 to 100/,
      );
    }
    for (const value of ['0', '51', 'ten']) {
      await expect400(`/api/v2/Merchants/Search?${ely}&pageSize=${value}`, 'pageSize', /from 1 to 50/);
    }
    await expect400(`/api/v2/Merchants/Carousel?${ely}&pageSize=16`, 'pageSize', /from 1 to 15/);
  });

  it('for unknown filter values', async () => {
    await expect400(`/api/v2/Merchants/Search?${ely}&priceRange=5`, 'priceRange', /unknown values "5"/);
    await expect400(`/api/v2/Merchants/Search?${ely}&priceRange=0`, 'priceRange');
    await expect400(`/api/v2/Merchants/Search?${ely}&features=delivery,teleport`, 'features', /"teleport"/);
    await expect400(
      `/api/v2/Merchants/Search?${ely}&mealsServed=supper`,
      'mealsServed',
      /breakfast, brunch, lunch, dinner, late night/,
    );
    await expect400(
      `/api/v2/Merchants/Search?${ely}&sortBy=price`,
      'sortBy',
      /distance, rating, name, newest, relevance/,
    );
    await expect400(`/api/v2/Merchants/Search?${ely}&acclaimed=yes`, 'acclaimed', 'acclaimed must be true or false');
    await expect400(`/api/v2/Merchants/Search?${ely}&isNew=1`, 'isNew');
    await expect400(`/api/v2/Merchants/Search?${ely}&reservations=maybe`, 'reservations');
    await expect400(`/api/v2/Merchants/Search?${ely}&benefitsFor=Funday`, 'benefitsFor', /Sun to Sat/);
    await expect400(`/api/v2/Merchants/Search?${ely}&campaignCode=two%20words`, 'campaignCode');
    await expect400(`/api/v2/Merchants/Search?${ely}&radius=0`, 'radius');
    await expect400(`/api/v2/Merchants/Search?${ely}&radius=101`, 'radius');
  });

  it('for strings over a sane length and lists repeated too often', async () => {
    await expect400(
      `/api/v2/Merchants/Search?${ely}&restaurantOrCuisine=${long(101)}`,
      'restaurantOrCuisine',
      /at most 100/,
    );
    await expect400(`/api/v2/Merchants/Search?${ely}&campaignCode=${long(41)}`, 'campaignCode');
    await expect400(`/api/v2/Merchants/Search?${ely}&${'features=delivery&'.repeat(25)}`, 'features');
    await expect400(`/api/v2/Merchants/Search?${ely}&benefitsFor=${long(5000)}`, 'benefitsFor');
  });

  it('for coordinates out of range, malformed or without their pair', async () => {
    await expect400('/api/v2/Merchants/Search?lat=40.7', 'lng', 'lat and lng go together');
    await expect400('/api/v2/Merchants/Search?lng=-73.9', 'lat', 'lat and lng go together');
    await expect400('/api/v2/Merchants/Search?lat=91&lng=0', 'lat', /from -90 to 90/);
    await expect400('/api/v2/Merchants/Search?lat=0&lng=181', 'lng', /from -180 to 180/);
    await expect400('/api/v2/Merchants/Search?lat=abc&lng=1', 'lat');
    await expect400('/api/v2/Merchants/Search?lat=1e5&lng=1', 'lat');
  });

  it('for map bounds that are partial, inverted or too large to search', async () => {
    const n = offset(ELY, 5, 0).latitude;
    const s = offset(ELY, -5, 0).latitude;
    const e = offset(ELY, 0, 5).longitude;
    const w = offset(ELY, 0, -5).longitude;
    await expect400(
      `/api/v2/Merchants/Search?north=${n}&south=${s}&east=${e}`,
      'west',
      'north, south, east and west go together',
    );
    await expect400(
      `/api/v2/Merchants/Search?north=${s}&south=${n}&east=${e}&west=${w}`,
      'north',
      'north must be greater than south',
    );
    await expect400(
      `/api/v2/Merchants/Search?north=${n}&south=${s}&east=${w}&west=${e}`,
      'east',
      'east must be greater than west',
    );
    await expect400(
      '/api/v2/Merchants/Search?north=49&south=25&east=-67&west=-124',
      'bounds',
      'Zoom in to search this area',
    );
    expect((await get(`/api/v2/Merchants/Search?north=${n}&south=${s}&east=${e}&west=${w}`)).statusCode).toBe(200);
  });
});

describe('other merchant routes answer 400 or 404, never 500', () => {
  it('the merchant page: a malformed id is 400, an unknown one 404', async () => {
    await expect400('/api/v2/Merchants/abc', 'id');
    await expect400('/api/v2/Merchants/1?lat=10', 'lat');
    const missing = await get('/api/v2/Merchants/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the image route: an unknown width or malformed id is 400', async () => {
    await expect400('/api/images/merchants/m1-0?w=300', 'w', /200, 500, 600/);
    await expect400('/api/images/merchants/M1..0?w=200', 'imageId');
  });
});

describe('any query string', () => {
  it('gets a 200 or a 400, never a 500', async () => {
    const keys = [
      'location',
      'lat',
      'lng',
      'north',
      'south',
      'east',
      'west',
      'radius',
      'acclaimed',
      'benefitsFor',
      'features',
      'isNew',
      'mealsServed',
      'pageNo',
      'pageSize',
      'priceRange',
      'reservations',
      'restaurantOrCuisine',
      'sortBy',
      'campaignCode',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('true', '1', '-0', '40.7', '-73.98', 'Ely, NV', '89301', 'delivery', 'Sun', 'rating', '%', '%00'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 }), async (pairs) => {
        const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const response = await get(`/api/v2/Merchants/Search?${query}`);
        expect([200, 400], `${query} → ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a blank location beside a current location', () => {
  it('is ignored rather than refused', async () => {
    const response = await get(`/api/v2/Merchants/Search?location=&lat=${ELY.latitude}&lng=${ELY.longitude}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().searchArea.kind).toBe('currentLocation');
  });
});

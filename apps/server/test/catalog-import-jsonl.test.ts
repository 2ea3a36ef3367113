import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantCard } from '@forkpoint/shared';
import {
  CATALOG_IMPORT_PATH,
  CATALOG_JSONL_CONTENT_TYPE,
  type CatalogImportReport,
  type CatalogLocationLine,
} from '@forkpoint/shared/contracts/catalog';
import { signFeed } from '../src/lib/feed-signature';
import { buildIdentityApp, type IdentityContext } from './identity-helper';

/**
 * The richer format (docs/catalog.md "JSON Lines"): brands, hours, lifecycle dates, the complete list of a
 * location's offers. The clock is Saturday 1 June 2030, noon UTC (05:00 in Ely).
 */
const SECRET = 'catalog-jsonl-secret-of-32-characters!';
let ctx: IdentityContext;

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: { CATALOG_SIGNING_SECRET: SECRET } });
}, 120_000);
afterAll(async () => ctx?.close());

async function post(lines: CatalogLocationLine[]): Promise<CatalogImportReport> {
  const body = lines.map((line) => JSON.stringify(line)).join('\n');
  const response = await ctx.app.inject({
    method: 'POST',
    url: CATALOG_IMPORT_PATH,
    headers: {
      'content-type': CATALOG_JSONL_CONTENT_TYPE,
      'x-forkpoint-signature': signFeed(SECRET, body, Math.floor(ctx.clock.now().getTime() / 1000)),
    },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogImportReport;
}

const search = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/Merchants/Search?location=89301&resultsPerPage=50',
      headers: { host: 'aerovia.localhost' },
    })
  ).json() as { merchants: MerchantCard[] };

const OPENING: CatalogLocationLine = {
  sourceId: 'acme-ely',
  brand: { sourceId: 'acme', name: 'Acme Grills' },
  name: 'Acme Grill Ely',
  address: { street: '1 Aultman St', city: 'Ely', state: 'NV', zip: '89301' },
  latitude: 39.2475,
  longitude: -114.8886,
  cuisines: ['American'],
  features: ['dine-in', 'takeout'],
  meals: ['lunch', 'dinner'],
  hours: { Mon: [{ from: '11:00', until: '21:00' }], Sat: [{ from: '10:00', until: '23:00' }] },
  visitLimits: { maxSpendPerMonth: 500, maxVisitsPerMonth: 4 },
  reservationProviderId: 'ot-77',
  programs: ['aerovia'],
  opensOn: '2030-06-10',
  offers: [
    { id: 'o-weekly', multiplier: 2, days: ['Tue'] },
    { id: 'o-launch', multiplier: 3, startsOn: '2030-06-10', endsOn: '2030-06-30', minimumSpendDollars: 25 },
  ],
};

describe('JSON Lines import', () => {
  it('adds a coming-soon location of a brand, with its hours, limits and offers', async () => {
    const report = await post([OPENING]);
    expect(report).toMatchObject({ format: 'jsonl', counts: { added: 1 } });
    const card = (await search()).merchants.find((m) => m.name === 'Acme Grill Ely');
    // The stored limitedTime shows only once the launch offer runs (merchant-mapper.ts).
    expect(card?.details).toMatchObject({ highlight: 'comingSoon', highlights: ['comingSoon', 'new'] });
    expect(card?.location).toMatchObject({ latitude: 39.2475, longitude: -114.8886 });
    const stored = await ctx.database.db
      .selectFrom('catalog_locations as cl')
      .innerJoin('catalog_brands as b', 'b.id', 'cl.brand_id')
      .innerJoin('merchants as m', 'm.id', 'cl.merchant_id')
      .select(['b.name', 'cl.hours', 'cl.coordinate_precision', 'm.details', 'm.offers', 'm.open_table_id'])
      .where('cl.source_id', '=', 'acme-ely')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Acme Grills',
      hours: OPENING.hours,
      coordinate_precision: 'given',
      details: { visitLimits: { maxSpendPerMonth: 500, maxVisitsPerMonth: 4 } },
      open_table_id: 'ot-77',
    });
    expect(stored.offers).toEqual([
      expect.objectContaining({ id: 'o-weekly', type: 'Unlimited', daysOfWeek: ['Tue'], version: 1 }),
      expect.objectContaining({ id: 'o-launch', type: 'Limited', minimumSpendDollars: 25, version: 1 }),
    ]);
    expect((await post([OPENING])).counts.unchanged).toBe(1);
  });

  it('ends the offers a complete list leaves out, and a closed location leaves every program at once', async () => {
    const report = await post([
      { ...OPENING, offers: [{ id: 'o-weekly', multiplier: 2, days: ['Tue'] }], closed: true },
    ]);
    expect(report.counts.changed).toBe(1);
    const row = await ctx.database.db
      .selectFrom('merchants')
      .select(['offers', 'partner_codes'])
      .where('merchant_id', '=', report.lines[0]!.merchantId!)
      .executeTakeFirstOrThrow();
    expect(row.offers).toEqual([expect.objectContaining({ id: 'o-weekly', version: 1 })]);
    expect(row.partner_codes).toEqual([]);
    expect((await search()).merchants.map((m) => m.name)).not.toContain('Acme Grill Ely');

    await post([{ ...OPENING, closed: false }]);
    expect((await search()).merchants.map((m) => m.name)).toContain('Acme Grill Ely');
  });

  it("stores the page fields a program sends, and refuses the demo catalog's seed-only ones", async () => {
    const located = {
      address: { street: '9 Aultman St', city: 'Ely', state: 'NV', zip: '89301' },
      programs: ['aerovia'],
    };
    const page: CatalogLocationLine = {
      sourceId: 'acme-ely-2',
      name: 'Acme Grill Downtown',
      ...located,
      cuisines: ['American'],
      neighborhood: 'Downtown',
      accessTier: 'select',
      photos: ['image:acme-front', 'image:acme-room'],
      menuPhotos: ['image:acme-menu'],
      blackoutDates: ['2030-12-25'],
    };
    // What only the seed may say (seed-extension.ts): a posted file cannot choose a public id or a rating.
    const demo = {
      sourceId: 'acme-demo',
      name: 'Acme Demo',
      ...located,
      seedOnly: {
        merchantId: 'FP0000042',
        rating: 5,
        ratingCount: 900,
        isNew: false,
        createdAt: '2020-01-01T00:00:00Z',
      },
    } as CatalogLocationLine;
    const report = await post([page, demo]);
    expect(report.counts).toMatchObject({ added: 1, refused: 1 });
    expect(report.lines[1]).toMatchObject({ sourceId: 'acme-demo', reason: expect.stringMatching(/seedOnly/) });
    const row = await ctx.database.db
      .selectFrom('merchants')
      .select(['merchant_id', 'neighborhood', 'access_tier', 'image_ids', 'details', 'rating', 'is_new'])
      .where('merchant_id', '=', report.lines[0]!.merchantId!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      merchant_id: expect.stringMatching(/^FP5\d{6}$/),
      neighborhood: 'Downtown',
      access_tier: 'select',
      image_ids: ['acme-front', 'acme-room'],
      details: {
        about: 'Acme Grill Downtown serves American in Downtown, Ely.',
        blackoutDates: ['2030-12-25'],
        menu: { url: null, imageIds: ['acme-menu'] },
      },
      rating: 0,
      is_new: true,
    });
    expect((await post([page])).counts.unchanged).toBe(1);
    expect((await post([{ ...page, neighborhood: null, accessTier: 'basic' }])).counts.changed).toBe(1);
  });
});

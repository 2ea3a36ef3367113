import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOffer, OfferInput, RestaurantDetail } from '@forkpoint/shared/contracts/support-restaurants';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber } from './rewards-helper';
import { photoPixels } from './photo-fixtures';
import { signedInStaff, type StaffBrowser } from './support-helper';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';

/**
 * Restaurants in the support console and the offers API (issue 32 parts 2 and 3): a catalog manager creates,
 * changes, pauses and ends offers, each a new version from its moment; purchases posted later through the
 * signed feed earn under the version that stood when they happened. AeroVia's demo card member is Select
 * (3 miles per $1): a $50 dinner earns 150 miles, 300 doubled, 450 tripled.
 */
let ctx: IdentityContext;
let signedIn: { browser: StaffBrowser; at: number } | null = null;
let card: string;

const merchants = [
  testMerchant('RS-END', 'Ending Oyster Bar', ELY, { partnerCodes: ['aerovia'] }),
  testMerchant('RS-EDIT', 'Versioned Grill', ELY, {
    partnerCodes: ['aerovia'],
    offers: [
      {
        id: 'seed-1',
        type: 'Unlimited',
        title: 'Double every day',
        description: 'Earn double.',
        daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
        earnMultiplier: 2,
        startsOn: null,
        endsOn: null,
        ...PLAIN_OFFER_TERMS,
      },
    ],
  }),
  testMerchant('RS-BUDGET', 'Budget Diner', ELY, { partnerCodes: ['aerovia'] }),
  testMerchant('RS-PAUSE', 'Paused Pizzeria', ELY, { partnerCodes: ['aerovia'] }),
  testMerchant('RS-OTHER', 'Other Program Cafe', ELY, { partnerCodes: ['kitefund'] }),
  testMerchant('RS-BRAND-1', 'Chain Kitchen Downtown', ELY, { partnerCodes: ['aerovia'] }),
  testMerchant('RS-BRAND-2', 'Chain Kitchen Uptown', ELY, { partnerCodes: ['aerovia'] }),
];

const offerInput = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  type: 'Unlimited',
  title: 'Triple every day',
  description: 'Earn triple.',
  daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  earnMultiplier: 3,
  fixedAmount: null,
  startsOn: null,
  endsOn: null,
  hours: null,
  minimumSpendDollars: null,
  usesPerMember: null,
  budgetDollars: null,
  ...overrides,
});

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, merchants);
  card = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-05-01T00:00:00Z'));
}, 300_000);
afterAll(async () => ctx?.close());

/** The catalog manager's console, signed in again once the moved clock has ended the 15-minute session. */
const manager = {
  async request(...args: Parameters<StaffBrowser['request']>) {
    if (!signedIn || ctx.clock.now().getTime() - signedIn.at > 10 * 60_000) {
      const browser = await signedInStaff(ctx.app, ctx.clock, 'catalog_manager');
      signedIn = { browser, at: ctx.clock.now().getTime() };
    }
    return signedIn.browser.request(...args);
  },
};

const iso = (ms: number) => new Date(ms).toISOString();
const dine = (id: string, merchant: string, atMs: number, cents = 5000) =>
  postFeed(ctx, [
    [id, 'authorization', card, merchant, cents, iso(atMs)],
    [id, 'settlement', card, merchant, cents, iso(atMs)],
  ]);
const benefitOf = async (id: string) =>
  (
    await ctx.database.db
      .selectFrom('rewards')
      .select('benefit_amount')
      .where('source_transaction_id', '=', id)
      .executeTakeFirstOrThrow()
  ).benefit_amount;

async function createOffer(merchant: string, input: OfferInput = offerInput()): Promise<ConsoleOffer> {
  const response = await manager.request('POST', `/api/Support/Restaurants/${merchant}/Offers`, input);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { offer: ConsoleOffer }).offer;
}

describe('who may use the restaurants area', () => {
  it('lets a catalog manager find a restaurant, and refuses an agent (403)', async () => {
    const found = await manager.request('GET', '/api/Support/Restaurants?q=versioned');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ restaurants: [{ merchantId: 'RS-EDIT', activeOffers: 1 }] });
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    expect((await agent.request('GET', '/api/Support/Restaurants?q=versioned')).statusCode).toBe(403);
    expect((await agent.request('POST', '/api/Support/Restaurants/RS-END/Offers', offerInput())).statusCode).toBe(403);
  });

  it("does not find another program's restaurant", async () => {
    expect((await manager.request('GET', '/api/Support/Restaurants/RS-OTHER')).statusCode).toBe(404);
    const search = await manager.request('GET', '/api/Support/Restaurants?q=Other Program');
    expect(search.json()).toMatchObject({ restaurants: [] });
  });

  it('answers a wrong offer with field messages, not a 500', async () => {
    const fieldsOf = async (input: OfferInput) => {
      const response = await manager.request('POST', '/api/Support/Restaurants/RS-END/Offers', input);
      expect(response.statusCode).toBe(400);
      return (response.json() as { fields?: { field: string; message: string }[] }).fields;
    };
    expect(await fieldsOf(offerInput({ earnMultiplier: 0, daysOfWeek: [] }))).toEqual([
      { field: 'daysOfWeek', message: 'Choose at least one day.' },
      { field: 'earnMultiplier', message: 'Enter a multiplier from 1.25 to 10.' },
    ]);
    expect(await fieldsOf(offerInput({ type: 'Limited' }))).toEqual([
      { field: 'usesPerMember', message: 'A Limited offer needs a use count.' },
    ]);
  });
});

describe('offers API', () => {
  it('ends an offer for later purchases only, however late the feed brings the earlier one', async () => {
    const created = ctx.clock.now().getTime();
    const offer = await createOffer('RS-END');
    ctx.clock.advance(2 * HOUR_MS);
    const ended = ctx.clock.now().getTime();
    const end = await manager.request('POST', `/api/Support/Restaurants/RS-END/Offers/${offer.id}/End`);
    expect(end.statusCode, end.body).toBe(200);
    ctx.clock.advance(2 * HOUR_MS);
    // Both arrive after the end: the first happened while the offer ran.
    await dine('RS-E1', 'RS-END', created + HOUR_MS);
    await dine('RS-E2', 'RS-END', ended + HOUR_MS);
    expect(await benefitOf('RS-E1')).toBe(450);
    expect(await benefitOf('RS-E2')).toBe(150);
    const detail = (await manager.request('GET', '/api/Support/Restaurants/RS-END')).json() as RestaurantDetail;
    expect(detail.offers).toMatchObject([{ id: offer.id, state: 'ended', version: 2 }]);
    const changed = await manager.request('PATCH', `/api/Support/Restaurants/RS-END/Offers/${offer.id}`, offerInput());
    expect(changed.statusCode).toBe(409);
  });

  it('applies an edit from its effective time, a seeded offer keeping its terms before', async () => {
    const before = ctx.clock.now().getTime() - HOUR_MS;
    ctx.clock.advance(HOUR_MS);
    const edited = ctx.clock.now().getTime();
    const response = await manager.request(
      'PATCH',
      '/api/Support/Restaurants/RS-EDIT/Offers/seed-1',
      offerInput({ title: 'Quadruple every day', earnMultiplier: 4 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ offer: { id: 'seed-1', version: 2, earnMultiplier: 4, state: 'active' } });
    ctx.clock.advance(2 * HOUR_MS);
    await dine('RS-V1', 'RS-EDIT', before);
    await dine('RS-V2', 'RS-EDIT', edited + HOUR_MS);
    expect(await benefitOf('RS-V1')).toBe(300);
    expect(await benefitOf('RS-V2')).toBe(600);
    const stored = await ctx.database.db
      .selectFrom('rewards')
      .select('earn_terms')
      .where('source_transaction_id', '=', 'RS-V2')
      .executeTakeFirstOrThrow();
    expect(stored.earn_terms?.offer).toMatchObject({ id: 'seed-1', version: 2, multiplier: 4 });
    // Members see the current version.
    const offers = await ctx.database.db
      .selectFrom('merchants')
      .select('offers')
      .where('merchant_id', '=', 'RS-EDIT')
      .executeTakeFirstOrThrow();
    expect(offers.offers).toMatchObject([{ id: 'seed-1', version: 2, earnMultiplier: 4 }]);
    expect(JSON.stringify(offers.offers)).not.toContain('budgetDollars');
  });

  it('pays nothing extra while paused, and again once resumed', async () => {
    const offer = await createOffer('RS-PAUSE', offerInput({ earnMultiplier: 2 }));
    ctx.clock.advance(HOUR_MS);
    expect(
      (await manager.request('POST', `/api/Support/Restaurants/RS-PAUSE/Offers/${offer.id}/Pause`)).statusCode,
    ).toBe(200);
    const paused = ctx.clock.now().getTime();
    ctx.clock.advance(2 * HOUR_MS);
    expect(
      (await manager.request('POST', `/api/Support/Restaurants/RS-PAUSE/Offers/${offer.id}/Resume`)).statusCode,
    ).toBe(200);
    const resumed = ctx.clock.now().getTime();
    ctx.clock.advance(2 * HOUR_MS);
    await dine('RS-P1', 'RS-PAUSE', paused + HOUR_MS);
    await dine('RS-P2', 'RS-PAUSE', resumed + HOUR_MS);
    expect(await benefitOf('RS-P1')).toBe(150);
    expect(await benefitOf('RS-P2')).toBe(300);
  });

  it('ends an offer by itself once its budget is spent', async () => {
    const created = ctx.clock.now().getTime();
    const offer = await createOffer('RS-BUDGET', offerInput({ earnMultiplier: 2, budgetDollars: 60 }));
    ctx.clock.advance(4 * HOUR_MS);
    await dine('RS-B1', 'RS-BUDGET', created + HOUR_MS);
    await dine('RS-B2', 'RS-BUDGET', created + 2 * HOUR_MS);
    await dine('RS-B3', 'RS-BUDGET', created + 3 * HOUR_MS);
    // $50 then $100 of bills: the second reaches the $60 budget, so the third earns the tier's rate alone.
    expect([await benefitOf('RS-B1'), await benefitOf('RS-B2'), await benefitOf('RS-B3')]).toEqual([300, 300, 150]);
    const detail = (await manager.request('GET', '/api/Support/Restaurants/RS-BUDGET')).json() as RestaurantDetail;
    expect(detail.offers).toMatchObject([{ id: offer.id, state: 'ended', endedByBudget: true, budgetDollars: 60 }]);
  });
});

describe('offers for a brand', () => {
  it("writes one offer to every location of the restaurant's brand, audited per location", async () => {
    const db = ctx.database.db;
    const brand = await db
      .insertInto('catalog_brands')
      .values({ source_id: 'brand-chain', name: 'Chain Kitchen' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = await db
      .selectFrom('merchants')
      .select(['id', 'merchant_id'])
      .where('merchant_id', 'in', ['RS-BRAND-1', 'RS-BRAND-2'])
      .execute();
    await db
      .insertInto('catalog_locations')
      .values(
        ids.map((m) => ({
          source_id: `loc-${m.merchant_id}`,
          merchant_id: m.id,
          brand_id: brand.id,
          coordinate_precision: 'given' as const,
        })),
      )
      .execute();
    const response = await manager.request('POST', '/api/Support/Restaurants/RS-BRAND-1/Offers', {
      ...offerInput({ title: 'Chain double', earnMultiplier: 2 }),
      forBrand: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json() as { offer: ConsoleOffer; merchantIds: string[] };
    expect(saved.merchantIds.sort()).toEqual(['RS-BRAND-1', 'RS-BRAND-2']);
    const other = (await manager.request('GET', '/api/Support/Restaurants/RS-BRAND-2')).json() as RestaurantDetail;
    expect(other).toMatchObject({ brand: 'Chain Kitchen', offers: [{ id: saved.offer.id, title: 'Chain double' }] });
    const lone = await manager.request('POST', '/api/Support/Restaurants/RS-END/Offers', {
      ...offerInput(),
      forBrand: true,
    });
    expect(lone.statusCode).toBe(409);
  });
});

describe('restaurant details', () => {
  it('edits details and limits, marks leaving soon, and audits each change with before and after', async () => {
    const detail = (await manager.request('GET', '/api/Support/Restaurants/RS-PAUSE')).json() as RestaurantDetail;
    const response = await manager.request('PATCH', '/api/Support/Restaurants/RS-PAUSE', {
      name: 'Paused Pizzeria & Bar',
      street: detail.street,
      city: detail.city,
      state: detail.state,
      zip: detail.zip,
      neighborhood: 'Downtown',
      priceLevel: 3,
      maxSpendPerMonth: 200,
      maxVisitsPerMonth: 4,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Paused Pizzeria & Bar',
      maxSpendPerMonth: 200,
      maxVisitsPerMonth: 4,
    });
    const status = await manager.request('POST', '/api/Support/Restaurants/RS-PAUSE/Status', {
      status: 'leavingSoon',
      closesOn: '2031-12-31',
    });
    expect(status.json()).toMatchObject({ status: 'leavingSoon' });

    const audit = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id', 'before', 'after', 'staff_role'])
      .where('target_id', 'in', ['RS-PAUSE', 'RS-END/' + detail.offers[0]!.id])
      .where('action', 'in', ['restaurant.edit', 'restaurant.status'])
      .orderBy('id')
      .execute();
    expect(audit).toMatchObject([
      {
        action: 'restaurant.edit',
        staff_role: 'catalog_manager',
        before: { name: 'Paused Pizzeria', maxSpendPerMonth: null },
        after: { name: 'Paused Pizzeria & Bar', maxSpendPerMonth: 200 },
      },
      {
        action: 'restaurant.status',
        before: { status: 'open' },
        after: { status: 'leavingSoon', closesOn: '2031-12-31' },
      },
    ]);
    const ends = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'offer.end')
      .execute();
    expect(ends[0]).toMatchObject({ before: { state: 'active', version: 1 }, after: { state: 'ended', version: 2 } });
  });

  it('uploads a photo through the photo pipeline and shows it first, audited', async () => {
    const jpeg = await photoPixels(1200, 800).jpeg().toBuffer();
    const response = await manager.request('POST', '/api/Support/Restaurants/RS-EDIT/Photos', jpeg, {
      'content-type': 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { imageId } = response.json() as { imageId: string };
    const detail = (await manager.request('GET', '/api/Support/Restaurants/RS-EDIT')).json() as RestaurantDetail;
    expect(detail.imageIds).toEqual([imageId, 't-rs-edit-0']);
    expect((await ctx.app.inject({ url: `/api/images/merchants/${imageId}?w=200` })).statusCode).toBe(200);
    const audit = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'restaurant.photo')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { imageIds: ['t-rs-edit-0'] }, after: { imageIds: [imageId, 't-rs-edit-0'] } });
    const wrong = await manager.request(
      'POST',
      '/api/Support/Restaurants/RS-EDIT/Photos',
      Buffer.from('not an image'),
      {
        'content-type': 'image/png',
      },
    );
    expect(wrong.statusCode).toBe(400);
  });
});

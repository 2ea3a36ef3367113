import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityTransaction, MerchantCard, PagedActivity } from '@forkpoint/shared';
import type { ConsoleOffer, OfferInput, RestaurantDetail } from '@forkpoint/shared/contracts/support-restaurants';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber } from './rewards-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

/**
 * Fixed-amount offers (issue 32 part 2, decision 0040) through the offers API and the signed feed: an offer that
 * adds 500 reward units to each qualifying purchase on top of the base reward, beside (not instead of) the
 * restaurant's multiplier offer, and ended for later purchases only. AeroVia's demo card member is Select (3
 * miles per $1): a $50 dinner earns 150 miles, 300 doubled.
 */
let ctx: IdentityContext;
let signedIn: { browser: StaffBrowser; at: number } | null = null;
let card: string;

const EVERY_DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const merchants = [
  testMerchant('FX-ONLY', 'Fixed Bonus Bistro', ELY, { partnerCodes: ['aerovia'] }),
  testMerchant('FX-BOTH', 'Double And Bonus Diner', ELY, {
    partnerCodes: ['aerovia'],
    offers: [
      {
        id: 'double',
        type: 'Unlimited',
        title: 'Double every day',
        description: 'Earn double.',
        daysOfWeek: [...EVERY_DAY],
        earnMultiplier: 2,
        startsOn: null,
        endsOn: null,
        ...PLAIN_OFFER_TERMS,
      },
    ],
  }),
];

const fixedOffer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  type: 'Unlimited',
  title: 'Tuesday treat',
  description: '',
  daysOfWeek: [...EVERY_DAY],
  earnMultiplier: null,
  fixedAmount: 500,
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

async function memberActivity(): Promise<ActivityTransaction[]> {
  const browser = await Browser.open(ctx.app, 'aerovia.localhost');
  expect((await browser.signIn(demo('card', 'aerovia'))).statusCode).toBe(200);
  const page = (await browser.request('GET', '/api/Member/Transactions?resultsPerPage=100')).json() as PagedActivity;
  return page.data.filter((r): r is ActivityTransaction => r.recordType === 'transaction');
}

async function createOffer(merchant: string, input: OfferInput): Promise<ConsoleOffer> {
  const response = await manager.request('POST', `/api/Support/Restaurants/${merchant}/Offers`, input);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { offer: ConsoleOffer }).offer;
}

describe('fixed-amount offers through the offers API', () => {
  it('refuses an offer with both a multiplier and a fixed amount, or neither, with field messages', async () => {
    const fieldsOf = async (input: OfferInput) => {
      const response = await manager.request('POST', '/api/Support/Restaurants/FX-ONLY/Offers', input);
      expect(response.statusCode).toBe(400);
      return (response.json() as { fields?: { field: string; message: string }[] }).fields;
    };
    expect(await fieldsOf(fixedOffer({ earnMultiplier: 2 }))).toEqual([
      { field: 'fixedAmount', message: 'Give a multiplier or a fixed amount, not both.' },
    ]);
    expect(await fieldsOf(fixedOffer({ fixedAmount: null }))).toEqual([
      { field: 'earnMultiplier', message: 'Enter a multiplier or a fixed amount.' },
    ]);
    expect(await fieldsOf(fixedOffer({ fixedAmount: 2.5 }))).toEqual([
      { field: 'fixedAmount', message: 'Enter a whole amount from 1 to 100,000.' },
    ]);
  });

  it('pays base + the fixed amount on a purchase through the feed, and ending it stops it for later ones only', async () => {
    const created = ctx.clock.now().getTime();
    const offer = await createOffer('FX-ONLY', fixedOffer());
    expect(offer).toMatchObject({ fixedAmount: 500, earnMultiplier: null, state: 'active', version: 1 });

    // Members see it on the restaurant's card, as a fixed amount.
    const member = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await member.signIn(demo('card', 'aerovia'))).statusCode).toBe(200);
    const { id } = await ctx.database.db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_id', '=', 'FX-ONLY')
      .executeTakeFirstOrThrow();
    const found = await member.request('GET', `/api/v2/Merchants/${id}`);
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as { merchant: Pick<MerchantCard, 'offers'> }).merchant.offers).toMatchObject([
      { id: offer.id, title: 'Tuesday treat', fixedAmount: 500, earnMultiplier: null },
    ]);

    ctx.clock.advance(2 * HOUR_MS);
    const ended = ctx.clock.now().getTime();
    const end = await manager.request('POST', `/api/Support/Restaurants/FX-ONLY/Offers/${offer.id}/End`);
    expect(end.statusCode, end.body).toBe(200);
    ctx.clock.advance(2 * HOUR_MS);
    // Both arrive after the end: the first happened while the offer ran.
    await dine('FX-1', 'FX-ONLY', created + HOUR_MS);
    await dine('FX-2', 'FX-ONLY', ended + HOUR_MS);

    const activity = await memberActivity();
    expect(activity.find((r) => r.sourceTransactionId === 'FX-1')).toMatchObject({
      benefitAmount: 650,
      earnExplanation: ['3 miles per $1 as a Select member = 150 miles', 'Plus 500 bonus miles (Tuesday treat)'],
    });
    expect(activity.find((r) => r.sourceTransactionId === 'FX-2')).toMatchObject({
      benefitAmount: 150,
      earnExplanation: ['3 miles per $1 as a Select member = 150 miles'],
    });
    const detail = (await manager.request('GET', '/api/Support/Restaurants/FX-ONLY')).json() as RestaurantDetail;
    expect(detail.offers).toMatchObject([{ id: offer.id, state: 'ended', version: 2, fixedAmount: 500 }]);
  });

  it('adds to the multiplier offer at the same restaurant, once per purchase within its uses', async () => {
    await createOffer('FX-BOTH', fixedOffer({ type: 'Limited', usesPerMember: 1, title: 'First visit bonus' }));
    ctx.clock.advance(HOUR_MS);
    await dine('FX-3', 'FX-BOTH', ctx.clock.now().getTime() - 30 * 60_000);
    await dine('FX-4', 'FX-BOTH', ctx.clock.now().getTime() - 15 * 60_000);
    const activity = await memberActivity();
    expect(activity.find((r) => r.sourceTransactionId === 'FX-3')).toMatchObject({
      benefitAmount: 800,
      earnExplanation: [
        '3 miles per $1 as a Select member × 2 (Double every day) = 300 miles',
        'Plus 500 bonus miles (First visit bonus)',
      ],
    });
    // Its one use is spent: the second purchase earns the multiplier alone.
    expect(activity.find((r) => r.sourceTransactionId === 'FX-4')).toMatchObject({ benefitAmount: 300 });
  });
});

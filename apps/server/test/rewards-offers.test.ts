import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityTransaction, MerchantOffer, PagedActivity } from '@forkpoint/shared';
import type { FlexOffer } from '@forkpoint/shared/contracts/flex-offers';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber } from './rewards-helper';

/**
 * Offers that pay (issue 29): a purchase posted through the signed feed earns what the restaurant's offer
 * promises, decided on the restaurant's own clock (Ely, Nevada: Pacific time, -07:00 in May) when the purchase
 * first arrives, and each row says how. The clock starts on Saturday 1 June 2030 at noon UTC.
 */
let ctx: IdentityContext;
const LINKED = new Date('2030-05-01T00:00:00Z');
const AT = (day: number, time = '19:00') => `2030-05-${String(day).padStart(2, '0')}T${time}:00-07:00`;

const offer = (overrides: Partial<MerchantOffer> & Pick<MerchantOffer, 'id'>): MerchantOffer => ({
  type: 'Limited',
  title: 'Triple for a limited time',
  description: 'Earn triple for a limited time.',
  daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  earnMultiplier: 3,
  startsOn: '2030-05-01',
  endsOn: '2030-05-20',
  ...PLAIN_OFFER_TERMS,
  ...overrides,
});

const PROGRAMS = ['aerovia', 'kitefund', 'brambleway'];
const merchants = [
  testMerchant('OF-TRIPLE', 'Triple Tavern', ELY, { partnerCodes: PROGRAMS, offers: [offer({ id: 'of-t' })] }),
  testMerchant('OF-WEEKLY', 'Thursday Supper Club', ELY, {
    partnerCodes: PROGRAMS,
    offers: [
      offer({
        id: 'of-w1',
        type: 'Unlimited',
        title: 'Double on Thursday evenings',
        daysOfWeek: ['Thu'],
        earnMultiplier: 2,
        startsOn: null,
        endsOn: null,
        hours: { from: '17:00', until: '22:00' },
      }),
      offer({ id: 'of-w2', startsOn: '2030-05-16', endsOn: '2030-05-16' }),
    ],
  }),
  testMerchant('OF-MIN', 'Minimum Bistro', ELY, {
    partnerCodes: PROGRAMS,
    offers: [offer({ id: 'of-m', minimumSpendDollars: 25, usesPerMember: 1 })],
  }),
  testMerchant('OF-LUNCH', 'Lunch Counter', ELY, {
    partnerCodes: PROGRAMS,
    offers: [offer({ id: 'of-l' })],
    details: {
      ...testMerchant('x', 'x', ELY).details,
      benefitHours: { from: '11:00', to: '15:00' },
      blackoutDates: ['2030-05-15'],
    },
  }),
  testMerchant('OF-FLEX', 'Weeknight Noodle Bar', ELY, {
    partnerCodes: PROGRAMS,
    campaignCodes: ['DINE', 'WEEKNIGHT-BONUS'],
  }),
];

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, merchants);
});
afterAll(async () => ctx?.close());

async function member(partner: string) {
  const card = testCardNumber();
  await linkTestCard(ctx, `demo-card-${partner}`, card, LINKED);
  const browser = await Browser.open(ctx.app, `${partner}.localhost`);
  expect((await browser.signIn(demo('card', partner))).statusCode).toBe(200);
  return { card, browser };
}

const rowOf = async (browser: Browser, id: string) =>
  ((await browser.request('GET', '/api/Member/Transactions?resultsPerPage=100')).json() as PagedActivity).data.find(
    (r): r is ActivityTransaction => r.recordType === 'transaction' && r.sourceTransactionId === id,
  );

describe('offers that pay, at AeroVia (Select: 3 miles per $1)', () => {
  let card: string;
  let browser: Browser;
  beforeAll(async () => ({ card, browser } = await member('aerovia')));

  it('pays three times the rate at a restaurant showing a triple offer, and says so', async () => {
    await postFeed(ctx, [
      ['OF-1', 'authorization', card, 'OF-TRIPLE', 9753, AT(10)],
      ['OF-1', 'settlement', card, 'OF-TRIPLE', 9753, AT(10)],
    ]);
    expect(await rowOf(browser, 'OF-1')).toMatchObject({
      benefitAmount: 877,
      earnExplanation: ['3 miles per $1 as a Select member × 3 (Triple for a limited time) = 877 miles'],
    });
  });

  it('pays the offer as it stood: authorized on its last evening, settled after it ended, edited since', async () => {
    // 23:30 on 20 May in Ely is 06:30 UTC on the 21st: still the offer's last day on the restaurant's clock.
    await postFeed(ctx, [['OF-2', 'authorization', card, 'OF-TRIPLE', 5000, AT(20, '23:30')]]);
    await ctx.database.db
      .updateTable('merchants')
      .set({ offers: JSON.stringify([offer({ id: 'of-t', version: 2, earnMultiplier: 5, endsOn: '2030-05-20' })]) })
      .where('merchant_id', '=', 'OF-TRIPLE')
      .execute();
    await postFeed(ctx, [['OF-2', 'settlement', card, 'OF-TRIPLE', 5000, AT(23)]]);
    expect((await rowOf(browser, 'OF-2'))?.benefitAmount).toBe(450);
    const stored = await ctx.database.db
      .selectFrom('rewards')
      .select('earn_terms')
      .where('source_transaction_id', '=', 'OF-2')
      .executeTakeFirstOrThrow();
    expect(stored.earn_terms?.offer).toEqual({
      id: 'of-t',
      version: 1,
      title: 'Triple for a limited time',
      multiplier: 3,
    });

    // Ten minutes into the 21st, local time, the offer is over: the tier's rate alone.
    await postFeed(ctx, [['OF-3', 'authorization', card, 'OF-TRIPLE', 5000, AT(21, '00:10')]]);
    expect(await rowOf(browser, 'OF-3')).toMatchObject({
      benefitAmount: 150,
      earnExplanation: ['3 miles per $1 as a Select member = 150 miles'],
    });
    // The restaurant goes back to its triple for the other tests, as a third version.
    await ctx.database.db
      .updateTable('merchants')
      .set({ offers: JSON.stringify([offer({ id: 'of-t', version: 3 })]) })
      .where('merchant_id', '=', 'OF-TRIPLE')
      .execute();
  });

  it('takes a refund of an offer purchase back at the offer rate', async () => {
    await postFeed(ctx, [
      ['OF-4', 'settlement', card, 'OF-TRIPLE', 4000, AT(12)],
      ['OF-4-R', 'refund', card, 'OF-TRIPLE', 1000, AT(14), 'OF-4'],
    ]);
    expect((await rowOf(browser, 'OF-4'))?.benefitAmount).toBe(270);
  });

  it('pays a weekly offer on its day and hours only, and the higher multiplier when two apply', async () => {
    await postFeed(ctx, [
      // Thursday 9 May: 18:00 is within the evening hours, 16:59 is not, 22:00 is past them.
      ['OF-5', 'settlement', card, 'OF-WEEKLY', 2000, AT(9, '18:00')],
      ['OF-6', 'settlement', card, 'OF-WEEKLY', 2000, AT(9, '16:59')],
      ['OF-7', 'settlement', card, 'OF-WEEKLY', 2000, AT(9, '22:00')],
      // Thursday 16 May the one-day triple runs too: it wins over the double.
      ['OF-8', 'settlement', card, 'OF-WEEKLY', 2000, AT(16, '18:00')],
    ]);
    expect((await rowOf(browser, 'OF-5'))?.benefitAmount).toBe(120);
    expect((await rowOf(browser, 'OF-6'))?.benefitAmount).toBe(60);
    expect((await rowOf(browser, 'OF-7'))?.benefitAmount).toBe(60);
    expect(await rowOf(browser, 'OF-8')).toMatchObject({
      benefitAmount: 180,
      earnExplanation: ['3 miles per $1 as a Select member × 3 (Triple for a limited time) = 180 miles'],
    });
  });

  it("pays a Limited offer from its minimum bill, for the member's allowed uses only", async () => {
    await postFeed(ctx, [
      ['OF-9', 'settlement', card, 'OF-MIN', 2499, AT(5)],
      ['OF-10', 'settlement', card, 'OF-MIN', 2500, AT(6)],
      ['OF-11', 'settlement', card, 'OF-MIN', 2500, AT(7)],
    ]);
    expect((await rowOf(browser, 'OF-9'))?.benefitAmount).toBe(74);
    expect((await rowOf(browser, 'OF-10'))?.benefitAmount).toBe(225);
    // Its one use is spent: the next visit earns the tier's rate.
    expect((await rowOf(browser, 'OF-11'))?.benefitAmount).toBe(75);
  });
});

describe("a restaurant's own earning hours and blackout dates", () => {
  it('pays within the hours and says why a dinner after them or a blackout day earns nothing', async () => {
    // A Dollar program's Select member (6% back), who has not dined much this month.
    const { card, browser } = await member('kitefund');
    await postFeed(ctx, [
      ['OF-H1', 'settlement', card, 'OF-LUNCH', 2000, AT(14, '12:30')],
      ['OF-H2', 'settlement', card, 'OF-LUNCH', 2000, AT(14, '15:00')],
      ['OF-H3', 'settlement', card, 'OF-LUNCH', 2000, AT(15, '12:30')],
    ]);
    expect((await rowOf(browser, 'OF-H1'))?.benefitAmount).toBe(3.6);
    expect(await rowOf(browser, 'OF-H2')).toMatchObject({
      benefitAmount: 0,
      awardStatus: 'Forfeit',
      statusReason: 'This restaurant earns from 11 AM to 3 PM only',
    });
    expect(await rowOf(browser, 'OF-H3')).toMatchObject({
      benefitAmount: 0,
      awardStatus: 'Forfeit',
      statusReason: "Not earned on this restaurant's blackout dates",
    });
  });
});

describe('offers that pay, in cash and with flex offers', () => {
  it('pays a Dollar program its tripled cash back: $70 at 6% × 3 is $12.60', async () => {
    const { card, browser } = await member('kitefund');
    await postFeed(ctx, [['OF-K1', 'settlement', card, 'OF-TRIPLE', 7000, AT(11)]]);
    expect(await rowOf(browser, 'OF-K1')).toMatchObject({
      benefitAmount: 12.6,
      earnExplanation: ['6% cash back as a Select member × 3 (Triple for a limited time) = $12.60'],
    });
  });

  it('pays the flex offer it shows on the next visit, once, and shows none after', async () => {
    const { card, browser } = await member('brambleway');
    const { publicId } = (await browser.request('GET', '/api/Member')).json() as { publicId: string };
    const flexUrl = `/api/merchants/OF-FLEX/flex-offers/members/${publicId}`;
    const shown = (await browser.request('GET', flexUrl)).json() as FlexOffer;
    expect(shown).toMatchObject({ amount: 300, webMessageOfferAmount: '300 points' });

    await postFeed(ctx, [['OF-F1', 'settlement', card, 'OF-FLEX', 2000, AT(13)]]);
    // 3 points per $1 on $20, and the 300 points the call showed.
    expect(await rowOf(browser, 'OF-F1')).toMatchObject({
      benefitAmount: 60 + shown.amount,
      earnExplanation: ['3 points per $1 as a Select member = 60 points', '300 points bonus (Weeknight bonus)'],
    });
    expect((await browser.request('GET', flexUrl)).statusCode).toBe(404);

    await postFeed(ctx, [['OF-F2', 'settlement', card, 'OF-FLEX', 2000, AT(14)]]);
    expect((await rowOf(browser, 'OF-F2'))?.benefitAmount).toBe(60);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { ActivityTransaction, Member, PagedActivity } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { runRewardCycle } from '../src/modules/rewards/lifecycle';
import { FORFEIT_REASONS, DEFERRAL_REASONS } from '@forkpoint/shared/rules/earn-rules';
import { realPartners } from './helper';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, memberIdOf, postFeed, testCardNumber } from './rewards-helper';

/**
 * The rewards engine end to end (issue 13, items 3-7): signed feed files in, the member's rewards out
 * through the member calls. The clock starts on Saturday 1 June 2030 at noon UTC.
 */
let ctx: IdentityContext;
const LINKED = new Date('2030-05-01T00:00:00Z');
const ON = (day: number, hour = 19) => `2030-05-${String(day).padStart(2, '0')}T${hour}:00:00-07:00`;

const limited = testMerchant('RW-LIMITED', 'Spend Limited Grill', ELY, {
  partnerCodes: ['aerovia'],
  details: {
    ...testMerchant('x', 'x', ELY).details,
    visitLimits: { maxSpendPerMonth: 100, maxVisitsPerMonth: 'unlimited' },
  },
});

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, [
    testMerchant('RW-OPEN', 'Open Kitchen', ELY, { partnerCodes: ['aerovia', 'kitefund'] }),
    testMerchant('RW-SELECT', 'Select Bistro', ELY, { partnerCodes: ['aerovia'], accessTier: 'select' }),
    testMerchant('RW-VIP', 'VIP Steakhouse', ELY, { partnerCodes: ['aerovia'], accessTier: 'vip' }),
    limited,
  ]);
});
afterAll(async () => ctx?.close());

async function signedIn(kind: 'card' | 'noncard' | 'vip', partner = 'aerovia'): Promise<Browser> {
  const browser = await Browser.open(ctx.app, `${partner}.localhost`);
  expect((await browser.signIn(demo(kind, partner))).statusCode).toBe(200);
  return browser;
}
const activity = async (browser: Browser, query = '') =>
  (await browser.request('GET', `/api/Member/Transactions${query}`)).json() as PagedActivity;
const rowOf = async (browser: Browser, id: string) =>
  (await activity(browser, '?resultsPerPage=100')).data.find(
    (r): r is ActivityTransaction => r.recordType === 'transaction' && r.sourceTransactionId === id,
  );

describe('a Select member dining at AeroVia (3 miles per $1)', () => {
  let card: string;
  let browser: Browser;
  beforeAll(async () => {
    card = testCardNumber();
    await linkTestCard(ctx, 'demo-card-aerovia', card, LINKED);
    browser = await signedIn('card');
  });

  it('shows the purchase at authorization as Pending with the reward it will earn', async () => {
    await postFeed(ctx, [['RW-1', 'authorization', card, 'RW-OPEN', 4250, ON(10)]]);
    const merchant = await ctx.database.db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_id', '=', 'RW-OPEN')
      .executeTakeFirstOrThrow();
    expect(await rowOf(browser, 'RW-1')).toMatchObject({
      merchantId: 'RW-OPEN',
      // The number the restaurant's page address takes: the row links to /merchants/{number}.
      merchantNumber: merchant.id,
      merchantName: 'Open Kitchen',
      activeMerchant: true,
      ticketAmount: 42.5,
      benefitAmount: 127,
      cardLastFour: card.slice(-4),
      awardStatus: 'Pending',
      transactionType: 'settle',
      sourceCode: 'S',
    });
  });

  it('awards the settled amount once posted (development posts at once), and a refund takes back its share', async () => {
    await postFeed(ctx, [['RW-1', 'settlement', card, 'RW-OPEN', 5000, ON(10)]]);
    expect(await rowOf(browser, 'RW-1')).toMatchObject({
      ticketAmount: 50,
      benefitAmount: 150,
      awardStatus: 'Awarded',
    });

    await postFeed(ctx, [['RW-1-R', 'refund', card, 'RW-OPEN', 1000, ON(12), 'RW-1']]);
    expect(await rowOf(browser, 'RW-1')).toMatchObject({
      ticketAmount: 40,
      benefitAmount: 120,
      awardStatus: 'Awarded',
    });

    // The partner was sent 150, then -30: what it holds is what the member earned.
    const lines = await ctx.database.db
      .selectFrom('reward_posting_lines as l')
      .innerJoin('rewards as r', 'r.id', 'l.reward_id')
      .innerJoin('reward_postings as p', 'p.id', 'l.posting_id')
      .select(['l.amount', 'p.acknowledged_at', 'p.body'])
      .where('r.source_transaction_id', '=', 'RW-1')
      .orderBy('p.id')
      .execute();
    expect(lines.map((l) => l.amount)).toEqual([150, -30]);
    expect(lines.every((l) => l.acknowledged_at !== null)).toBe(true);
    expect(lines[0]!.body).toMatch(
      /^posting_line,partner_number,member_public_id,reward_id,source_code,transaction_date,amount\n1,/,
    );
  });

  it('removes a reversed authorization', async () => {
    await postFeed(ctx, [['RW-2', 'authorization', card, 'RW-OPEN', 3000, ON(14)]]);
    expect(await rowOf(browser, 'RW-2')).toBeDefined();
    await postFeed(ctx, [['RW-2-X', 'reversal', card, 'RW-OPEN', 3000, ON(14, 20), 'RW-2']]);
    expect(await rowOf(browser, 'RW-2')).toBeUndefined();
  });

  it('forfeits at a VIP restaurant and defers nothing for an opted-in member at a Select one', async () => {
    await postFeed(ctx, [
      ['RW-3', 'settlement', card, 'RW-VIP', 8000, ON(15)],
      ['RW-4', 'settlement', card, 'RW-SELECT', 2000, ON(15, 20)],
    ]);
    expect(await rowOf(browser, 'RW-3')).toMatchObject({
      awardStatus: 'Forfeit',
      statusReason: FORFEIT_REASONS.vipOnly,
      benefitAmount: 0,
    });
    expect(await rowOf(browser, 'RW-4')).toMatchObject({ awardStatus: 'Awarded', benefitAmount: 60 });
  });

  it('earns only up to the monthly spend limit ($100 here), then forfeits', async () => {
    await postFeed(ctx, [
      ['RW-5', 'settlement', card, 'RW-LIMITED', 6000, ON(16)],
      ['RW-6', 'settlement', card, 'RW-LIMITED', 6000, ON(17)],
      ['RW-7', 'settlement', card, 'RW-LIMITED', 6000, ON(18)],
    ]);
    expect((await rowOf(browser, 'RW-5'))?.benefitAmount).toBe(180);
    expect((await rowOf(browser, 'RW-6'))?.benefitAmount).toBe(120); // $40 of $60 left under the limit
    expect(await rowOf(browser, 'RW-7')).toMatchObject({
      awardStatus: 'Forfeit',
      statusReason: FORFEIT_REASONS.spendLimit,
    });
  });

  it('pages newest first with totals, and the dine summary counts this year', async () => {
    const first = await activity(browser, '?pageNo=1&resultsPerPage=2');
    expect(first.data.map((r) => (r as ActivityTransaction).sourceTransactionId)).toEqual(['RW-7', 'RW-6']);
    expect(first.totalPages).toBe(Math.ceil(first.totalResultSize / 2));
    const past = await activity(browser, '?pageNo=99&resultsPerPage=2');
    expect(past).toEqual({ data: [], totalResultSize: first.totalResultSize, totalPages: first.totalPages });
    // Non-positive paging means the defaults (page 1, 10 a page).
    expect((await activity(browser, '?pageNo=0&resultsPerPage=-3')).data).toHaveLength(
      Math.min(10, first.totalResultSize),
    );

    const summary = (await browser.request('GET', '/api/Member/DineSummary')).json();
    // RW-1 (120), RW-4 (60), RW-5 (180), RW-6 (120): four dines; forfeits do not count.
    expect(summary).toEqual({ currentYearBenefits: 480, currentYearDines: 4 });
  });

  it('shows nothing of it to another member, and nothing to a visitor', async () => {
    const other = await signedIn('vip');
    expect(
      (await activity(other)).data.some((r) => (r as ActivityTransaction).sourceTransactionId?.startsWith('RW-')),
    ).toBe(false);
    const visitor = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await visitor.request('GET', '/api/Member/Transactions')).statusCode).toBe(401);
    expect((await visitor.request('GET', '/api/Member/DineSummary')).statusCode).toBe(401);
    // Statement credits are a cash program's: a miles program has none.
    expect((await browser.request('GET', '/api/Member/StatementCreditBalance')).statusCode).toBe(404);
  });
});

describe('deferred rewards (a Basic member at a Select restaurant)', () => {
  let card: string;
  let browser: Browser;
  beforeAll(async () => {
    card = testCardNumber();
    await linkTestCard(ctx, 'demo-noncard-aerovia', card, LINKED);
    browser = await signedIn('noncard');
  });

  it('is "Not earned yet" until the member turns on e-mail offers, then earns at Select', async () => {
    await postFeed(ctx, [
      ['RD-1', 'settlement', card, 'RW-SELECT', 4000, ON(20)],
      ['RD-2', 'settlement', card, 'RW-OPEN', 4250, ON(20, 21)],
    ]);
    expect(await rowOf(browser, 'RD-1')).toMatchObject({
      awardStatus: 'Deferred',
      statusReason: DEFERRAL_REASONS.emailOptIn,
    });
    // A Basic member earns 1 mile per $2 at an open restaurant: $42.50 is 21 miles.
    expect((await rowOf(browser, 'RD-2'))?.benefitAmount).toBe(21);

    await ctx.database.db
      .updateTable('members')
      .set({ email_opt_in: true, tier_level: 'OptedIn' })
      .where('public_id', '=', 'demo-noncard-aerovia')
      .execute();
    await runRewardCycle(ctx.database.db, { partners: realPartners(), now: ctx.clock.now(), postingMode: 'immediate' });
    expect(await rowOf(browser, 'RD-1')).toMatchObject({
      awardStatus: 'Awarded',
      benefitAmount: 120,
      statusReason: null,
    });
  });

  it('is "Not earned" once its two weeks pass without qualifying', async () => {
    await ctx.database.db
      .updateTable('members')
      .set({ email_opt_in: false, tier_level: 'OptedOut' })
      .where('public_id', '=', 'demo-noncard-aerovia')
      .execute();
    await postFeed(ctx, [['RD-3', 'settlement', card, 'RW-SELECT', 4000, ON(21)]]);
    const now = ctx.clock.now();
    await runRewardCycle(ctx.database.db, {
      partners: realPartners(),
      now: new Date(now.getTime() + 13 * DAY_MS),
      postingMode: 'immediate',
    });
    expect((await rowOf(browser, 'RD-3'))?.awardStatus).toBe('Deferred');
    await runRewardCycle(ctx.database.db, {
      partners: realPartners(),
      now: new Date(now.getTime() + 14 * DAY_MS + 1000),
      postingMode: 'immediate',
    });
    expect(await rowOf(browser, 'RD-3')).toMatchObject({
      awardStatus: 'Forfeit',
      statusReason: FORFEIT_REASONS.deferralExpired,
      benefitAmount: 0,
    });
  });
});

describe('VIP through a qualifying year', () => {
  it('earns the VIP rate from the 12th dine of the year, becomes VIP through next year and shows it', async () => {
    const card = testCardNumber();
    // A fresh Select member: the demo card member of another airline program with VIP.
    const partner = realPartners().find(
      (p) => p.hasVIP && p.code !== 'aerovia' && p.currencyType === 'Mile' && p.enrollmentType === 'direct',
    )!;
    await insertMerchants(ctx.database.db, [
      testMerchant(`RV-${partner.code}`, 'Dine Twelve', ELY, { partnerCodes: [partner.code] }),
    ]);
    await linkTestCard(ctx, `demo-card-${partner.code}`, card, LINKED, partner.code);
    const browser = await signedIn('card', partner.code);
    const before = (await browser.request('GET', '/api/Member')).json() as Member;
    expect(before.tierLevel).toBe('OptedIn');
    expect(before.diningProgress).toMatchObject({ status: 'Building', dinesRequired: 11, remainingDines: 11 });

    const dines = Array.from(
      { length: 12 },
      (_, i) => [`RV-${i + 1}`, 'settlement', card, `RV-${partner.code}`, 1000, ON(i + 1)] as const,
    );
    await postFeed(
      ctx,
      dines.slice(0, 11).map((d) => [...d]),
    );
    const eleventh = (await browser.request('GET', '/api/Member')).json() as Member;
    expect(eleventh.tierLevel).toBe('VIP');
    expect(eleventh.diningProgress).toMatchObject({ status: 'Qualified', remainingDines: 0 });

    await postFeed(ctx, [[...dines[11]!]]);
    const select = partner.earnRates.select.amount * 10;
    const vip = partner.earnRates.vip!.amount * 10;
    expect((await rowOf(browser, 'RV-11'))?.benefitAmount).toBe(select);
    expect((await rowOf(browser, 'RV-12'))?.benefitAmount).toBe(vip);
    const row = await ctx.database.db
      .selectFrom('members')
      .select(['vip_through', 'tier_level'])
      .where('id', '=', await memberIdOf(ctx, `demo-card-${partner.code}`))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ vip_through: 2031, tier_level: 'VIP' });

    // Next year the member is renewing; the year after, without dines, back to Select.
    await runRewardCycle(ctx.database.db, {
      partners: realPartners(),
      now: new Date('2031-03-01T12:00:00Z'),
      postingMode: 'immediate',
    });
    ctx.clock.advance(Date.parse('2031-03-01T12:00:00Z') - ctx.clock.now().getTime());
    const renewing = (await (await signedIn('card', partner.code)).request('GET', '/api/Member')).json() as Member;
    expect(renewing.diningProgress).toMatchObject({ status: 'QualifiedAndBuilding', remainingDines: 11 });
    await runRewardCycle(ctx.database.db, {
      partners: realPartners(),
      now: new Date('2032-01-02T12:00:00Z'),
      postingMode: 'immediate',
    });
    const after = await ctx.database.db
      .selectFrom('members')
      .select('tier_level')
      .where('public_id', '=', `demo-card-${partner.code}`)
      .executeTakeFirstOrThrow();
    expect(after.tier_level).toBe('OptedIn');
    ctx.clock.advance(Date.parse('2030-06-01T12:00:00Z') - ctx.clock.now().getTime());
  });
});

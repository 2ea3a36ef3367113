import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import type { ActivityCredit, ActivityTransaction, Member, PagedActivity } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber } from './rewards-helper';

/**
 * Statement credits of cash programs and the bonus catalog (issue 13, items 5 and 6), through the feed and
 * the member calls. KiteFund is a Dollar program (3% Basic, 6% Select, a credit once $20 is earned); AeroVia
 * has the new-member bonus WELCOME (1,000 miles on the first dine within 90 days of joining) and the
 * app-only bonus AVAPP500.
 */
let ctx: IdentityContext;
const LINKED = new Date('2030-05-01T00:00:00Z');
const ON = (day: number) => `2030-05-${String(day).padStart(2, '0')}T19:00:00-07:00`;
const APP_USER_AGENT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 canvas/3.2.0';

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, [
    testMerchant('CB-OPEN', 'Cash Back Cafe', ELY, { partnerCodes: ['kitefund', 'aerovia'] }),
  ]);
});
afterAll(async () => ctx?.close());

async function signedIn(kind: 'card' | 'noncard', partner: string): Promise<Browser> {
  const browser = await Browser.open(ctx.app, `${partner}.localhost`);
  expect((await browser.signIn(demo(kind, partner))).statusCode).toBe(200);
  return browser;
}

describe('statement credits (KiteFund, a Dollar program)', () => {
  let card: string;
  let browser: Browser;
  beforeAll(async () => {
    card = testCardNumber();
    await linkTestCard(ctx, 'demo-card-kitefund', card, LINKED);
    browser = await signedIn('card', 'kitefund');
  });
  const balance = async () => (await browser.request('GET', '/api/Member/StatementCreditBalance')).json();
  const activity = async () =>
    (
      await browser.request('GET', '/api/Member/TransactionsStatementCredits?resultsPerPage=50')
    ).json() as PagedActivity;

  it('holds settled cash back as the balance until it reaches $20', async () => {
    // 6% (Select) of $150.00 is $9.00; an authorization is not earned yet.
    await postFeed(ctx, [
      ['CB-1', 'settlement', card, 'CB-OPEN', 15_000, ON(2)],
      ['CB-2', 'authorization', card, 'CB-OPEN', 20_000, ON(3)],
    ]);
    expect(await balance()).toEqual({ memberBalance: 9 });
    const rows = (await activity()).data as ActivityTransaction[];
    expect(rows.map((r) => [r.sourceTransactionId, r.awardStatus, r.benefitAmount])).toEqual([
      ['CB-2', 'Pending', 12],
      ['CB-1', 'Awarded', 9],
    ]);
  });

  it('pays the whole balance as one credit to the newest linked card once it reaches $20, and the rewards are Paid', async () => {
    await postFeed(ctx, [['CB-2', 'settlement', card, 'CB-OPEN', 20_000, ON(3)]]);
    expect(await balance()).toEqual({ memberBalance: 0 });
    const page = await activity();
    const credit = page.data.find((r): r is ActivityCredit => r.recordType === 'credit');
    expect(credit).toMatchObject({
      creditAmountCents: 2100,
      targetType: 'card',
      targetLabel: `Visa ending in ${card.slice(-4)}`,
      benefitProcessor: 'Forkpoint Rewards',
      payoutBrand: 'Visa',
      payoutMethod: 'Card',
      status: 'Paid',
    });
    const paid = page.data.filter((r): r is ActivityTransaction => r.recordType === 'transaction');
    expect(paid.every((r) => r.awardStatus === 'Paid' && r.paidAt !== null)).toBe(true);
    // The plain transaction list has no credit records.
    const plain = (await browser.request('GET', '/api/Member/Transactions')).json() as PagedActivity;
    expect(plain.data.every((r) => r.recordType === 'transaction')).toBe(true);
  });

  it('takes a refund after payout back from the next credit (the balance goes below zero)', async () => {
    await postFeed(ctx, [['CB-1-R', 'refund', card, 'CB-OPEN', 5_000, ON(5), 'CB-1']]);
    // $150 → $100 spent: 6% is $6.00, $3.00 less than was paid.
    expect(await balance()).toEqual({ memberBalance: -3 });
  });
});

describe('the balance and the statement credits of every cash program (decision 0030)', () => {
  beforeAll(async () => {
    await insertMerchants(ctx.database.db, [
      testMerchant('CB-CASH', 'Cash Program Grill', ELY, {
        partnerCodes: ['pennyorchard', 'rebatelle', 'greyfen', 'brambleway'],
      }),
    ]);
  });

  // The Select card member of each program: 5% at Penny Orchard, 3% at Rebatelle and Greyfen.
  it.each([
    { partner: 'pennyorchard', kind: 'Dollar', spent: [30_000, 20_000, 4_000], credit: 2500, balance: 2 },
    { partner: 'rebatelle', kind: 'Dollar', spent: [50_000, 30_000, 10_000], credit: 2400, balance: 3 },
    { partner: 'greyfen', kind: 'Credit', spent: [50_000, 30_000, 10_000], credit: 2400, balance: 3 },
  ])(
    'answers a $kind program ($partner) its balance and the credit paid at $20',
    async ({ partner, spent, credit, balance }) => {
      const card = testCardNumber();
      await linkTestCard(ctx, `demo-card-${partner}`, card, LINKED);
      const browser = await signedIn('card', partner);
      const balanceCall = await browser.request('GET', '/api/Member/StatementCreditBalance');
      expect(balanceCall.statusCode).toBe(200);
      expect(balanceCall.json()).toEqual({ memberBalance: 0 });
      const none = await browser.request('GET', '/api/Member/TransactionsStatementCredits');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ data: [], totalResultSize: 0, totalPages: 0 });

      const id = (n: number) => `CP-${partner}-${n}`;
      await postFeed(
        ctx,
        spent.slice(0, 2).map((cents, i) => [id(i), 'settlement', card, 'CB-CASH', cents, ON(10 + i)] as const),
      );
      await postFeed(ctx, [[id(2), 'settlement', card, 'CB-CASH', spent[2]!, ON(12)]]);

      expect((await browser.request('GET', '/api/Member/StatementCreditBalance')).json()).toEqual({
        memberBalance: balance,
      });
      const page = (
        await browser.request('GET', '/api/Member/TransactionsStatementCredits?pageNo=1&resultsPerPage=10')
      ).json() as PagedActivity;
      expect(page.totalResultSize).toBe(4);
      expect(page.data.filter((r) => r.recordType === 'credit')).toEqual([
        expect.objectContaining({
          creditAmountCents: credit,
          targetType: 'card',
          targetLabel: `Visa ending in ${card.slice(-4)}`,
          status: 'Paid',
        }),
      ]);
      const rows = page.data.filter((r): r is ActivityTransaction => r.recordType === 'transaction');
      expect(rows.map((r) => [r.sourceTransactionId, r.awardStatus])).toEqual([
        [id(2), 'Awarded'],
        [id(1), 'Paid'],
        [id(0), 'Paid'],
      ]);
    },
  );

  it('answers no balance and no credits to a Point program, whose rewards are not dollars', async () => {
    const browser = await signedIn('card', 'brambleway');
    expect((await browser.request('GET', '/api/Member/StatementCreditBalance')).statusCode).toBe(404);
    expect((await browser.request('GET', '/api/Member/TransactionsStatementCredits')).statusCode).toBe(404);
    expect((await browser.request('GET', '/api/Member/Transactions')).statusCode).toBe(200);
  });
});

describe('bonuses', () => {
  const member = async (browser: Browser) => (await browser.request('GET', '/api/Member')).json() as Member;

  it('offers the new-member bonus within 90 days of joining and awards it on the first dine', async () => {
    const card = testCardNumber();
    await ctx.database.db
      .updateTable('members')
      .set({ join_date: new Date('2030-04-20T00:00:00Z') })
      .where('public_id', '=', 'demo-card-aerovia')
      .execute();
    await linkTestCard(ctx, 'demo-card-aerovia', card, LINKED);
    const browser = await signedIn('card', 'aerovia');
    expect((await member(browser)).activeBonuses).toContainEqual(
      expect.objectContaining({
        code: 'WELCOME',
        bonusStatus: 'enrolled',
        isNewMemberBonus: true,
        memberIsEligibleForNMB: true,
      }),
    );

    await postFeed(ctx, [['NB-1', 'settlement', card, 'CB-OPEN', 3000, ON(8)]]);
    expect((await member(browser)).activeBonuses).toContainEqual(
      expect.objectContaining({ code: 'WELCOME', bonusStatus: 'qualified', memberIsEligibleForNMB: false }),
    );
    const rows = ((await browser.request('GET', '/api/Member/Transactions')).json() as PagedActivity)
      .data as ActivityTransaction[];
    expect(rows.find((r) => r.sourceCode === 'B')).toMatchObject({
      benefitAmount: 1000,
      transactionType: 'manual',
      merchantId: null,
      awardStatus: 'Awarded',
    });
    // A second dine earns no second bonus.
    await postFeed(ctx, [['NB-2', 'settlement', card, 'CB-OPEN', 3000, ON(9)]]);
    const again = ((await browser.request('GET', '/api/Member/Transactions')).json() as PagedActivity).data;
    expect(again.filter((r) => r.recordType === 'transaction' && r.sourceCode === 'B')).toHaveLength(1);
  });

  it('does not offer the new-member bonus once 2160 hours have passed since joining', async () => {
    await ctx.database.db
      .updateTable('members')
      .set({ join_date: new Date(ctx.clock.now().getTime() - 2161 * HOUR_MS) })
      .where('public_id', '=', 'demo-noncard-aerovia')
      .execute();
    const browser = await signedIn('noncard', 'aerovia');
    expect((await member(browser)).activeBonuses.map((b) => b.code)).not.toContain('WELCOME');
  });

  it('activates the app-only bonus in the native app only, once, and refuses codes it does not offer', async () => {
    const browser = await signedIn('noncard', 'aerovia');
    expect((await browser.request('POST', '/api/Member/Bonus/AVAPP500')).statusCode).toBe(403);
    const inApp = await browser.request('POST', '/api/Member/Bonus/AVAPP500', undefined, {
      'user-agent': APP_USER_AGENT,
    });
    expect(inApp.statusCode).toBe(200);
    expect(inApp.json()).toMatchObject({
      bonus: { code: 'AVAPP500', bonusStatus: 'enrolled', isNewMemberBonus: false },
    });
    const twice = await browser.request('POST', '/api/Member/Bonus/AVAPP500', undefined, {
      'user-agent': APP_USER_AGENT,
    });
    expect(twice.json()).toMatchObject({ bonus: { bonusStatus: 'enrolled' } });
    expect((await member(browser)).activeBonuses).toContainEqual(
      expect.objectContaining({ code: 'AVAPP500', bonusStatus: 'enrolled' }),
    );
    expect((await browser.request('POST', '/api/Member/Bonus/NOSUCHBONUS')).statusCode).toBe(404);
    // Another program's bonus is not offered here.
    expect((await browser.request('POST', '/api/Member/Bonus/VOYAGERNMB')).statusCode).toBe(404);
    // Without the CSRF token: refused.
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/Member/Bonus/AVAPP500',
      headers: { host: 'aerovia.localhost', cookie: browser.cookieHeader(), 'user-agent': APP_USER_AGENT },
    });
    expect(noToken.statusCode).toBe(403);
  });
});

import type { KyselyPlugin, QueryResult, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwardStatus, ReviewResponse } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { demoPublicId } from '../src/stand-ins/seed/demo-accounts';
import { MODERATION_REASONS } from '../src/modules/reviews/moderation';
import { NOT_YOUR_TRANSACTION, submitReview } from '../src/modules/reviews/reviews';
import { AppError } from '../src/lib/app-error';
import { Browser, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';
import { testMerchant } from './merchant-fixtures';

/**
 * Reviews of a dine (issue 13, item 8): a member reviews their own settled or manual dines of the last
 * 35 days, once each; published reviews move the merchant's rating, rejected ones do not.
 * The identity app's clock stands at 2030-06-01T12:00Z.
 */
const TODAY = '2030-06-01';
const at = { latitude: 39.25, longitude: -114.89 };
let ctx: IdentityContext;
let member: Browser;
let other: Browser;
const merchantIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await buildIdentityApp();
  const db = ctx.database.db;
  const codes = ['RV-HAPPY', 'RV-RACE', 'RV-MODERATED', 'RV-REFUSED'];
  await insertMerchants(
    db,
    codes.map((code) => testMerchant(code, code, at, { partnerCodes: ['aerovia'] })),
  );
  for (const row of await db.selectFrom('merchants').select(['id', 'merchant_id']).execute()) {
    merchantIds[row.merchant_id] = row.id;
  }
  member = await signIn('card');
  other = await signIn('vip');
});
afterAll(async () => ctx?.close());

async function signIn(kind: 'card' | 'vip'): Promise<Browser> {
  const browser = await Browser.open(ctx.app, 'aerovia.localhost');
  expect((await browser.signIn(demo(kind))).statusCode).toBe(200);
  return browser;
}

interface RewardRow {
  txnId: string;
  owner?: 'card' | 'vip';
  merchant?: string | null;
  localDate?: string;
  awardStatus?: AwardStatus;
  transactionType?: 'settle' | 'manual';
  /** S for a purchase with a restaurant, B (a bonus) without, unless given. */
  sourceCode?: 'S' | 'B' | 'M';
}

/** A reward row as the rewards engine leaves it for a matched purchase (or a bonus, without merchant). */
async function reward(row: RewardRow): Promise<void> {
  const db = ctx.database.db;
  const owner = await db
    .selectFrom('members')
    .select(['id', 'partner_code'])
    .where('public_id', '=', demoPublicId(row.owner ?? 'card', 'aerovia'))
    .executeTakeFirstOrThrow();
  const status = row.awardStatus ?? 'Awarded';
  const merchant = row.merchant === undefined ? 'RV-HAPPY' : row.merchant;
  const occurredAt = new Date(`${row.localDate ?? TODAY}T19:00:00Z`);
  await db
    .insertInto('rewards')
    .values({
      member_id: owner.id,
      partner_code: owner.partner_code,
      source_code: row.sourceCode ?? (merchant ? 'S' : 'B'),
      source_transaction_id: row.txnId,
      transaction_type: row.transactionType ?? 'settle',
      merchant_id: merchant ? merchantIds[merchant]! : null,
      member_card_id: null,
      occurred_at: occurredAt,
      local_date: row.localDate ?? TODAY,
      ticket_cents: 4800,
      eligible_cents: 4800,
      earn_tier: 'basic',
      benefit_amount: 24,
      award_status: status,
      status_reason: status === 'Deferred' || status === 'Forfeit' ? 'Card not linked long enough' : null,
      settled: true,
      deferred_until: status === 'Deferred' ? new Date('2030-06-10T00:00:00Z') : null,
      paid_at: status === 'Paid' ? occurredAt : null,
      created_at: occurredAt,
      updated_at: occurredAt,
    })
    .execute();
}

const scores = { food: 5, service: 5, cleanliness: 4, value: 4 };
const post = (browser: Browser, body: Record<string, unknown>) => browser.request('POST', '/api/reviews', body);
const status = (browser: Browser, ...txnIds: string[]) =>
  browser.request('GET', `/api/reviews/status?${txnIds.map((id) => `txnId=${encodeURIComponent(id)}`).join('&')}`);
const ratingOf = (code: string) =>
  ctx.database.db
    .selectFrom('merchants')
    .select(['rating', 'rating_count'])
    .where('merchant_id', '=', code)
    .executeTakeFirstOrThrow();

describe('reviews of a dine', () => {
  it('answers 401 to a visitor who is not signed in, on both calls', async () => {
    const visitor = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await status(visitor, 'RV-ANY')).statusCode).toBe(401);
    const response = await post(visitor, { txnId: 'RV-ANY', ...scores });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('reviews a dine: the status turns completed and the merchant’s rating and count move by its mean', async () => {
    await reward({ txnId: 'RV-1' });
    await reward({ txnId: 'RV-2' });
    expect((await status(member, 'RV-1')).json()).toEqual([{ id: 'RV-1', completed: false }]);

    const response = await post(member, { txnId: 'RV-1', ...scores, text: '  Lovely ribs, friendly staff.  ' });
    expect(response.statusCode).toBe(200);
    // testMerchant starts at 4 from 10 ratings: (4 × 10 + 4.5) ÷ 11.
    const body = response.json() as ReviewResponse;
    expect(body).toMatchObject({ id: 'RV-1', completed: true, status: 'published', reason: null });
    expect(body.merchantRating).toBeCloseTo(44.5 / 11, 5);
    expect(body.merchantRatingCount).toBe(11);
    const merchant = await ratingOf('RV-HAPPY');
    expect(merchant.rating).toBeCloseTo(44.5 / 11, 5);
    expect(merchant.rating_count).toBe(11);
    const stored = await ctx.database.db
      .selectFrom('reviews')
      .select(['text', 'food', 'value', 'moderation_status'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ text: 'Lovely ribs, friendly staff.', food: 5, value: 4, moderation_status: 'published' });

    // Many at once, in the order asked, a repeated id answered once.
    expect((await status(member, 'RV-2', 'RV-1', 'RV-2')).json()).toEqual([
      { id: 'RV-2', completed: false },
      { id: 'RV-1', completed: true },
    ]);
  });

  it('answers 409 to a second review of the same dine and leaves the rating alone', async () => {
    await reward({ txnId: 'RV-TWICE' });
    expect((await post(member, { txnId: 'RV-TWICE', ...scores })).statusCode).toBe(200);
    const before = await ratingOf('RV-HAPPY');
    const again = await post(member, { txnId: 'RV-TWICE', food: 1, service: 1, cleanliness: 1, value: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'You have already reviewed this visit.' });
    expect(await ratingOf('RV-HAPPY')).toEqual(before);
  });

  it('of two reviews of one dine posted at once, takes exactly one and answers the other 409, never 500', async () => {
    await reward({ txnId: 'RV-RACE-1', merchant: 'RV-RACE' });
    // The same member signed in on a second device too, so the posts share no session.
    const phone = await signIn('card');
    const answers = await Promise.all([
      post(member, { txnId: 'RV-RACE-1', ...scores }),
      post(phone, { txnId: 'RV-RACE-1', food: 1, service: 2, cleanliness: 3, value: 4 }),
      post(phone, { txnId: 'RV-RACE-1', food: 3, service: 3, cleanliness: 3, value: 3 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await ratingOf('RV-RACE')).rating_count).toBe(11);
    const count = await ctx.database.db
      .selectFrom('reviews')
      .innerJoin('rewards', 'rewards.id', 'reviews.reward_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('rewards.source_transaction_id', '=', 'RV-RACE-1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers a post that raced past the check 409 from the unique reward_id, never a 500', async () => {
    await reward({ txnId: 'RV-STALE', merchant: 'RV-RACE' });
    expect((await post(member, { txnId: 'RV-STALE', ...scores })).statusCode).toBe(200);
    // What the loser of a race read: the dine not reviewed yet (every row's reviewed flag forced false).
    const staleReads: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async ({ result }) =>
        ({
          ...result,
          rows: result.rows.map((row) => ('reviewed' in row ? { ...row, reviewed: false } : row)),
        }) as QueryResult<UnknownRow>,
    };
    const owner = await ctx.database.db
      .selectFrom('members')
      .select(['id', 'partner_code'])
      .where('public_id', '=', demoPublicId('card', 'aerovia'))
      .executeTakeFirstOrThrow();
    const before = await ratingOf('RV-RACE');
    const racing = submitReview(
      ctx.database.db.withPlugin(staleReads),
      { id: owner.id, partnerCode: owner.partner_code },
      { txnId: 'RV-STALE', ...scores },
      ctx.clock.now(),
    );
    await expect(racing).rejects.toBeInstanceOf(AppError);
    await expect(racing).rejects.toMatchObject({ statusCode: 409, message: 'You have already reviewed this visit.' });
    // The failed insert rolled back with its transaction: the rating did not move.
    expect(await ratingOf('RV-RACE')).toEqual(before);
  });

  it("answers 404 for another member's transaction or an unknown one, alike, on both calls", async () => {
    await reward({ txnId: 'RV-THEIRS', owner: 'vip' });
    for (const txnId of ['RV-THEIRS', 'RV-NOBODY']) {
      const asked = await status(member, txnId);
      expect(asked.statusCode, txnId).toBe(404);
      expect(asked.json()).toMatchObject({ code: 'NOT_FOUND', message: NOT_YOUR_TRANSACTION });
      const posted = await post(member, { txnId, ...scores });
      expect(posted.statusCode, txnId).toBe(404);
      expect(posted.json()).toMatchObject({ code: 'NOT_FOUND', message: NOT_YOUR_TRANSACTION });
    }
    // One foreign id among the member's own spoils the whole answer: nothing about it leaks.
    expect((await status(member, 'RV-1', 'RV-THEIRS')).statusCode).toBe(404);
    // Its owner still sees it, unreviewed.
    expect((await status(other, 'RV-THEIRS')).json()).toEqual([{ id: 'RV-THEIRS', completed: false }]);
  });

  it('answers 400 naming each bad score, an over-long text and a missing transaction', async () => {
    await reward({ txnId: 'RV-BAD' });
    const response = await post(member, {
      txnId: 'RV-BAD',
      food: 0,
      service: 6,
      cleanliness: 2.5,
      value: '5',
      text: 'a'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(fieldMessages(response)).sort()).toEqual(['cleanliness', 'food', 'service', 'text', 'value']);
    expect(fieldMessages(response).food).toBe('must be a whole number from 1 to 5');
    expect(fieldMessages(await post(member, scores))).toHaveProperty('txnId');
    // 1,000 characters, emoji counting as one, is allowed.
    expect((await post(member, { txnId: 'RV-BAD', ...scores, text: '😀🍕'.repeat(500) })).statusCode).toBe(200);
    // The status call needs at least one id and at most 100.
    expect((await member.request('GET', '/api/reviews/status')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `RV-${i}`);
    expect(fieldMessages(await status(member, ...tooMany))).toHaveProperty('txnId');
  });

  it('refuses with 409 a dine past 35 days, a Deferred or Forfeit reward and a bonus without restaurant', async () => {
    await reward({ txnId: 'RV-35-DAYS', merchant: 'RV-REFUSED', localDate: '2030-04-27' });
    await reward({ txnId: 'RV-36-DAYS', merchant: 'RV-REFUSED', localDate: '2030-04-26' });
    await reward({ txnId: 'RV-DEFERRED', merchant: 'RV-REFUSED', awardStatus: 'Deferred' });
    await reward({ txnId: 'RV-FORFEIT', merchant: 'RV-REFUSED', awardStatus: 'Forfeit' });
    await reward({ txnId: 'RV-BONUS', merchant: null, transactionType: 'manual' });
    await reward({ txnId: 'RV-RESERVATION-BONUS', merchant: 'RV-REFUSED', transactionType: 'manual', sourceCode: 'B' });
    const refused = {
      'RV-36-DAYS': 'Visits can be reviewed for 35 days; this one is too old to review.',
      'RV-DEFERRED': 'This visit has not earned its reward yet; you can review it once it has.',
      'RV-FORFEIT': 'This visit did not earn a reward, so it cannot be reviewed.',
      'RV-BONUS': 'A bonus is not a visit to review.',
      // A reservation bonus names its restaurant, but it pays for the booking, not for a meal to rate.
      'RV-RESERVATION-BONUS': 'A bonus is not a visit to review.',
    };
    for (const [txnId, message] of Object.entries(refused)) {
      const response = await post(member, { txnId, ...scores });
      expect(response.statusCode, txnId).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message });
    }
    expect(await ratingOf('RV-REFUSED')).toEqual({ rating: 4, rating_count: 10 });
    // Exactly 35 days back is still in the window.
    expect((await post(member, { txnId: 'RV-35-DAYS', ...scores })).statusCode).toBe(200);
    expect((await ratingOf('RV-REFUSED')).rating_count).toBe(11);
  });

  it('keeps a review moderation rejects, counts the dine as reviewed, and leaves the rating alone', async () => {
    await reward({ txnId: 'RV-LINK', merchant: 'RV-MODERATED' });
    await reward({ txnId: 'RV-SHOUT', merchant: 'RV-MODERATED', transactionType: 'manual' });
    const link = await post(member, { txnId: 'RV-LINK', ...scores, text: 'Menu at www.example.test' });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({
      id: 'RV-LINK',
      completed: true,
      status: 'rejected',
      reason: MODERATION_REASONS.link,
      merchantRating: 4,
      merchantRatingCount: 10,
    });
    const shout = await post(member, { txnId: 'RV-SHOUT', ...scores, text: 'Great!!!!!!!' });
    expect(shout.json()).toMatchObject({ status: 'rejected', reason: MODERATION_REASONS.repeated });
    expect(await ratingOf('RV-MODERATED')).toEqual({ rating: 4, rating_count: 10 });
    expect((await status(member, 'RV-LINK', 'RV-SHOUT')).json()).toEqual([
      { id: 'RV-LINK', completed: true },
      { id: 'RV-SHOUT', completed: true },
    ]);
    const stored = await ctx.database.db
      .selectFrom('reviews')
      .select(['moderation_status', 'moderation_reason'])
      .where('merchant_id', '=', merchantIds['RV-MODERATED']!)
      .execute();
    expect(stored.map((row) => row.moderation_status)).toEqual(['rejected', 'rejected']);
    expect((await post(member, { txnId: 'RV-LINK', ...scores })).statusCode).toBe(409);
  });

  it('refuses a review posted without the CSRF token', async () => {
    await reward({ txnId: 'RV-CSRF' });
    const response = await member.request(
      'POST',
      '/api/reviews',
      { txnId: 'RV-CSRF', ...scores },
      { 'x-xsrf-token': '' },
    );
    expect(response.statusCode).toBe(403);
    expect((await status(member, 'RV-CSRF')).json()).toEqual([{ id: 'RV-CSRF', completed: false }]);
  });
});

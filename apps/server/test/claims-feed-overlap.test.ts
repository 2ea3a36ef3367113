import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_CLAIMS_PATH, type RewardClaim } from '@forkpoint/shared/contracts/claims';
import { ADJUSTMENT_MESSAGES } from '@forkpoint/shared/contracts/support-adjustments';
import { CLAIM_FINDINGS } from '../src/modules/claims/claim-finding';
import { claimRewardedReason } from '../src/modules/rewards/claim-overlap';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, memberIdOf, postFeed, testCardNumber, type FeedRow } from './rewards-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

/**
 * An approved claim and its purchase arriving later in the feed (decision 0027): the meal is rewarded once,
 * by the claim's manual reward, however the purchase's events arrive and however often a file is sent; a
 * purchase that is not the claimed one earns as always; and a claim whose purchase already earns cannot be
 * approved. The clock is 1 June 2030, noon UTC; aerovia earns miles, the member has two linked cards.
 */
let ctx: IdentityContext;
let member: Browser;
let agent: StaffBrowser;
let card: string;
let otherCard: string;

const MERCHANT = 'OV-KITCHEN';

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, [
    testMerchant(MERCHANT, 'Overlap Kitchen', ELY, { partnerCodes: ['aerovia'] }),
  ]);
  card = testCardNumber();
  otherCard = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-04-01T00:00:00Z'));
  await linkTestCard(ctx, 'demo-card-aerovia', otherCard, new Date('2030-04-01T00:00:00Z'));
  member = await Browser.open(ctx.app, 'aerovia.localhost');
  expect((await member.signIn(demo('card'))).statusCode).toBe(200);
  agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
});
afterAll(async () => ctx?.close());

const cardIdOf = (number: string) => `t${number.slice(-12)}`;
/** Seven in the evening at the restaurant (Ely, Nevada: Pacific time) on `day`. */
const evening = (day: string) => `${day}T19:00:00-07:00`;

async function fileClaim(purchaseDate: string, amount: string, number = card): Promise<RewardClaim> {
  const response = await member.request('POST', REWARD_CLAIMS_PATH, {
    purchaseDate,
    amount,
    merchantId: MERCHANT,
    cardId: cardIdOf(number),
  });
  expect(response.statusCode).toBe(201);
  ctx.clock.advance(60_000);
  return response.json();
}

const approve = (claimId: number, amount = 150) =>
  agent.request('POST', `/api/Support/Claims/${claimId}/Approve`, { amount });

/** The member's reward rows of one day at the restaurant, as stored. */
async function rewardsOn(day: string) {
  const memberId = await memberIdOf(ctx, 'demo-card-aerovia');
  return ctx.database.db
    .selectFrom('rewards')
    .select(['source_code', 'source_transaction_id', 'benefit_amount', 'award_status', 'status_reason', 'claim_id'])
    .where('member_id', '=', memberId)
    .where('local_date', '=', day)
    .orderBy('id')
    .execute();
}

/** What the member's Reviews & History shows for a day: the rows and their rewards. */
async function historyOn(day: string) {
  const activity = (await member.request('GET', '/api/Member/Transactions?resultsPerPage=100')).json() as {
    data: Array<{ date: string; sourceCode: string; benefitAmount: number; merchantName: string | null }>;
  };
  return activity.data
    .filter((row) => row.merchantName === 'Overlap Kitchen' && row.date.startsWith(day))
    .map((row) => ({ sourceCode: row.sourceCode, benefitAmount: row.benefitAmount }));
}

describe('a claim approved before its purchase arrives', () => {
  it('rewards the meal once: the purchase is linked to the claim and earns nothing more', async () => {
    const claim = await fileClaim('2030-05-14', '42.50');
    expect(claim.status).toBe('pending');
    expect((await approve(claim.id)).statusCode).toBe(200);

    // The authorization first, within the dollar the member may be off by (42.50 reported, 43.10 charged).
    await postFeed(ctx, [['OV-1', 'authorization', card, MERCHANT, 4310, evening('2030-05-14')]]);
    const rows = await rewardsOn('2030-05-14');
    expect(rows).toEqual([
      expect.objectContaining({ source_code: 'M', benefit_amount: 150, claim_id: null }),
      expect.objectContaining({
        source_code: 'S',
        source_transaction_id: 'OV-1',
        benefit_amount: 0,
        claim_id: claim.id,
        status_reason: claimRewardedReason(claim.id),
      }),
    ]);
    expect(await historyOn('2030-05-14')).toEqual([{ sourceCode: 'M', benefitAmount: 150 }]);
  });

  it('stays at one reward when the settlement follows and when a file is sent twice', async () => {
    const settlement: FeedRow[] = [
      ['OV-1', 'authorization', card, MERCHANT, 4310, evening('2030-05-14')],
      ['OV-1', 'settlement', card, MERCHANT, 4310, evening('2030-05-14')],
    ];
    await postFeed(ctx, settlement);
    const again = await postFeed(ctx, settlement);
    expect(again.json()).toMatchObject({ applied: 0, duplicates: 2 });
    const purchase = (await rewardsOn('2030-05-14')).filter((row) => row.source_code === 'S');
    // Settled and nothing to post: Awarded at nothing, still the claim's.
    expect(purchase).toEqual([
      expect.objectContaining({ benefit_amount: 0, award_status: 'Awarded', claim_id: expect.any(Number) }),
    ]);
    expect(await historyOn('2030-05-14')).toEqual([{ sourceCode: 'M', benefitAmount: 150 }]);
  });

  it('counts the meal as a dine of the year once', async () => {
    const summary = (await member.request('GET', '/api/Member/DineSummary')).json() as { currentYearDines: number };
    const dines = await ctx.database.db
      .selectFrom('rewards')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', await memberIdOf(ctx, 'demo-card-aerovia'))
      .where('source_code', '=', 'S')
      .where('award_status', 'in', ['Pending', 'Awarded', 'Paid'])
      .where('ticket_cents', '>', 0)
      .where('local_date', '>=', '2030-01-01')
      .executeTakeFirstOrThrow();
    expect(summary.currentYearDines).toBe(Number(dines.n));
    expect(Number(dines.n)).toBeGreaterThanOrEqual(1);
  });

  it('lets a purchase on another card, on another day or of another amount earn normally', async () => {
    const claim = await fileClaim('2030-05-15', '60.00');
    expect((await approve(claim.id)).statusCode).toBe(200);
    await postFeed(ctx, [
      ['OV-2', 'settlement', otherCard, MERCHANT, 6000, evening('2030-05-15')],
      ['OV-3', 'settlement', card, MERCHANT, 6000, evening('2030-05-16')],
      ['OV-4', 'settlement', card, MERCHANT, 7500, evening('2030-05-15')],
    ]);
    const earned = (await ctx.database.db
      .selectFrom('rewards')
      .select(['source_transaction_id', 'benefit_amount', 'claim_id'])
      .where('source_transaction_id', 'in', ['OV-2', 'OV-3', 'OV-4'])
      .orderBy('source_transaction_id')
      .execute()) as Array<{ source_transaction_id: string; benefit_amount: number; claim_id: number | null }>;
    expect(earned.map((r) => r.source_transaction_id)).toEqual(['OV-2', 'OV-3', 'OV-4']);
    for (const row of earned) {
      expect(row.claim_id).toBeNull();
      expect(row.benefit_amount).toBeGreaterThan(0);
    }
    // The claimed purchase itself, arriving last, is still the claim's.
    await postFeed(ctx, [['OV-5', 'settlement', card, MERCHANT, 6000, evening('2030-05-15')]]);
    expect((await rewardsOn('2030-05-15')).find((r) => r.source_transaction_id === 'OV-5')).toMatchObject({
      benefit_amount: 0,
      claim_id: claim.id,
    });
  });

  it('links one purchase to a claim: a second meal like it that day earns', async () => {
    const claim = await fileClaim('2030-05-17', '20.00');
    expect((await approve(claim.id)).statusCode).toBe(200);
    await postFeed(ctx, [
      ['OV-6', 'settlement', card, MERCHANT, 2000, '2030-05-17T12:30:00-07:00'],
      ['OV-7', 'settlement', card, MERCHANT, 2000, evening('2030-05-17')],
    ]);
    const purchases = (await rewardsOn('2030-05-17')).filter((r) => r.source_code === 'S');
    expect(purchases).toEqual([
      expect.objectContaining({ source_transaction_id: 'OV-6', benefit_amount: 0, claim_id: claim.id }),
      expect.objectContaining({ source_transaction_id: 'OV-7', claim_id: null }),
    ]);
    expect(purchases[1]!.benefit_amount).toBeGreaterThan(0);
  });

  it('lets the purchase earn when the claim’s reward was reversed before it arrived', async () => {
    const claim = await fileClaim('2030-05-18', '35.00');
    const approved = (await approve(claim.id)).json() as { claim: { adjustmentId: number } };
    const reversal = await agent.request('POST', '/api/Support/Members/demo-card-aerovia/Adjustments', {
      kind: 'M',
      amount: -150,
      reason: 'The purchase will arrive in the feed',
      reverses: approved.claim.adjustmentId,
    });
    expect(reversal.statusCode).toBe(201);
    await postFeed(ctx, [['OV-8', 'settlement', card, MERCHANT, 3500, evening('2030-05-18')]]);
    const purchase = (await rewardsOn('2030-05-18')).find((r) => r.source_code === 'S');
    expect(purchase).toMatchObject({ claim_id: null });
    expect(purchase!.benefit_amount).toBeGreaterThan(0);
  });

  it('rewards the meal once when the approval and the import run at the same time', async () => {
    const claim = await fileClaim('2030-05-19', '48.00');
    const [decision] = await Promise.all([
      approve(claim.id),
      postFeed(ctx, [['OV-9', 'settlement', card, MERCHANT, 4800, evening('2030-05-19')]]),
    ]);
    const rows = await rewardsOn('2030-05-19');
    const rewarded = rows.filter((r) => r.benefit_amount > 0);
    expect(rewarded).toHaveLength(1);
    // Whichever went first: the approval (the purchase is linked) or the import (the approval is refused).
    if (decision.statusCode === 200) expect(rewarded[0]).toMatchObject({ source_code: 'M' });
    else {
      expect(decision.statusCode).toBe(409);
      expect(rewarded[0]).toMatchObject({ source_code: 'S', source_transaction_id: 'OV-9' });
    }
  });
});

describe('a claim for a purchase that already earned', () => {
  it('is answered at once from the feed, and approving it is refused (409, audited)', async () => {
    await postFeed(ctx, [['OV-10', 'settlement', card, MERCHANT, 5500, evening('2030-05-20')]]);
    const claim = await fileClaim('2030-05-20', '55.00');
    expect(claim).toMatchObject({ status: 'answered', finding: CLAIM_FINDINGS.earned });
    const refused = await approve(claim.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADJUSTMENT_MESSAGES.claimEarned('OV-10'));
    const last = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: 'claim.decision-refused', target_id: String(claim.id) });
    expect((await rewardsOn('2030-05-20')).filter((r) => r.source_code === 'M')).toEqual([]);
  });

  it('refuses approving a pending claim once its purchase arrived and earned meanwhile', async () => {
    const claim = await fileClaim('2030-05-08', '25.00');
    expect(claim.status).toBe('pending');
    await postFeed(ctx, [['OV-11', 'settlement', card, MERCHANT, 2525, evening('2030-05-08')]]);
    const refused = await approve(claim.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADJUSTMENT_MESSAGES.claimEarned('OV-11'));
    // Declining with that reason is still open to the agent.
    const declined = await agent.request('POST', `/api/Support/Claims/${claim.id}/Decline`, {
      reason: 'This purchase arrived and earned its reward on its own.',
    });
    expect(declined.statusCode).toBe(200);
  });
});

describe('the database', () => {
  it('refuses a purchase row linked to a claim that earns anything', async () => {
    const linked = await ctx.database.db
      .selectFrom('rewards')
      .select('id')
      .where('source_transaction_id', '=', 'OV-1')
      .executeTakeFirstOrThrow();
    await expect(
      ctx.database.db.updateTable('rewards').set({ benefit_amount: 10 }).where('id', '=', linked.id).execute(),
    ).rejects.toThrow(/rewards_claim_earns_nothing/);
  });
});

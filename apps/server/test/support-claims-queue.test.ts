import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_CLAIMS_PATH, type RewardClaim } from '@forkpoint/shared/contracts/claims';
import {
  ADJUSTMENT_LIMITS,
  ADJUSTMENT_MESSAGES,
  ADJUSTMENT_ROLLING_LIMITS,
  ADJUSTMENT_ROLLING_WINDOW_MS,
  type QueuedClaim,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import { CLAIM_FINDINGS } from '../src/modules/claims/claim-finding';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, testCardNumber } from './rewards-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

/**
 * The claims queue (issue 18 item 4): the partner's open claims oldest first with the engine's findings;
 * approving writes a manual reward (source M) with the decision, once however often it is clicked; declining
 * gives the member the reason. The clock is 1 June 2030, noon UTC; aerovia earns miles.
 */
let ctx: IdentityContext;
let member: Browser;
let agent: StaffBrowser;
let cardId: string;

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, [
    testMerchant('CQ-OPEN', 'Queue Kitchen', ELY, { partnerCodes: ['aerovia'] }),
  ]);
  const card = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-04-01T00:00:00Z'));
  cardId = `t${card.slice(-12)}`;
  member = await Browser.open(ctx.app, 'aerovia.localhost');
  expect((await member.signIn(demo('card'))).statusCode).toBe(200);
  agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
});
afterAll(async () => ctx?.close());

/** A claim the feed cannot answer: it waits for support. */
async function fileClaim(purchaseDate: string, amount: string): Promise<RewardClaim> {
  const response = await member.request('POST', REWARD_CLAIMS_PATH, {
    purchaseDate,
    amount,
    merchantId: 'CQ-OPEN',
    cardId,
  });
  expect(response.statusCode).toBe(201);
  ctx.clock.advance(60_000);
  return response.json();
}
const queue = async (staff = agent, status = '') =>
  (await staff.request('GET', `/api/Support/Claims${status ? `?status=${status}` : ''}`)).json() as {
    claims: QueuedClaim[];
  };
const myClaim = async (id: number) =>
  ((await member.request('GET', REWARD_CLAIMS_PATH)).json() as RewardClaim[]).find((c) => c.id === id)!;

describe('the queue', () => {
  it("lists the partner's pending claims oldest first, with the finding, the member and a suggested amount", async () => {
    const first = await fileClaim('2030-05-10', '40.00');
    const second = await fileClaim('2030-05-12', '20.00');
    const { claims } = await queue();
    const ids = claims.map((c) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const shown = claims.find((c) => c.id === first.id)!;
    expect(shown).toMatchObject({
      status: 'pending',
      finding: CLAIM_FINDINGS.waiting,
      merchantName: 'Queue Kitchen',
      member: { publicId: 'demo-card-aerovia' },
      resolution: null,
    });
    expect(shown.suggestedAmount).toBeGreaterThan(0);
  });

  it("shows another partner's staff none of them, and refuses them a decision (404)", async () => {
    const elsewhere = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: 'brambleway' });
    expect((await queue(elsewhere, 'all')).claims).toEqual([]);
    const someone = (await queue()).claims[0]!;
    const response = await elsewhere.request('POST', `/api/Support/Claims/${someone.id}/Approve`, {});
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ADJUSTMENT_MESSAGES.claimNotFound);
  });

  it('is not for content editors, and answers a bad filter with 400', async () => {
    const editor = await signedInStaff(ctx.app, ctx.clock, 'content_editor');
    const refused = await editor.request('GET', '/api/Support/Claims');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.forbidden);
    expect((await agent.request('GET', '/api/Support/Claims?status=lost')).statusCode).toBe(400);
  });
});

describe('approving', () => {
  it('writes one manual reward at the purchase however often it is clicked, and the member reads the decision', async () => {
    const claim = await fileClaim('2030-05-14', '30.00');
    const approve = () => agent.request('POST', `/api/Support/Claims/${claim.id}/Approve`, { amount: 77 });
    const [a, b] = await Promise.all([approve(), approve()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().claim.adjustmentId).toBe(b.json().claim.adjustmentId);
    const adjustments = await ctx.database.db
      .selectFrom('reward_adjustments')
      .select(['kind', 'amount'])
      .where('claim_id', '=', claim.id)
      .execute();
    expect(adjustments).toEqual([{ kind: 'M', amount: 77 }]);

    expect(await myClaim(claim.id)).toMatchObject({
      status: 'approved',
      finding: 'Approved: we added 77 miles to your rewards for this purchase.',
    });
    const activity = (await member.request('GET', '/api/Member/Transactions?resultsPerPage=50')).json();
    expect(activity.data).toContainEqual(
      expect.objectContaining({
        sourceCode: 'M',
        transactionType: 'manual',
        benefitAmount: 77,
        merchantName: 'Queue Kitchen',
        ticketAmount: 30,
      }),
    );
    const audit = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target_id', 'in', [String(claim.id), 'demo-card-aerovia'])
      .where('action', 'in', ['claim.approve', 'reward.adjust'])
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual(['claim.approve', 'reward.adjust']);
    expect(
      (await agent.request('POST', `/api/Support/Claims/${claim.id}/Decline`, { reason: 'Changed my mind' }))
        .statusCode,
    ).toBe(409);
  });

  it("keeps to the agent's limit (403, audited) and leaves the claim open", async () => {
    const claim = await fileClaim('2030-05-15', '25.00');
    const response = await agent.request('POST', `/api/Support/Claims/${claim.id}/Approve`, { amount: 5001 });
    expect(response.statusCode).toBe(403);
    expect((await myClaim(claim.id)).status).toBe('pending');
    const last = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: 'claim.decision-refused', target_id: String(claim.id) });
  });
});

describe('declining', () => {
  it('needs a reason, which the member then reads with their claim; it cannot be approved afterwards', async () => {
    const claim = await fileClaim('2030-05-16', '15.00');
    const noReason = await agent.request('POST', `/api/Support/Claims/${claim.id}/Decline`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toContainEqual({ field: 'reason', message: ADJUSTMENT_MESSAGES.declineReason });

    const reason = 'The restaurant says this bill was paid in cash.';
    const declined = await agent.request('POST', `/api/Support/Claims/${claim.id}/Decline`, { reason });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().claim).toMatchObject({ status: 'declined', resolution: reason });
    expect(await myClaim(claim.id)).toMatchObject({ status: 'declined', finding: reason });
    const approve = await agent.request('POST', `/api/Support/Claims/${claim.id}/Approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(ADJUSTMENT_MESSAGES.claimDeclined);
    expect((await queue(agent, 'declined')).claims.map((c) => c.id)).toContain(claim.id);
    expect((await queue()).claims.map((c) => c.id)).not.toContain(claim.id);
  });
});

describe('the 24-hour limits (issue 28)', () => {
  it('count claim approvals: past them the approval is refused (403, audited), and an admin can still approve', async () => {
    // A fresh 24-hour window, with everyone signed in again.
    ctx.clock.advance(ADJUSTMENT_ROLLING_WINDOW_MS + 60_000);
    expect((await member.signIn(demo('card'))).statusCode).toBe(200);
    agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const perCall = ADJUSTMENT_LIMITS.agent.units;
    const claims = [];
    for (const day of ['2030-05-20', '2030-05-21', '2030-05-22']) claims.push(await fileClaim(day, '45.00'));
    for (let moved = 0, i = 0; moved < ADJUSTMENT_ROLLING_LIMITS.agent.perMember.units; moved += perCall, i += 1) {
      const approved = await agent.request('POST', `/api/Support/Claims/${claims[i]!.id}/Approve`, { amount: perCall });
      expect(approved.statusCode).toBe(200);
    }
    const last = claims[claims.length - 1]!;
    const over = await agent.request('POST', `/api/Support/Claims/${last.id}/Approve`, { amount: 1 });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(ADJUSTMENT_MESSAGES.claimOverRolling('10,000 miles on one member'));
    expect((await myClaim(last.id)).status).toBe('pending');
    const refusal = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(refusal).toEqual({ action: 'claim.decision-refused', target_id: String(last.id) });
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
    expect((await admin.request('POST', `/api/Support/Claims/${last.id}/Approve`, { amount: 1 })).statusCode).toBe(200);
  });
});

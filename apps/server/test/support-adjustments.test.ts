import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import { ADJUSTMENT_LIMITS, ADJUSTMENT_MESSAGES } from '@forkpoint/shared/contracts/support-adjustments';
import { runRewardCycle } from '../src/modules/rewards/lifecycle';
import { realPartners } from './helper';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { memberIdOf } from './rewards-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

/**
 * Support adjustments (issue 18 item 3): each role's limit at its boundary, the member's history, reversal
 * once, never below zero, partner isolation, refusals audited, and the change and its audit row committing
 * together. aerovia earns miles; kitefund is a Dollar program (amounts in cents).
 */
let ctx: IdentityContext;
let agent: StaffBrowser;
let admin: StaffBrowser;
let cashAgent: StaffBrowser;

beforeAll(async () => {
  ctx = await buildIdentityApp();
  agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
  admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
  cashAgent = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: 'kitefund' });
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const path = (publicId: string) => `/api/Support/Members/${publicId}/Adjustments`;
const adjust = (staff: StaffBrowser, publicId: string, body: Record<string, unknown>) =>
  staff.request('POST', path(publicId), { kind: 'A', reason: 'Goodwill after a call', ...body });
const lastAudit = () =>
  db()
    .selectFrom('staff_audit_log')
    .select(['action', 'target_id', 'staff_role', 'before', 'after'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const countOf = async (table: 'rewards' | 'reward_adjustments' | 'staff_audit_log', publicId: string) => {
  const id = await memberIdOf(ctx, publicId);
  const query =
    table === 'staff_audit_log'
      ? db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('target_id', '=', publicId)
      : db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('member_id', '=', id);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('role limits', () => {
  it('lets an agent move exactly their limit and refuses one more, with the limit in the message, audited', async () => {
    const limit = ADJUSTMENT_LIMITS.agent.units;
    const ok = await adjust(agent, 'demo-card-aerovia', { kind: 'M', amount: limit });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'M', amount: limit, staffEmail: 'support.staff@aerovia.example' });

    const over = await adjust(agent, 'demo-card-aerovia', { kind: 'M', amount: limit + 1 });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(ADJUSTMENT_MESSAGES.overLimit('5,000 miles'));
    expect(await lastAudit()).toMatchObject({
      action: 'reward.adjust-refused',
      target_id: 'demo-card-aerovia',
      staff_role: 'agent',
      after: { status: 403, request: { amount: limit + 1 } },
    });
    // Negative amounts are judged by their size too.
    expect((await adjust(agent, 'demo-card-aerovia', { amount: -(limit + 1) })).statusCode).toBe(403);
  });

  it('gives admins the higher limit, and cash programs their limit in cents', async () => {
    const limit = ADJUSTMENT_LIMITS.admin.units;
    expect((await adjust(admin, 'demo-vip-aerovia', { kind: 'J', amount: limit })).statusCode).toBe(201);
    expect((await adjust(admin, 'demo-vip-aerovia', { kind: 'J', amount: limit + 1 })).statusCode).toBe(403);

    const cents = ADJUSTMENT_LIMITS.agent.cents;
    expect((await adjust(cashAgent, 'demo-card-kitefund', { kind: 'M', amount: cents })).statusCode).toBe(201);
    const over = await adjust(cashAgent, 'demo-card-kitefund', { kind: 'M', amount: cents + 1 });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(ADJUSTMENT_MESSAGES.overLimit('$50.00'));
  });

  it('refuses content editors altogether (403, audited)', async () => {
    const editor = await signedInStaff(ctx.app, ctx.clock, 'content_editor');
    const response = await adjust(editor, 'demo-card-aerovia', { amount: 10 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(STAFF_MESSAGES.forbidden);
    expect((await lastAudit()).action).toBe('staff.access-refused');
    expect((await editor.request('GET', path('demo-card-aerovia'))).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('answers 400 with the field for a missing reason, a zero or fractional amount and a negative manual reward', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 10, reason: '' }, 'reason', ADJUSTMENT_MESSAGES.reason],
      [{ amount: 10, reason: undefined }, 'reason', ADJUSTMENT_MESSAGES.reason],
      [{ amount: 0 }, 'amount', ADJUSTMENT_MESSAGES.amount],
      [{ amount: 1.5 }, 'amount', ADJUSTMENT_MESSAGES.amount],
      [{ kind: 'M', amount: -10 }, 'amount', ADJUSTMENT_MESSAGES.manualPositive],
      [{ kind: 'B', amount: 10 }, 'kind', 'Choose the kind of adjustment.'],
    ];
    const rewardsBefore = await countOf('rewards', 'demo-noncard-aerovia');
    for (const [body, field, message] of cases) {
      const response = await adjust(agent, 'demo-noncard-aerovia', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields, JSON.stringify(body)).toContainEqual({ field, message });
      expect((await lastAudit()).action).toBe('reward.adjust-refused');
    }
    expect(await countOf('rewards', 'demo-noncard-aerovia')).toBe(rewardsBefore);
  });

  it('refuses a closed account (409) and needs the CSRF header', async () => {
    const closed = await adjust(agent, 'demo-closed-aerovia', { amount: 10 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(ADJUSTMENT_MESSAGES.closed);
    const noCsrf = await agent.request(
      'POST',
      path('demo-card-aerovia'),
      { kind: 'A', amount: 5, reason: 'x'.repeat(9) },
      {
        'x-xsrf-token': '',
      },
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('partner isolation', () => {
  it("never finds another partner's member, for reading or adjusting (404, audited)", async () => {
    expect((await agent.request('GET', path('demo-card-kitefund'))).statusCode).toBe(404);
    const response = await adjust(agent, 'demo-card-kitefund', { amount: 10 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(STAFF_MESSAGES.memberNotFound);
    expect(await lastAudit()).toMatchObject({ action: 'reward.adjust-refused', target_id: 'demo-card-kitefund' });
    // A staff session opened on one partner's host does not answer on another's.
    const roaming = await signedInStaff(ctx.app, ctx.clock, 'agent');
    roaming.host = 'kitefund.localhost';
    expect((await roaming.request('GET', path('demo-card-kitefund'))).statusCode).toBe(401);
  });
});

describe("the member's history", () => {
  it('shows a mile adjustment as a manual record, Processing until posted, and a cash one Awarded', async () => {
    const made = (await adjust(agent, 'demo-basic-aerovia', { kind: 'J', amount: 321 })).json();
    const member = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await member.signIn(demo('card').replace('card.member', 'basic.member'))).statusCode).toBe(200);
    const activity = (await member.request('GET', '/api/Member/Transactions')).json();
    const row = activity.data.find((r: { benefitAmount: number }) => r.benefitAmount === 321);
    expect(row).toMatchObject({ sourceCode: 'J', transactionType: 'manual', awardStatus: 'Pending', merchantId: null });
    const cash = await Browser.open(ctx.app, 'kitefund.localhost');
    expect((await cash.signIn(demo('card', 'kitefund'))).statusCode).toBe(200);
    const credits = (await cash.request('GET', '/api/Member/Transactions')).json();
    expect(credits.data).toContainEqual(
      expect.objectContaining({ sourceCode: 'M', benefitAmount: 50, awardStatus: 'Awarded' }),
    );

    // The next cycle posts it to the partner (a line of its own in the posting file), and it is Awarded.
    await runRewardCycle(db(), { partners: realPartners(), now: ctx.clock.now(), postingMode: 'immediate' });
    const line = await db()
      .selectFrom('reward_posting_lines')
      .select('amount')
      .where('reward_id', '=', made.rewardId)
      .executeTakeFirstOrThrow();
    expect(line.amount).toBe(321);
    const posted = (await member.request('GET', '/api/Member/Transactions')).json();
    expect(posted.data.find((r: { benefitAmount: number }) => r.benefitAmount === 321).awardStatus).toBe('Awarded');
  });
});

describe('reversal', () => {
  it('mirrors an adjustment exactly, once; a reversal is not reversed again', async () => {
    const original = (await adjust(agent, 'demo-vip-aerovia', { kind: 'A', amount: 1200 })).json();
    const mismatch = await adjust(agent, 'demo-vip-aerovia', { kind: 'A', amount: -1000, reverses: original.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toContainEqual({ field: 'amount', message: ADJUSTMENT_MESSAGES.reversalMismatch });

    const reversal = await adjust(agent, 'demo-vip-aerovia', { kind: 'A', amount: -1200, reverses: original.id });
    expect(reversal.statusCode).toBe(201);
    expect(reversal.json()).toMatchObject({ reverses: original.id, amount: -1200 });
    const again = await adjust(agent, 'demo-vip-aerovia', { kind: 'A', amount: -1200, reverses: original.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADJUSTMENT_MESSAGES.alreadyReversed);
    const ofReversal = await adjust(agent, 'demo-vip-aerovia', {
      kind: 'A',
      amount: 1200,
      reverses: reversal.json().id,
    });
    expect(ofReversal.json().message).toBe(ADJUSTMENT_MESSAGES.reversalOfReversal);

    const list = (await agent.request('GET', path('demo-vip-aerovia'))).json();
    expect(list.adjustments.find((a: { id: number }) => a.id === original.id)).toMatchObject({
      reversedBy: reversal.json().id,
    });
    // Another member's adjustment is not this member's to reverse.
    const elsewhere = await adjust(agent, 'demo-card-aerovia', { kind: 'A', amount: -1200, reverses: original.id });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('never takes the balance below zero: not by a take-back, nor by reversing a credit already paid out', async () => {
    const { balance } = (await cashAgent.request('GET', path('demo-vip-kitefund'))).json();
    const tooMuch = await adjust(cashAgent, 'demo-vip-kitefund', { amount: -(balance + 1) });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('below zero');

    // $25 credited, then paid out in a statement credit ($20 threshold): nothing is left to take back.
    const credit = (await adjust(cashAgent, 'demo-vip-kitefund', { kind: 'M', amount: 2500 })).json();
    await runRewardCycle(db(), { partners: realPartners(), now: ctx.clock.now(), postingMode: 'immediate' });
    const after = (await cashAgent.request('GET', path('demo-vip-kitefund'))).json();
    expect(after.adjustments[0]).toMatchObject({ id: credit.id, awardStatus: 'Paid' });
    expect(after.balance).toBe(0);
    const reverse = await adjust(cashAgent, 'demo-vip-kitefund', { kind: 'M', amount: -2500, reverses: credit.id });
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json().message).toBe(ADJUSTMENT_MESSAGES.belowZero('$0.00'));
  });
});

describe('append-only and audited together', () => {
  it('records the adjustment with the balance before and after', async () => {
    const made = (await adjust(agent, 'demo-card-aerovia', { amount: 40 })).json();
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'reward.adjust', target_id: 'demo-card-aerovia' });
    expect((audit.after as { balance: number }).balance - (audit.before as { balance: number }).balance).toBe(40);
    expect(audit.after).toMatchObject({ adjustment: made.id, kind: 'A', amount: 40, reason: 'Goodwill after a call' });
  });

  it('leaves neither the reward nor the adjustment when the audit record fails', async () => {
    await sql`CREATE FUNCTION test_fail_adjust_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'reward.adjust' THEN RAISE EXCEPTION 'audit down'; END IF; RETURN NEW; END $$`.execute(
      db(),
    );
    await sql`CREATE TRIGGER test_fail_adjust_audit BEFORE INSERT ON staff_audit_log
      FOR EACH ROW EXECUTE FUNCTION test_fail_adjust_audit()`.execute(db());
    try {
      const rewards = await countOf('rewards', 'demo-card-aerovia');
      const adjustments = await countOf('reward_adjustments', 'demo-card-aerovia');
      expect((await adjust(agent, 'demo-card-aerovia', { amount: 41 })).statusCode).toBe(500);
      expect(await countOf('rewards', 'demo-card-aerovia')).toBe(rewards);
      expect(await countOf('reward_adjustments', 'demo-card-aerovia')).toBe(adjustments);
    } finally {
      await sql`DROP TRIGGER test_fail_adjust_audit ON staff_audit_log`.execute(db());
      await sql`DROP FUNCTION test_fail_adjust_audit()`.execute(db());
    }
  });

  it('refuses to edit or delete an adjustment or its reward row, but lets the lifecycle move it', async () => {
    const made = (await adjust(agent, 'demo-card-aerovia', { amount: 42 })).json();
    await expect(sql`UPDATE reward_adjustments SET amount = 1 WHERE id = ${made.id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM reward_adjustments WHERE id = ${made.id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`UPDATE rewards SET benefit_amount = 1 WHERE id = ${made.rewardId}`.execute(db())).rejects.toThrow(
      /never edited/,
    );
    await expect(sql`DELETE FROM rewards WHERE id = ${made.rewardId}`.execute(db())).rejects.toThrow(/never deleted/);
    await sql`UPDATE rewards SET award_status = 'Awarded', posted_amount = 42 WHERE id = ${made.rewardId}`.execute(
      db(),
    );
  });

  it('lets a member who goes take their adjustments along (a demo reset)', async () => {
    await adjust(agent, 'demo-emailfix-aerovia', { amount: 43 });
    const id = await memberIdOf(ctx, 'demo-emailfix-aerovia');
    await db().deleteFrom('members').where('id', '=', id).execute();
    expect(await db().selectFrom('reward_adjustments').select('id').where('member_id', '=', id).execute()).toEqual([]);
  });
});

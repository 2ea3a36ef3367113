import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import {
  ADJUSTMENT_LIMITS,
  ADJUSTMENT_MESSAGES,
  ADJUSTMENT_ROLLING_LIMITS,
  ADJUSTMENT_ROLLING_WINDOW_MS,
  type AdjustmentApproval,
  type AdjustmentList,
  type ApprovalQueue,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { memberIdOf } from './rewards-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

/**
 * Cumulative adjustment limits (issue 28 defect 5): 21 calls of 5,000 miles within seconds gave a member 105,000.
 * Now a staff member may move at most ADJUSTMENT_ROLLING_LIMITS in any 24 hours, on one member and on all members;
 * past either the adjustment waits (202, nothing written) for an admin other than the requester, whether the calls
 * come one after another or all at once. aerovia earns miles. Each test starts a fresh 24-hour window (the clock
 * moves on a day) with freshly signed-in staff.
 */
let ctx: IdentityContext;
let agent: StaffBrowser;
let admin: StaffBrowser;

beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

beforeEach(async () => {
  ctx.clock.advance(ADJUSTMENT_ROLLING_WINDOW_MS + 60_000);
  agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
  admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
});

const db = () => ctx.database.db;
const PER_CALL: number = ADJUSTMENT_LIMITS.agent.units;
const PER_MEMBER: number = ADJUSTMENT_ROLLING_LIMITS.agent.perMember.units;
const PER_STAFF: number = ADJUSTMENT_ROLLING_LIMITS.agent.perStaff.units;
const path = (publicId: string) => `/api/Support/Members/${publicId}/Adjustments`;
const adjust = (staff: StaffBrowser, publicId: string, amount = PER_CALL, body: Record<string, unknown> = {}) =>
  staff.request('POST', path(publicId), { kind: 'M', amount, reason: 'Goodwill after a call', ...body });
const decide = (staff: StaffBrowser, id: number, decision: 'Approve' | 'Decline', body: Record<string, unknown> = {}) =>
  staff.request('POST', `/api/Support/Approvals/${id}/${decision}`, body);
const approvals = async (staff: StaffBrowser, status = 'pending') =>
  (await staff.request('GET', `/api/Support/Approvals?status=${status}`)).json() as ApprovalQueue;

/** What was written for the member since `since`: the sum of their adjustments' amounts. */
async function writtenSince(publicId: string, since: Date): Promise<number> {
  const row = await db()
    .selectFrom('reward_adjustments')
    .select(sql<string | null>`sum(amount)`.as('total'))
    .where('member_id', '=', await memberIdOf(ctx, publicId))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

describe('splitting an adjustment into many calls', () => {
  it('writes at most the 24-hour limit on one member; the rest waits for approval (202), audited', async () => {
    const since = ctx.clock.now();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await adjust(agent, 'demo-card-aerovia');
      statuses.push(response.statusCode);
      if (response.statusCode === 202) {
        expect(response.json()).toMatchObject({
          queued: true,
          message: ADJUSTMENT_MESSAGES.queued('5,000 miles'),
          approval: {
            status: 'pending',
            kind: 'M',
            amount: PER_CALL,
            requestedBy: 'support.staff@aerovia.example',
            member: { publicId: 'demo-card-aerovia' },
          },
        });
      }
    }
    const written = PER_MEMBER / PER_CALL;
    expect(statuses).toEqual([...Array<number>(written).fill(201), ...Array<number>(21 - written).fill(202)]);
    expect(await writtenSince('demo-card-aerovia', since)).toBe(PER_MEMBER);

    // The console shows the agent their 24-hour totals and the member's waiting requests.
    const list = (await agent.request('GET', path('demo-card-aerovia'))).json() as AdjustmentList;
    expect(list.allowance).toEqual({
      onMember: { used: PER_MEMBER, limit: PER_MEMBER },
      byStaff: { used: PER_MEMBER, limit: PER_STAFF },
    });
    expect(list.approvals.filter((a) => a.status === 'pending')).toHaveLength(21 - written);

    const queued = await db()
      .selectFrom('staff_audit_log')
      .select(['staff_email', 'after'])
      .where('action', '=', STAFF_ACTIONS.rewardAdjustQueued)
      .where('at', '>=', since)
      .execute();
    expect(queued).toHaveLength(21 - written);
    expect(queued[0]).toMatchObject({
      staff_email: 'support.staff@aerovia.example',
      after: { amount: PER_CALL, usedOnMember: PER_MEMBER },
    });
  });

  it('holds when the calls come all at once: on one member, and across members', async () => {
    const since = ctx.clock.now();
    const parallel = await Promise.all(Array.from({ length: 21 }, () => adjust(agent, 'demo-vip-aerovia')));
    const codes = parallel.map((r) => r.statusCode).sort();
    const written = PER_MEMBER / PER_CALL;
    expect(codes).toEqual([...Array<number>(written).fill(201), ...Array<number>(21 - written).fill(202)]);
    expect(await writtenSince('demo-vip-aerovia', since)).toBe(PER_MEMBER);

    // The agent's day: 10,000 on vip already, then two calls on each of five more members at once (50,000 asked,
    // within each member's limit): what passes is exactly the rest of the day's limit.
    const others = [
      'demo-card-aerovia',
      'demo-noncard-aerovia',
      'demo-basic-aerovia',
      'demo-emailfix-aerovia',
      'demo-known-aerovia',
    ];
    const spread = await Promise.all(others.flatMap((publicId) => [adjust(agent, publicId), adjust(agent, publicId)]));
    const made = spread.filter((r) => r.statusCode === 201).length;
    expect(spread.filter((r) => r.statusCode === 202)).toHaveLength(spread.length - made);
    expect(made).toBe((PER_STAFF - PER_MEMBER) / PER_CALL);
    let total = 0;
    for (const publicId of ['demo-vip-aerovia', ...others]) total += await writtenSince(publicId, since);
    expect(total).toBe(PER_STAFF);
    // Past the day's limit even one mile waits.
    expect((await adjust(agent, 'demo-card-aerovia', 1)).statusCode).toBe(202);
  });

  it("counts take-backs and reversals by their size, and each staff member's own adjustments only", async () => {
    expect((await adjust(agent, 'demo-basic-aerovia', PER_CALL)).statusCode).toBe(201);
    const takeBack = await adjust(agent, 'demo-basic-aerovia', -PER_CALL, { kind: 'A' });
    expect(takeBack.statusCode).toBe(201);
    // 10,000 moved on this member, though the balance is back where it was.
    expect((await adjust(agent, 'demo-basic-aerovia', 1)).statusCode).toBe(202);
    // Another staff member's totals are their own.
    expect((await adjust(admin, 'demo-basic-aerovia', PER_CALL)).statusCode).toBe(201);
  });
});

describe('the approvals queue', () => {
  async function queuedRequest(publicId: string, amount = PER_CALL): Promise<AdjustmentApproval> {
    for (let moved = 0; moved < PER_MEMBER; moved += PER_CALL) {
      expect((await adjust(agent, publicId)).statusCode).toBe(201);
    }
    const response = await adjust(agent, publicId, amount);
    expect(response.statusCode).toBe(202);
    return (response.json() as { approval: AdjustmentApproval }).approval;
  }

  it("shows the requester their own requests pending, and admins everyone's, oldest first", async () => {
    const first = await queuedRequest('demo-card-aerovia', 1200);
    const second = (await adjust(agent, 'demo-card-aerovia', 1300)).json().approval as AdjustmentApproval;
    const mine = await approvals(agent);
    expect(mine.canDecide).toBe(false);
    expect(mine.approvals.every((a) => a.requestedBy === 'support.staff@aerovia.example')).toBe(true);
    const ids = (await approvals(admin)).approvals.map((a) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await approvals(admin)).canDecide).toBe(true);
    const shown = (await approvals(admin)).approvals.find((a) => a.id === first.id)!;
    expect(shown).toMatchObject({ usedOnMember: PER_MEMBER, usedByStaff: PER_MEMBER, amount: 1200, decidedBy: null });

    // Another partner's admin sees none of them and cannot decide them.
    const elsewhere = await signedInStaff(ctx.app, ctx.clock, 'admin', { partner: 'brambleway' });
    expect((await approvals(elsewhere, 'all')).approvals).toEqual([]);
    expect((await decide(elsewhere, first.id, 'Approve')).statusCode).toBe(404);
    const editor = await signedInStaff(ctx.app, ctx.clock, 'content_editor');
    expect((await editor.request('GET', '/api/Support/Approvals')).statusCode).toBe(403);
  });

  it("an admin's approval writes the adjustment as the requester's, once; it counts for neither's totals", async () => {
    const request = await queuedRequest('demo-noncard-aerovia', 2500);
    ctx.clock.advance(1000);
    const since = ctx.clock.now();
    const [a, b] = await Promise.all([decide(admin, request.id, 'Approve'), decide(admin, request.id, 'Approve')]);
    const ok = [a, b].find((r) => r.statusCode === 200)!;
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(ok.json()).toMatchObject({
      message: ADJUSTMENT_MESSAGES.approved('2,500 miles'),
      approval: { status: 'approved', decidedBy: 'staff.admin@aerovia.example' },
    });
    const adjustmentId = ok.json().approval.adjustmentId as number;
    expect(await writtenSince('demo-noncard-aerovia', since)).toBe(2500);

    const list = (await agent.request('GET', path('demo-noncard-aerovia'))).json() as AdjustmentList;
    expect(list.adjustments.find((x) => x.id === adjustmentId)).toMatchObject({
      amount: 2500,
      staffEmail: 'support.staff@aerovia.example',
      approvedBy: 'staff.admin@aerovia.example',
    });
    expect(list.allowance.onMember.used).toBe(PER_MEMBER);
    const adminList = (await admin.request('GET', path('demo-noncard-aerovia'))).json() as AdjustmentList;
    expect(adminList.allowance.byStaff.used).toBe(0);

    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_email', 'after'])
      .where('action', 'in', [STAFF_ACTIONS.rewardAdjust, STAFF_ACTIONS.rewardAdjustApprove])
      .where('at', '>=', since)
      .orderBy('id')
      .execute();
    expect(audit.map((e) => [e.action, e.staff_email])).toEqual([
      [STAFF_ACTIONS.rewardAdjust, 'staff.admin@aerovia.example'],
      [STAFF_ACTIONS.rewardAdjustApprove, 'staff.admin@aerovia.example'],
    ]);
    expect(audit[0]!.after).toMatchObject({ approval: request.id, requestedBy: 'support.staff@aerovia.example' });
  });

  it('is decided by a second person: never the requester, never an agent; a decline needs its reason', async () => {
    const request = await queuedRequest('demo-emailfix-aerovia');
    const byAgent = await decide(agent, request.id, 'Approve');
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().message).toBe(STAFF_MESSAGES.forbidden);

    // An admin past their own limit waits for another admin: their own approval is refused, and audited.
    const big = ADJUSTMENT_LIMITS.admin.units;
    const perMember = ADJUSTMENT_ROLLING_LIMITS.admin.perMember.units;
    for (let moved = 0; moved < perMember; moved += big) {
      expect((await adjust(admin, 'demo-vip-aerovia', big)).statusCode).toBe(201);
    }
    const own = (await adjust(admin, 'demo-vip-aerovia', big)).json().approval as AdjustmentApproval;
    const refused = await decide(admin, own.id, 'Approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADJUSTMENT_MESSAGES.approvalOwn);
    expect((await decide(admin, own.id, 'Decline', { reason: 'Not my own call' })).statusCode).toBe(403);
    const last = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: STAFF_ACTIONS.rewardAdjustDecisionRefused, target_id: String(own.id) });

    const noReason = await decide(admin, request.id, 'Decline', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toContainEqual({
      field: 'reason',
      message: ADJUSTMENT_MESSAGES.approvalDeclineReason,
    });
    ctx.clock.advance(1000);
    const since = ctx.clock.now();
    const declined = await decide(admin, request.id, 'Decline', { reason: 'Already credited by the partner' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().approval).toMatchObject({
      status: 'declined',
      decisionNote: 'Already credited by the partner',
      adjustmentId: null,
    });
    expect(await writtenSince('demo-emailfix-aerovia', since)).toBe(0);
    const again = await decide(admin, request.id, 'Approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADJUSTMENT_MESSAGES.approvalDecided('declined'));
    const mine = await approvals(agent, 'declined');
    expect(mine.approvals.find((a) => a.id === request.id)?.decisionNote).toBe('Already credited by the partner');
  });

  it('is kept by the database: decided once, never by the requester, never deleted', async () => {
    const request = await queuedRequest('demo-card-aerovia');
    const requester = await db()
      .selectFrom('adjustment_approvals')
      .select('requested_by')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE adjustment_approvals SET status = 'declined', decided_by = ${requester.requested_by},
        decided_at = now(), decision_note = 'by myself' WHERE id = ${request.id}`.execute(db()),
    ).rejects.toThrow();
    await expect(sql`DELETE FROM adjustment_approvals WHERE id = ${request.id}`.execute(db())).rejects.toThrow(
      /keeps every request/,
    );
    expect((await decide(admin, request.id, 'Decline', { reason: 'Not needed after all' })).statusCode).toBe(200);
    await expect(
      sql`UPDATE adjustment_approvals SET decision_note = 'changed' WHERE id = ${request.id}`.execute(db()),
    ).rejects.toThrow(/never changes/);
  });
});

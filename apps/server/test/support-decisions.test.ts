import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '@forkpoint/shared';
import type { StaffIdentity, StaffRole } from '@forkpoint/shared/contracts/support';
import { ADJUSTMENT_MESSAGES } from '@forkpoint/shared/contracts/support-adjustments';
import { SUPPORT_MEMBER_MESSAGES } from '@forkpoint/shared/contracts/support-members';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { Database } from '../src/db/database';
import { AppError } from '../src/lib/app-error';
import { CLAIM_FINDINGS } from '../src/modules/claims/claim-finding';
import { approveAdjustmentRequest, declineAdjustmentRequest } from '../src/modules/support/approval-decisions';
import { recordAction } from '../src/modules/support/audit-log';
import { approveClaim, declineClaim } from '../src/modules/support/claim-decisions';
import { findMemberById } from '../src/modules/members/repository';
import { unlockMemberSignIn } from '../src/modules/support/unlock-member';
import type { StaffAct } from '../src/modules/support/staff-act';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { openTestDatabase, realPartners } from './helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { staffEmail, type DemoStaffRole } from './support-helper';

/**
 * Support's decisions as services, on the seeded database without an app (modules/support/approval-decisions.ts,
 * claim-decisions.ts, unlock-member.ts): an admin never decides their own request, a decided request or claim is
 * not decided again the other way, another program's is not found, the decline form is read only after those
 * checks, an unlock needs something to unlock, and each decision commits with its audit record. The HTTP side (who
 * may call, the refusals' own audit records) is support-adjustment-limits, support-claims-queue and
 * support-members.test.ts's.
 */
let database: Database;
const db = () => database.db;
const NOW = new Date('2030-06-01T12:00:00Z');
const CARD_ID = 'tdecisionscard1';
let memberId: number;
let merchantId: number;
let admin: StaffAct;
let agent: StaffAct;

const partner = (code: string): Partner => realPartners().find((p) => p.code === code)!;

async function demoStaff(role: DemoStaffRole, partnerCode = 'aerovia'): Promise<StaffAct> {
  const row = await db()
    .selectFrom('staff')
    .select(['id', 'email', 'display_name', 'role', 'partner_code'])
    .where('partner_code', '=', partnerCode)
    .where('email', '=', staffEmail(role, partnerCode))
    .executeTakeFirstOrThrow();
  const staff: StaffIdentity = {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role as StaffRole,
    partnerCode: row.partner_code,
  };
  const source = { staff, at: NOW, ip: '127.0.0.1', requestId: 'decisions-test' };
  return { staff, partner: partner(partnerCode), now: NOW, record: (entry, on) => recordAction(on, source, entry) };
}

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  admin = await demoStaff('admin');
  agent = await demoStaff('agent');
  memberId = (
    await db().selectFrom('members').select('id').where('public_id', '=', 'demo-card-aerovia').executeTakeFirstOrThrow()
  ).id;
  await insertMerchants(db(), [testMerchant('DC-KITCHEN', 'Decision Kitchen', ELY, { partnerCodes: ['aerovia'] })]);
  merchantId = (
    await db().selectFrom('merchants').select('id').where('merchant_id', '=', 'DC-KITCHEN').executeTakeFirstOrThrow()
  ).id;
  await db()
    .insertInto('member_cards')
    .values({
      id: CARD_ID,
      partner_code: 'aerovia',
      member_id: memberId,
      fingerprint: 'decisions-test-fingerprint',
      last_four: '2222',
      card_type: 'visa',
      description: 'Visa',
      linked_at: new Date('2030-01-01T00:00:00Z'),
    })
    .execute();
});
afterAll(async () => database?.close());

/** The AppError a call is refused with (fails the test when it is not refused). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A request waiting for an admin, as adjustments.ts queues one. */
async function pendingRequest(requestedBy: StaffAct, amount = 300): Promise<number> {
  const row = await db()
    .insertInto('adjustment_approvals')
    .values({
      partner_code: 'aerovia',
      member_id: memberId,
      kind: 'M',
      amount,
      reason: 'Goodwill for a missed visit',
      reverses_id: null,
      requested_by: requestedBy.staff.id,
      requested_at: NOW,
      used_on_member: 0,
      used_by_staff: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const requestRow = (id: number) =>
  db()
    .selectFrom('adjustment_approvals')
    .select(['status', 'decided_by', 'decision_note', 'adjustment_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const auditOf = (type: string, id: number | string) =>
  db()
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_id', 'before', 'after'])
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('deciding a request for approval', () => {
  it("refuses the admin's own request (403) before reading the form, and leaves it pending", async () => {
    const own = await pendingRequest(admin);
    const error = await refusal(declineAdjustmentRequest({ db: db(), act: admin, approvalId: own, input: {} }));
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: ADJUSTMENT_MESSAGES.approvalOwn });
    expect(await refusal(approveAdjustmentRequest({ db: db(), act: admin, approvalId: own }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await requestRow(own)).status).toBe('pending');
    expect(await auditOf('adjustment-approval', own)).toEqual([]);
  });

  it('declines with the reason, audited; a second decision either way is a 409', async () => {
    const id = await pendingRequest(agent);
    const blank = await refusal(declineAdjustmentRequest({ db: db(), act: admin, approvalId: id, input: {} }));
    expect(blank).toMatchObject({ code: 'VALIDATION_FAILED', message: ADJUSTMENT_MESSAGES.form });
    const reason = 'Not within our goodwill policy';
    const declined = await declineAdjustmentRequest({ db: db(), act: admin, approvalId: id, input: { reason } });
    expect(declined).toMatchObject({ message: ADJUSTMENT_MESSAGES.declined, approval: { id, status: 'declined' } });
    expect(await requestRow(id)).toMatchObject({
      status: 'declined',
      decided_by: admin.staff.id,
      decision_note: reason,
    });
    expect(await auditOf('adjustment-approval', id)).toEqual([
      {
        action: STAFF_ACTIONS.rewardAdjustDecline,
        staff_id: admin.staff.id,
        before: { status: 'pending' },
        after: { status: 'declined', reason, amount: 300 },
      },
    ]);
    for (const again of [
      approveAdjustmentRequest({ db: db(), act: admin, approvalId: id }),
      declineAdjustmentRequest({ db: db(), act: admin, approvalId: id, input: { reason } }),
    ]) {
      expect(await refusal(again)).toMatchObject({
        code: 'CONFLICT',
        message: ADJUSTMENT_MESSAGES.approvalDecided('declined'),
      });
    }
  });

  it("approves as the requester's adjustment, recorded with who asked", async () => {
    const id = await pendingRequest(agent, 250);
    await approveAdjustmentRequest({ db: db(), act: admin, approvalId: id });
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'approved', decided_by: admin.staff.id });
    expect(row.adjustment_id).not.toBeNull();
    const [entry] = await auditOf('adjustment-approval', id);
    expect(entry).toMatchObject({
      action: STAFF_ACTIONS.rewardAdjustApprove,
      after: { status: 'approved', adjustment: row.adjustment_id, amount: 250, requestedBy: agent.staff.email },
    });
  });

  it("answers 404 for another program's admin", async () => {
    const id = await pendingRequest(agent);
    const elsewhere = await demoStaff('admin', 'kitefund');
    const error = await refusal(approveAdjustmentRequest({ db: db(), act: elsewhere, approvalId: id }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: ADJUSTMENT_MESSAGES.approvalNotFound });
    expect((await requestRow(id)).status).toBe('pending');
  });
});

/** A claim the feed could not answer, waiting for support. */
async function pendingClaim(purchaseDate: string): Promise<number> {
  const row = await db()
    .insertInto('reward_claims')
    .values({
      member_id: memberId,
      partner_code: 'aerovia',
      purchase_date: purchaseDate,
      amount_cents: 4000,
      merchant_id: merchantId,
      member_card_id: CARD_ID,
      status: 'pending',
      finding: CLAIM_FINDINGS.waiting,
      feed_event_id: null,
      created_at: NOW,
      resolved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const claimStatus = async (id: number) =>
  (await db().selectFrom('reward_claims').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('deciding a claim', () => {
  it('declines with the reason the member reads; again answers the first; approving it then is a 409', async () => {
    const id = await pendingClaim('2030-05-10');
    const reason = 'We found no visit on that day';
    const declined = await declineClaim({ db: db(), act: agent, claimId: id, reason });
    expect(declined).toMatchObject({ claim: { id, status: 'declined', resolution: reason } });
    const again = await declineClaim({ db: db(), act: agent, claimId: id, reason: 'Another reason entirely' });
    expect(again.message).toBe('This claim was already declined.');
    expect(again.claim.resolution).toBe(reason);
    const error = await refusal(approveClaim({ db: db(), act: agent, claimId: id, input: {} }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: ADJUSTMENT_MESSAGES.claimDeclined });
    expect((await auditOf('claim', id)).map((row) => row.action)).toEqual([STAFF_ACTIONS.claimDecline]);
  });

  it('approves as an M adjustment of the amount given, once; declining it then is a 409', async () => {
    const id = await pendingClaim('2030-05-12');
    const approved = await approveClaim({ db: db(), act: agent, claimId: id, input: { amount: 40 } });
    expect(approved.message).toBe('Claim approved: 40 miles added.');
    expect(approved.claim).toMatchObject({ id, status: 'approved' });
    const again = await approveClaim({ db: db(), act: agent, claimId: id, input: { amount: 90 } });
    expect(again.message).toBe('This claim was already approved.');
    const error = await refusal(declineClaim({ db: db(), act: agent, claimId: id, reason: 'Changed my mind' }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: ADJUSTMENT_MESSAGES.claimApproved });
    const audit = await auditOf('claim', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: STAFF_ACTIONS.claimApprove, after: { amount: 40 } });
  });

  it("answers 404 for another program's staff and leaves the claim pending", async () => {
    const id = await pendingClaim('2030-05-14');
    const elsewhere = await demoStaff('agent', 'kitefund');
    const error = await refusal(declineClaim({ db: db(), act: elsewhere, claimId: id, reason: 'Not ours to decide' }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: ADJUSTMENT_MESSAGES.claimNotFound });
    expect(await claimStatus(id)).toBe('pending');
  });
});

describe("unlocking a member's sign-in", () => {
  const lockoutRow = () =>
    db()
      .selectFrom('login_lockouts')
      .select(['failed_count', 'locked_until'])
      .where('partner_code', '=', 'aerovia')
      .where('lockout_key', '=', `member:${memberId}`)
      .executeTakeFirst();
  /** The unlock records about the member (the adjustments above are recorded on them too). */
  const unlocksOf = async (publicId: string) =>
    (await auditOf('member', publicId)).filter((row) => row.action === STAFF_ACTIONS.memberUnlock);

  it('refuses a member with nothing to unlock (409), unaudited', async () => {
    const member = (await findMemberById(db(), 'aerovia', memberId))!;
    const error = await refusal(unlockMemberSignIn({ db: db(), act: agent, member }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: SUPPORT_MEMBER_MESSAGES.notLocked });
    expect(await unlocksOf(member.public_id)).toEqual([]);
  });

  it('clears a lock and its failures, audited with the lockout before and after', async () => {
    const lockedUntil = new Date('2030-06-01T12:15:00Z');
    await db()
      .insertInto('login_lockouts')
      .values({
        partner_code: 'aerovia',
        lockout_key: `member:${memberId}`,
        failed_count: 5,
        locked_until: lockedUntil,
      })
      .execute();
    const member = (await findMemberById(db(), 'aerovia', memberId))!;
    await unlockMemberSignIn({ db: db(), act: agent, member });
    expect((await lockoutRow())?.failed_count ?? 0).toBe(0);
    const audit = await unlocksOf(member.public_id);
    expect(audit).toEqual([
      {
        action: STAFF_ACTIONS.memberUnlock,
        staff_id: agent.staff.id,
        before: { locked: true, lockedUntil: lockedUntil.toISOString(), failedCount: 5 },
        after: { locked: false, lockedUntil: null, failedCount: 0 },
      },
    ]);
  });
});

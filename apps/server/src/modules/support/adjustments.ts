import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { StaffRole } from '@forkpoint/shared/contracts/support';
import {
  ADJUSTMENT_MESSAGES,
  ADJUSTMENT_ROLLING_WINDOW_MS,
  adjustmentLimitFor,
  formatAdjustmentAmount,
  rollingLimitsFor,
  type Adjustment,
  type AdjustmentAllowance,
  type AdjustmentApproval,
  type AdjustmentKind,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { MemberRow } from '../members/repository';
import { adjustableBalance, writeAdjustmentReward } from '../rewards/adjustment-rewards';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { approvalById } from './adjustment-approvals';
import type { StaffAct } from './staff-act';

/**
 * Support adjustments (issue 18 item 3; docs/decisions/0023-reward-adjustments.md): a reward of source M,
 * J or A with a required reason, within the staff member's role limit (ADJUSTMENT_LIMITS), written through
 * the rewards engine and recorded in the audit log in the same transaction. Never edited: a reversal is a
 * new adjustment that mirrors one exactly, once. Past the staff member's 24-hour limits
 * (ADJUSTMENT_ROLLING_LIMITS, issue 28) an adjustment waits for an admin's approval instead
 * (adjustment-approvals.ts); the totals are judged under a per-staff-member lock, so calls made in parallel
 * are judged one after another.
 */

type Db = Kysely<DB> | Transaction<DB>;

export interface AdjustmentUnit {
  cash: boolean;
  label: string;
  limit: number;
}

export function unitFor(role: StaffRole, partner: Partner): AdjustmentUnit {
  const cash = isCashProgram(partner.currencyType);
  return {
    cash,
    label: cash ? 'dollars' : partner.terms.currencyPlural,
    limit: adjustmentLimitFor(role, cash),
  };
}

export interface AdjustmentInput {
  kind: AdjustmentKind;
  amount: number;
  reason: string;
  reverses?: number | undefined;
  /** An approved claim: its id and purchase (the reward sits at the purchase in the member's history). */
  claim?: { id: number; merchantId: number; memberCardId: string; purchaseDate: string; amountCents: number };
}

const CLAIM_DESCRIPTION = 'Missing reward approved by support';
const REVERSAL_DESCRIPTION = 'Correction of an earlier adjustment';

/**
 * The advisory lock (two-key form, class ADJUSTMENT_LOCK_CLASS) that serialises one staff member's adjustments:
 * their 24-hour totals are read and the adjustment written under it, so parallel calls cannot all pass the check
 * on the same totals. Taken first, before any row lock, in every path that judges the totals.
 */
const ADJUSTMENT_LOCK_CLASS = 0x46504a41; // "FPJA"

async function lockStaffAdjustments(trx: Transaction<DB>, staffId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ADJUSTMENT_LOCK_CLASS}::integer, ${staffId}::integer)`.execute(trx);
}

/**
 * What a staff member moved in the window ending `now`, in absolute value: on one member, and on all members.
 * Their own adjustments only (claim approvals and reversals included); an approved request's adjustment was a
 * second person's decision and counts for neither.
 */
export async function rollingTotals(
  db: Db,
  input: { staffId: number; memberId: number; now: Date },
): Promise<{ onMember: number; byStaff: number }> {
  const since = new Date(input.now.getTime() - ADJUSTMENT_ROLLING_WINDOW_MS);
  const result = await sql<{ on_member: string | null; by_staff: string | null }>`
    SELECT sum(abs(a.amount)) FILTER (WHERE a.member_id = ${input.memberId}) AS on_member,
           sum(abs(a.amount)) AS by_staff
    FROM reward_adjustments a
    WHERE a.staff_id = ${input.staffId} AND a.created_at > ${since}
      AND NOT EXISTS (SELECT 1 FROM adjustment_approvals q WHERE q.adjustment_id = a.id)`.execute(db);
  const row = result.rows[0];
  return { onMember: Number(row?.on_member ?? 0), byStaff: Number(row?.by_staff ?? 0) };
}

/** The signed-in staff member's 24-hour totals on this member against their limits (the console shows them). */
export async function allowanceOf(db: Db, act: StaffAct, member: MemberRow): Promise<AdjustmentAllowance> {
  const { staff } = act;
  const limits = rollingLimitsFor(staff.role, isCashProgram(act.partner.currencyType));
  const used = await rollingTotals(db, { staffId: staff.id, memberId: member.id, now: act.now });
  return {
    onMember: { used: used.onMember, limit: limits.perMember },
    byStaff: { used: used.byStaff, limit: limits.perStaff },
  };
}

export type AdjustmentOutcome =
  { queued: false; adjustment: Adjustment } | { queued: true; approval: AdjustmentApproval };

/** The console's POST …/Adjustments: adjustOrQueue in a transaction of its own, which a refusal rolls back. */
export function requestAdjustment({
  db,
  act,
  member,
  input,
}: {
  db: Kysely<DB>;
  act: StaffAct;
  member: MemberRow;
  input: AdjustmentInput;
}): Promise<AdjustmentOutcome> {
  return db.transaction().execute((trx) => adjustOrQueue(trx, act, member, input));
}

/**
 * POST …/Adjustments: makes the adjustment when it keeps the staff member within their 24-hour limits, and
 * otherwise queues it for an admin's approval (nothing written). Every other check (role limit per call, closed
 * account, reversal, balance) is made first either way, so a request that could never be written is refused now.
 */
export async function adjustOrQueue(
  trx: Transaction<DB>,
  act: StaffAct,
  member: MemberRow,
  input: AdjustmentInput,
): Promise<AdjustmentOutcome> {
  const { staff } = act;
  await lockStaffAdjustments(trx, staff.id);
  await checkAdjustment(trx, act, member, input);
  const { now } = act;
  const used = await rollingTotals(trx, { staffId: staff.id, memberId: member.id, now });
  if (withinRollingLimits(act, used, input.amount)) {
    return { queued: false, adjustment: await writeAdjustment(trx, act, member, input, { madeBy: staff.id }) };
  }
  if (input.amount < 0) {
    // A take-back that could not be written today is refused now rather than queued.
    const balance = await adjustableBalance(trx, member.id, act.partner);
    if (balance + input.amount < 0) {
      const unit = unitFor(act.staff.role, act.partner);
      throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.belowZero(formatAdjustmentAmount(balance, unit)));
    }
  }
  const row = await trx
    .insertInto('adjustment_approvals')
    .values({
      partner_code: act.partner.code,
      member_id: member.id,
      kind: input.kind,
      amount: input.amount,
      reason: input.reason,
      reverses_id: input.reverses ?? null,
      requested_by: staff.id,
      requested_at: now,
      used_on_member: used.onMember,
      used_by_staff: used.byStaff,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const approval = await approvalById(trx, act.partner.code, row.id);
  await act.record(
    {
      action: STAFF_ACTIONS.rewardAdjustQueued,
      target: { type: 'member', id: member.public_id },
      after: {
        approval: approval.id,
        kind: approval.kind,
        amount: approval.amount,
        reason: approval.reason,
        reverses: approval.reverses,
        usedOnMember: used.onMember,
        usedByStaff: used.byStaff,
      },
    },
    trx,
  );
  return { queued: true, approval };
}

function withinRollingLimits(act: StaffAct, used: { onMember: number; byStaff: number }, amount: number) {
  const limits = rollingLimitsFor(act.staff.role, isCashProgram(act.partner.currencyType));
  const size = Math.abs(amount);
  return used.onMember + size <= limits.perMember && used.byStaff + size <= limits.perStaff;
}

/**
 * Makes one adjustment inside `trx` (the caller's, so a claim's approval commits with it), within the staff
 * member's 24-hour limits: past them it is refused (403) — the claims queue is itself the place an admin
 * approves from.
 */
export async function makeAdjustment(
  trx: Transaction<DB>,
  act: StaffAct,
  member: MemberRow,
  input: AdjustmentInput,
): Promise<Adjustment> {
  const { staff } = act;
  await lockStaffAdjustments(trx, staff.id);
  await checkAdjustment(trx, act, member, input);
  const used = await rollingTotals(trx, { staffId: staff.id, memberId: member.id, now: act.now });
  if (!withinRollingLimits(act, used, input.amount)) {
    const unit = unitFor(act.staff.role, act.partner);
    const limits = rollingLimitsFor(staff.role, unit.cash);
    const limit =
      used.onMember + Math.abs(input.amount) > limits.perMember
        ? `${formatAdjustmentAmount(limits.perMember, unit)} on one member`
        : `${formatAdjustmentAmount(limits.perStaff, unit)} in all`;
    throw new AppError('FORBIDDEN', ADJUSTMENT_MESSAGES.claimOverRolling(limit));
  }
  return writeAdjustment(trx, act, member, input, { madeBy: staff.id });
}

/**
 * An approved request's adjustment (adjustment-approvals.ts): the same checks but the 24-hour limits, which the
 * approval answers; written as the requester's, with the approver recording it.
 */
export async function makeApprovedAdjustment(
  trx: Transaction<DB>,
  act: StaffAct,
  member: MemberRow,
  input: AdjustmentInput,
  approval: { id: number; requestedBy: number; requestedByEmail: string },
): Promise<Adjustment> {
  await checkAdjustment(trx, act, member, input);
  return writeAdjustment(trx, act, member, input, { madeBy: approval.requestedBy, approval });
}

/** What every adjustment must pass whoever makes it: an open account, the role's limit per call, a true reversal. */
async function checkAdjustment(
  trx: Transaction<DB>,
  act: StaffAct,
  member: MemberRow,
  input: AdjustmentInput,
): Promise<void> {
  const unit = unitFor(act.staff.role, act.partner);
  if (member.member_type === 'ClosedAccountMember' || !member.active) {
    throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.closed);
  }
  if (Math.abs(input.amount) > unit.limit) {
    throw new AppError('FORBIDDEN', ADJUSTMENT_MESSAGES.overLimit(formatAdjustmentAmount(unit.limit, unit)));
  }
  if (input.reverses !== undefined) await checkReversal(trx, member, input);
}

async function writeAdjustment(
  trx: Transaction<DB>,
  act: StaffAct,
  member: MemberRow,
  input: AdjustmentInput,
  by: { madeBy: number; approval?: { id: number; requestedByEmail: string } },
): Promise<Adjustment> {
  const { partner } = act;
  const unit = unitFor(act.staff.role, partner);
  const owner = { id: member.id, partnerCode: partner.code };
  const before = { balance: await adjustableBalance(trx, member.id, partner) };
  const { now } = act;
  const outcome = await writeAdjustmentReward(trx, {
    member: owner,
    partner,
    kind: input.kind,
    amount: input.amount,
    description: input.claim ? CLAIM_DESCRIPTION : input.reverses !== undefined ? REVERSAL_DESCRIPTION : null,
    now,
    purchase: input.claim && {
      merchantId: input.claim.merchantId,
      memberCardId: input.claim.memberCardId,
      localDate: input.claim.purchaseDate,
      ticketCents: input.claim.amountCents,
    },
  });
  if (!outcome.written) {
    throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.belowZero(formatAdjustmentAmount(outcome.balance, unit)));
  }
  const row = await trx
    .insertInto('reward_adjustments')
    .values({
      member_id: member.id,
      partner_code: partner.code,
      reward_id: outcome.rewardId,
      kind: input.kind,
      amount: input.amount,
      reason: input.reason,
      staff_id: by.madeBy,
      reverses_id: input.reverses ?? null,
      claim_id: input.claim?.id ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const adjustment = await adjustmentById(trx, owner, row.id);
  await act.record(
    {
      action: STAFF_ACTIONS.rewardAdjust,
      target: { type: 'member', id: member.public_id },
      before,
      after: {
        adjustment: adjustment.id,
        kind: adjustment.kind,
        amount: adjustment.amount,
        reason: adjustment.reason,
        reverses: adjustment.reverses,
        claim: adjustment.claimId,
        reward: adjustment.rewardId,
        balance: await adjustableBalance(trx, member.id, partner),
        ...(by.approval ? { approval: by.approval.id, requestedBy: by.approval.requestedByEmail } : {}),
      },
    },
    trx,
  );
  return adjustment;
}

/** A reversal mirrors an adjustment of this member that is not itself a reversal and was not reversed yet. */
async function checkReversal(trx: Transaction<DB>, member: MemberRow, input: AdjustmentInput) {
  const original = await trx
    .selectFrom('reward_adjustments')
    .select(['id', 'kind', 'amount', 'reverses_id'])
    .where('id', '=', input.reverses!)
    .where('member_id', '=', member.id)
    .where('partner_code', '=', member.partner_code)
    .forUpdate()
    .executeTakeFirst();
  if (!original) throw new AppError('NOT_FOUND', ADJUSTMENT_MESSAGES.notFound);
  if (original.reverses_id !== null) throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.reversalOfReversal);
  const reversed = await trx
    .selectFrom('reward_adjustments')
    .select('id')
    .where('reverses_id', '=', original.id)
    .executeTakeFirst();
  if (reversed) throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.alreadyReversed);
  if (input.kind !== original.kind || input.amount !== -original.amount) {
    throw new AppError('VALIDATION_FAILED', ADJUSTMENT_MESSAGES.form, [
      { field: 'amount', message: ADJUSTMENT_MESSAGES.reversalMismatch },
    ]);
  }
}

type Owner = { id: number; partnerCode: string };

const adjustmentQuery = (db: Db, owner: Owner) =>
  db
    .selectFrom('reward_adjustments as a')
    .innerJoin('rewards as r', 'r.id', 'a.reward_id')
    .innerJoin('staff as s', 's.id', 'a.staff_id')
    .select([
      'a.id',
      'a.kind',
      'a.amount',
      'a.reason',
      'a.created_at',
      'a.reverses_id',
      'a.claim_id',
      'a.reward_id',
      'r.award_status',
      's.email',
    ])
    .select(sql<number | null>`(SELECT x.id FROM reward_adjustments x WHERE x.reverses_id = a.id)`.as('reversed_by'))
    .select(
      sql<string | null>`(SELECT d.email FROM adjustment_approvals q JOIN staff d ON d.id = q.decided_by
        WHERE q.adjustment_id = a.id)`.as('approved_by'),
    )
    .where('a.member_id', '=', owner.id)
    .where('a.partner_code', '=', owner.partnerCode);

type AdjustmentRow = Awaited<ReturnType<ReturnType<typeof adjustmentQuery>['executeTakeFirstOrThrow']>>;

function toAdjustment(row: AdjustmentRow): Adjustment {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    staffEmail: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    awardStatus: row.award_status,
    rewardId: String(row.reward_id),
    reverses: row.reverses_id,
    reversedBy: row.reversed_by === null ? null : Number(row.reversed_by),
    claimId: row.claim_id,
    approvedBy: row.approved_by,
  };
}

export async function adjustmentById(db: Db, owner: Owner, id: number): Promise<Adjustment> {
  return toAdjustment(await adjustmentQuery(db, owner).where('a.id', '=', id).executeTakeFirstOrThrow());
}

/** The member's adjustments, newest first (at most 100). */
export async function adjustmentsOf(db: Db, owner: Owner): Promise<Adjustment[]> {
  const rows = await adjustmentQuery(db, owner)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(100)
    .execute();
  return rows.map(toAdjustment);
}

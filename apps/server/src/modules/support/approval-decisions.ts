import type { Kysely, Transaction } from 'kysely';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import {
  ADJUSTMENT_MESSAGES,
  approvalDeclineRequestSchema,
  formatAdjustmentAmount,
  type ApprovalDecision,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { findMemberById } from '../members/repository';
import { approvalById, lockApproval, recordApprovalDecision } from './adjustment-approvals';
import { makeApprovedAdjustment, unitFor } from './adjustments';
import type { StaffAct } from './staff-act';
import { staffEmailOf } from './staff-repository';

/**
 * An admin's decision on an adjustment waiting past its requester's 24-hour limits (issue 28 defect 5;
 * docs/decisions/0023), as services. Only a pending request of the admin's program, and never the admin's own
 * (the database refuses that too); approving writes the adjustment as the requester's (every check but the
 * 24-hour limits made again), in the same transaction as the decision and its audit record. A refusal is an
 * AppError, which the route records on its own (approval-routes.ts).
 */

export interface ApprovalDecisionCall {
  db: Kysely<DB>;
  act: StaffAct;
  approvalId: number;
}

/** How the audit log names a request for approval. */
export const approvalAuditTarget = (id: number) => ({ type: 'adjustment-approval', id: String(id) });

type LockedApproval = NonNullable<Awaited<ReturnType<typeof lockApproval>>>;

/** Runs a decision on the locked, pending request that is not the decider's own; answers the request as decided. */
async function decide(
  { db, act, approvalId }: ApprovalDecisionCall,
  work: (
    trx: Transaction<DB>,
    locked: LockedApproval,
  ) => Promise<{ message: string; action: string; after: Record<string, unknown> }>,
): Promise<ApprovalDecision> {
  const message = await db.transaction().execute(async (trx) => {
    const locked = await lockApproval(trx, act.staff.partnerCode, approvalId);
    if (!locked) throw new AppError('NOT_FOUND', ADJUSTMENT_MESSAGES.approvalNotFound);
    if (locked.requested_by === act.staff.id) throw new AppError('FORBIDDEN', ADJUSTMENT_MESSAGES.approvalOwn);
    if (locked.status !== 'pending') {
      throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.approvalDecided(locked.status));
    }
    const done = await work(trx, locked);
    await act.record(
      {
        action: done.action,
        target: approvalAuditTarget(approvalId),
        before: { status: 'pending' },
        after: done.after,
      },
      trx,
    );
    return done.message;
  });
  return { approval: await approvalById(db, act.staff.partnerCode, approvalId), message };
}

/** Approves a request: its adjustment is written as the requester's, on the member it was asked for. */
export function approveAdjustmentRequest(call: ApprovalDecisionCall): Promise<ApprovalDecision> {
  const { act } = call;
  return decide(call, async (trx, locked) => {
    const member = await findMemberById(trx, act.staff.partnerCode, locked.member_id);
    if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.memberNotFound);
    const requestedByEmail = await staffEmailOf(trx, locked.requested_by);
    const adjustment = await makeApprovedAdjustment(
      trx,
      act,
      member,
      { kind: locked.kind, amount: locked.amount, reason: locked.reason, reverses: locked.reverses_id ?? undefined },
      { id: locked.id, requestedBy: locked.requested_by, requestedByEmail },
    );
    await recordApprovalDecision(trx, locked.id, {
      status: 'approved',
      decidedBy: act.staff.id,
      decidedAt: act.now,
      adjustmentId: adjustment.id,
    });
    const amount = formatAdjustmentAmount(adjustment.amount, unitFor(act.staff.role, act.partner));
    return {
      message: ADJUSTMENT_MESSAGES.approved(amount),
      action: STAFF_ACTIONS.rewardAdjustApprove,
      after: {
        status: 'approved',
        adjustment: adjustment.id,
        amount: adjustment.amount,
        member: member.public_id,
        requestedBy: requestedByEmail,
      },
    };
  });
}

/**
 * Declines a request with the reason its requester reads. `input` is the decline form, read only once the request
 * is found pending and not the admin's own, so those refusals answer as such whatever the form holds.
 */
export function declineAdjustmentRequest(call: ApprovalDecisionCall & { input: unknown }): Promise<ApprovalDecision> {
  const { act, input } = call;
  return decide(call, async (trx, locked) => {
    const { reason } = parseForm(approvalDeclineRequestSchema, input, ADJUSTMENT_MESSAGES.form);
    await recordApprovalDecision(trx, locked.id, {
      status: 'declined',
      decidedBy: act.staff.id,
      decidedAt: act.now,
      note: reason,
    });
    return {
      message: ADJUSTMENT_MESSAGES.declined,
      action: STAFF_ACTIONS.rewardAdjustDecline,
      after: { status: 'declined', reason, amount: locked.amount },
    };
  });
}

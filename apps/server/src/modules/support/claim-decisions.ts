import type { Kysely, Transaction } from 'kysely';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import {
  ADJUSTMENT_MESSAGES,
  formatAdjustmentAmount,
  type QueuedClaim,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findMemberById } from '../members/repository';
import { purchaseRewardOfClaim } from '../rewards/claim-overlap';
import { lockFeedImports } from '../transactions/import-lock';
import { makeAdjustment, unitFor } from './adjustments';
import { claimRow, lockClaim, resolveClaim, suggestedAmount, toQueuedClaim } from './claims-queue';
import type { StaffAct } from './staff-act';

/**
 * Support's decisions on missing-reward claims (decision 0023; docs/rewards.md "Claims"), as services: approving
 * writes an M adjustment in the same transaction as the claim's decision and its audit record; declining records
 * the reason the member reads. A second identical decision answers the first; the opposite one is a 409. A
 * refusal is an AppError, which the route records on its own (claim-routes.ts).
 */

export interface ClaimDecision {
  db: Kysely<DB>;
  act: StaffAct;
  claimId: number;
}

export interface ClaimDecided {
  claim: QueuedClaim;
  message: string;
}

/** How the audit log names a claim. */
export const claimAuditTarget = (claimId: number) => ({ type: 'claim', id: String(claimId) });

/** Runs a decision in its own transaction; answers the claim as the queue now shows it, with the decision's message. */
async function decided(
  { db, act, claimId }: ClaimDecision,
  work: (trx: Transaction<DB>) => Promise<string>,
): Promise<ClaimDecided> {
  const message = await db.transaction().execute(work);
  const row = await claimRow(db, act.staff.partnerCode, claimId);
  return { claim: toQueuedClaim(row!, act.partner), message };
}

/**
 * Approves a claim as an M adjustment of `amount` (default: what the purchase would have earned) within the staff
 * member's limits. Refused when the purchase has earned its reward since (the feed got there first), when the
 * claim was declined, or for another program's claim.
 */
export function approveClaim(
  decision: ClaimDecision & { input: { amount?: number | undefined; reason?: string | undefined } },
): Promise<ClaimDecided> {
  const { act, claimId, input } = decision;
  const partnerCode = act.staff.partnerCode;
  return decided(decision, async (trx) => {
    // The feed's imports first, then the claim: an import that is writing this purchase's reward ends
    // before the check below reads it, and one that starts later finds the claim approved (decision 0027).
    await lockFeedImports(trx);
    const locked = await lockClaim(trx, partnerCode, claimId);
    if (!locked) throw new AppError('NOT_FOUND', ADJUSTMENT_MESSAGES.claimNotFound);
    if (locked.status === 'approved') return 'This claim was already approved.';
    if (locked.status === 'declined') throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.claimDeclined);
    const claim = (await claimRow(trx, partnerCode, locked.id))!;
    const member = await findMemberById(trx, partnerCode, locked.member_id);
    if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.memberNotFound);
    const purchase = {
      merchantId: claim.merchant_number,
      memberCardId: claim.member_card_id,
      purchaseDate: claim.purchase_date,
      amountCents: claim.amount_cents,
    };
    const earned = await purchaseRewardOfClaim(trx, { memberId: member.id, ...purchase });
    if (earned) throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.claimEarned(earned.transactionId));
    const amount = input.amount ?? suggestedAmount(claim, act.partner);
    if (amount <= 0) {
      throw new AppError('VALIDATION_FAILED', ADJUSTMENT_MESSAGES.form, [
        { field: 'amount', message: ADJUSTMENT_MESSAGES.manualPositive },
      ]);
    }
    const adjustment = await makeAdjustment(trx, act, member, {
      kind: 'M',
      amount,
      reason: input.reason ?? `Missing-reward claim ${claim.id} approved`,
      claim: { id: claim.id, ...purchase },
    });
    const added = formatAdjustmentAmount(amount, unitFor(act.staff.role, act.partner));
    await resolveClaim(trx, claim.id, {
      status: 'approved',
      resolution: `Approved: we added ${added} to your rewards for this purchase.`,
      resolvedAt: act.now,
      resolvedBy: act.staff.id,
    });
    await act.record(
      {
        action: STAFF_ACTIONS.claimApprove,
        target: claimAuditTarget(claimId),
        before: { status: claim.status },
        after: { status: 'approved', adjustment: adjustment.id, amount, member: member.public_id },
      },
      trx,
    );
    return `Claim approved: ${added} added.`;
  });
}

/** Declines a claim with the reason the member reads in their claim list; an approved claim is a 409. */
export function declineClaim(decision: ClaimDecision & { reason: string }): Promise<ClaimDecided> {
  const { act, claimId, reason } = decision;
  return decided(decision, async (trx) => {
    const locked = await lockClaim(trx, act.staff.partnerCode, claimId);
    if (!locked) throw new AppError('NOT_FOUND', ADJUSTMENT_MESSAGES.claimNotFound);
    if (locked.status === 'declined') return 'This claim was already declined.';
    if (locked.status === 'approved') throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.claimApproved);
    await resolveClaim(trx, locked.id, {
      status: 'declined',
      resolution: reason,
      resolvedAt: act.now,
      resolvedBy: act.staff.id,
    });
    await act.record(
      {
        action: STAFF_ACTIONS.claimDecline,
        target: claimAuditTarget(claimId),
        before: { status: locked.status },
        after: { status: 'declined', reason },
      },
      trx,
    );
    return 'Claim declined. The member sees your reason with their claim.';
  });
}

import type { AdjustmentApproval } from '@forkpoint/shared/contracts/support-adjustments';

/** What an adjustment request's state reads as in the console, for the requester and the admins alike. */
export function approvalStatusText(approval: AdjustmentApproval): string {
  if (approval.status === 'pending') return 'Waiting for an admin';
  if (approval.status === 'approved') {
    const written = approval.adjustmentId === null ? '' : ` (adjustment #${approval.adjustmentId})`;
    return `Approved by ${approval.decidedBy ?? 'an admin'}${written}`;
  }
  return `Declined by ${approval.decidedBy ?? 'an admin'}: ${approval.decisionNote ?? ''}`;
}

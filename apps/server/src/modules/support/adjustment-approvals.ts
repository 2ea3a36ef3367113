import type { Kysely, Transaction } from 'kysely';
import type { AdjustmentApproval, ApprovalQueueFilter } from '@forkpoint/shared/contracts/support-adjustments';
import type { DB } from '../../db/schema';

/**
 * The approvals queue (issue 28 defect 5; migrations/0065; docs/decisions/0023): adjustments that would have
 * taken their requester past the 24-hour limits (ADJUSTMENT_ROLLING_LIMITS), waiting for an admin other than
 * the requester. Its reads and the decision's write; adjustments.ts queues, approval-decisions.ts decides.
 */

type Db = Kysely<DB> | Transaction<DB>;

const approvalQuery = (db: Db, partnerCode: string) =>
  db
    .selectFrom('adjustment_approvals as q')
    .innerJoin('members as m', (join) =>
      join.onRef('m.id', '=', 'q.member_id').onRef('m.partner_code', '=', 'q.partner_code'),
    )
    .innerJoin('staff as r', 'r.id', 'q.requested_by')
    .leftJoin('staff as d', 'd.id', 'q.decided_by')
    .select([
      'q.id',
      'q.status',
      'q.kind',
      'q.amount',
      'q.reason',
      'q.reverses_id',
      'q.requested_by',
      'q.requested_at',
      'q.used_on_member',
      'q.used_by_staff',
      'q.decided_at',
      'q.decision_note',
      'q.adjustment_id',
      'q.member_id',
      'm.public_id',
      'm.first_name',
      'm.last_name',
      'r.email as requested_by_email',
      'd.email as decided_by_email',
    ])
    .where('q.partner_code', '=', partnerCode);

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toApproval(row: ApprovalRow): AdjustmentApproval {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    reverses: row.reverses_id,
    member: { publicId: row.public_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
    requestedBy: row.requested_by_email,
    requestedAt: new Date(row.requested_at).toISOString(),
    usedOnMember: row.used_on_member,
    usedByStaff: row.used_by_staff,
    decidedBy: row.decided_by_email,
    decidedAt: iso(row.decided_at),
    decisionNote: row.decision_note,
    adjustmentId: row.adjustment_id,
  };
}

export async function approvalById(db: Db, partnerCode: string, id: number): Promise<AdjustmentApproval> {
  return toApproval(await approvalQuery(db, partnerCode).where('q.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * The queue: pending requests oldest first (the next to decide on top), decided ones newest first; at most 200.
 * `requestedBy` narrows it to one staff member's own requests (what those who may not decide see).
 */
export async function approvalQueue(
  db: Db,
  partnerCode: string,
  filter: ApprovalQueueFilter,
  requestedBy?: number,
): Promise<AdjustmentApproval[]> {
  let query = approvalQuery(db, partnerCode);
  if (filter !== 'all') query = query.where('q.status', '=', filter);
  if (requestedBy !== undefined) query = query.where('q.requested_by', '=', requestedBy);
  query =
    filter === 'pending'
      ? query.orderBy('q.requested_at', 'asc').orderBy('q.id', 'asc')
      : query.orderBy('q.requested_at', 'desc').orderBy('q.id', 'desc');
  return (await query.limit(200).execute()).map(toApproval);
}

/** One member's requests for the member page: every pending one, then the last decided (at most 20 in all). */
export async function approvalsOfMember(db: Db, partnerCode: string, memberId: number): Promise<AdjustmentApproval[]> {
  const rows = await approvalQuery(db, partnerCode)
    .where('q.member_id', '=', memberId)
    .orderBy((eb) => eb.case().when('q.status', '=', 'pending').then(0).else(1).end())
    .orderBy('q.requested_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(20)
    .execute();
  return rows.map(toApproval);
}

/** Locks a request of this partner for its decision: a second decision waits, then finds it decided. */
export async function lockApproval(trx: Transaction<DB>, partnerCode: string, id: number) {
  return trx
    .selectFrom('adjustment_approvals')
    .select(['id', 'status', 'member_id', 'kind', 'amount', 'reason', 'reverses_id', 'requested_by'])
    .where('id', '=', id)
    .where('partner_code', '=', partnerCode)
    .forUpdate()
    .executeTakeFirst();
}

/** Records an admin's decision on a request locked by lockApproval: approved with its adjustment, or declined. */
export async function recordApprovalDecision(
  trx: Transaction<DB>,
  id: number,
  decision:
    | { status: 'approved'; decidedBy: number; decidedAt: Date; adjustmentId: number }
    | { status: 'declined'; decidedBy: number; decidedAt: Date; note: string },
): Promise<void> {
  await trx
    .updateTable('adjustment_approvals')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      ...(decision.status === 'approved' ? { adjustment_id: decision.adjustmentId } : { decision_note: decision.note }),
    })
    .where('id', '=', id)
    .execute();
}

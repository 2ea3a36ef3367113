import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import {
  ADJUSTMENT_MESSAGES,
  adjustmentLimitFor,
  formatAdjustmentAmount,
  type Adjustment,
  type AdjustmentKind,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { MemberRow } from '../members/repository';
import { adjustableBalance, writeAdjustmentReward } from '../rewards/adjustment-rewards';
import { isCashProgram } from '../rewards/earn-rules';
import { recordStaffAction } from './audit-log';
import { staffOf } from './staff-guard';

/**
 * Support adjustments (issue 18 item 3; docs/decisions/0023-reward-adjustments.md): a reward of source M,
 * J or A with a required reason, within the staff member's role limit (ADJUSTMENT_LIMITS), written through
 * the rewards engine and recorded in the audit log in the same transaction. Never edited: a reversal is a
 * new adjustment that mirrors one exactly, once.
 */

type Db = Kysely<DB> | Transaction<DB>;

export interface AdjustmentUnit {
  cash: boolean;
  label: string;
  limit: number;
}

export function unitFor(request: FastifyRequest, partner: Partner): AdjustmentUnit {
  const cash = isCashProgram(partner.currencyType);
  return {
    cash,
    label: cash ? 'dollars' : partner.terms.currencyPlural,
    limit: adjustmentLimitFor(staffOf(request).role, cash),
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

/** Makes one adjustment inside `trx` (the caller's, so a claim's approval commits with it). */
export async function makeAdjustment(
  trx: Transaction<DB>,
  request: FastifyRequest,
  member: MemberRow,
  input: AdjustmentInput,
): Promise<Adjustment> {
  const partner = request.partner;
  const staff = staffOf(request);
  const unit = unitFor(request, partner);
  if (member.member_type === 'ClosedAccountMember' || !member.active) {
    throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.closed);
  }
  if (Math.abs(input.amount) > unit.limit) {
    throw new AppError('FORBIDDEN', ADJUSTMENT_MESSAGES.overLimit(formatAdjustmentAmount(unit.limit, unit)));
  }
  if (input.reverses !== undefined) await checkReversal(trx, member, input);

  const owner = { id: member.id, partnerCode: partner.code };
  const before = { balance: await adjustableBalance(trx, member.id, partner) };
  const now = request.server.clock();
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
      staff_id: staff.id,
      reverses_id: input.reverses ?? null,
      claim_id: input.claim?.id ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const adjustment = await adjustmentById(trx, owner, row.id);
  await recordStaffAction(
    request,
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

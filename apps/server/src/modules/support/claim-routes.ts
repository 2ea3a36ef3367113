import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_MESSAGES, STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import {
  ADJUSTMENT_MESSAGES,
  claimApproveRequestSchema,
  claimDecisionSchema,
  claimDeclineRequestSchema,
  claimParamsSchema,
  claimQueueQuerySchema,
  claimQueueSchema,
  formatAdjustmentAmount,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { findMemberById } from '../members/repository';
import { purchaseRewardOfClaim } from '../rewards/claim-overlap';
import { lockFeedImports } from '../transactions/import-lock';
import { makeAdjustment, unitFor } from './adjustments';
import { recordStaffAction } from './audit-log-http';
import { staffActOf } from './staff-act-http';
import { claimQueue, claimRow, lockClaim, suggestedAmount, toQueuedClaim } from './claims-queue';
import { requireStaff, staffOf } from './staff-guard';
import { STAFF_MEMBER_ERRORS } from './staff-member-lookup';

const errors = { ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema };

/**
 * The claims queue (agents and admins): GET /api/Support/Claims?status=, and POST …/{id}/Approve (an M
 * adjustment in the same transaction as the claim's decision; a second approval answers the first) and
 * …/{id}/Decline (with the reason the member reads in their claim list).
 */
export const claimQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.claims);
  const db = () => app.database.db;
  const target = (claimId: number) => ({ type: 'claim', id: String(claimId) });

  /** Runs a decision; a refusal is answered with its message and recorded on its own. */
  const decide = async (request: FastifyRequest, claimId: number, work: (trx: Transaction<DB>) => Promise<string>) => {
    try {
      const message = await db().transaction().execute(work);
      const row = await claimRow(db(), staffOf(request).partnerCode, claimId);
      return { claim: toQueuedClaim(row!, request.partner), message };
    } catch (error) {
      if (error instanceof AppError) {
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.claimRefused,
          target: target(claimId),
          after: { path: request.url, request: request.body ?? null, status: error.statusCode, message: error.message },
        });
      }
      throw error;
    }
  };

  app.get(
    '/api/Support/Claims',
    {
      preHandler: guard,
      schema: { querystring: claimQueueQuerySchema, response: { 200: claimQueueSchema, ...errors } },
    },
    async (request) => {
      return {
        claims: await claimQueue(db(), request.partner, request.query.status),
        unit: unitFor(staffOf(request).role, request.partner),
      };
    },
  );

  app.post(
    '/api/Support/Claims/:id/Approve',
    { preHandler: guard, schema: { params: claimParamsSchema, response: { 200: claimDecisionSchema, ...errors } } },
    (request) =>
      decide(request, request.params.id, async (trx) => {
        const body = parseForm(claimApproveRequestSchema, request.body, ADJUSTMENT_MESSAGES.form);
        const partnerCode = staffOf(request).partnerCode;
        // The feed's imports first, then the claim: an import that is writing this purchase's reward ends
        // before the check below reads it, and one that starts later finds the claim approved (decision 0027).
        await lockFeedImports(trx);
        const locked = await lockClaim(trx, partnerCode, request.params.id);
        if (!locked) throw new AppError('NOT_FOUND', ADJUSTMENT_MESSAGES.claimNotFound);
        if (locked.status === 'approved') return 'This claim was already approved.';
        if (locked.status === 'declined') throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.claimDeclined);
        const claim = (await claimRow(trx, partnerCode, locked.id))!;
        const member = await findMemberById(trx, partnerCode, locked.member_id);
        if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.memberNotFound);
        const earned = await purchaseRewardOfClaim(trx, {
          memberId: member.id,
          merchantId: claim.merchant_number,
          memberCardId: claim.member_card_id,
          purchaseDate: claim.purchase_date,
          amountCents: claim.amount_cents,
        });
        if (earned) throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.claimEarned(earned.transactionId));
        const amount = body.amount ?? suggestedAmount(claim, request.partner);
        if (amount <= 0) {
          throw new AppError('VALIDATION_FAILED', ADJUSTMENT_MESSAGES.form, [
            { field: 'amount', message: ADJUSTMENT_MESSAGES.manualPositive },
          ]);
        }
        const adjustment = await makeAdjustment(trx, staffActOf(request), member, {
          kind: 'M',
          amount,
          reason: body.reason ?? `Missing-reward claim ${claim.id} approved`,
          claim: {
            id: claim.id,
            merchantId: claim.merchant_number,
            memberCardId: claim.member_card_id,
            purchaseDate: claim.purchase_date,
            amountCents: claim.amount_cents,
          },
        });
        const added = formatAdjustmentAmount(amount, unitFor(staffOf(request).role, request.partner));
        const resolution = `Approved: we added ${added} to your rewards for this purchase.`;
        await trx
          .updateTable('reward_claims')
          .set({ status: 'approved', resolution, resolved_at: app.clock(), resolved_by: staffOf(request).id })
          .where('id', '=', claim.id)
          .execute();
        await recordStaffAction(
          request,
          {
            action: STAFF_ACTIONS.claimApprove,
            target: target(request.params.id),
            before: { status: claim.status },
            after: { status: 'approved', adjustment: adjustment.id, amount, member: member.public_id },
          },
          trx,
        );
        return `Claim approved: ${added} added.`;
      }),
  );

  app.post(
    '/api/Support/Claims/:id/Decline',
    { preHandler: guard, schema: { params: claimParamsSchema, response: { 200: claimDecisionSchema, ...errors } } },
    (request) =>
      decide(request, request.params.id, async (trx) => {
        const { reason } = parseForm(claimDeclineRequestSchema, request.body, ADJUSTMENT_MESSAGES.form);
        const locked = await lockClaim(trx, staffOf(request).partnerCode, request.params.id);
        if (!locked) throw new AppError('NOT_FOUND', ADJUSTMENT_MESSAGES.claimNotFound);
        if (locked.status === 'declined') return 'This claim was already declined.';
        if (locked.status === 'approved') throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.claimApproved);
        await trx
          .updateTable('reward_claims')
          .set({ status: 'declined', resolution: reason, resolved_at: app.clock(), resolved_by: staffOf(request).id })
          .where('id', '=', locked.id)
          .execute();
        await recordStaffAction(
          request,
          {
            action: STAFF_ACTIONS.claimDecline,
            target: target(request.params.id),
            before: { status: locked.status },
            after: { status: 'declined', reason },
          },
          trx,
        );
        return 'Claim declined. The member sees your reason with their claim.';
      }),
  );
};

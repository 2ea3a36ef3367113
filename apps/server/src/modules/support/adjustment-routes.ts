import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  ADJUSTMENT_MESSAGES,
  adjustmentListSchema,
  adjustmentParamsSchema,
  adjustmentQueuedSchema,
  adjustmentRequestSchema,
  adjustmentSchema,
  formatAdjustmentAmount,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { adjustableBalance } from '../rewards/adjustment-rewards';
import { approvalsOfMember } from './adjustment-approvals';
import { adjustmentsOf, allowanceOf, requestAdjustment, unitFor } from './adjustments';
import { recordStaffAction } from './audit-log-http';
import { staffActOf } from './staff-act-http';
import { requireStaff, staffOf } from './staff-guard';
import { STAFF_MEMBER_ERRORS, staffPartnerMember } from './staff-member-lookup';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/**
 * GET and POST /api/Support/Members/{publicId}/Adjustments (agents and admins, within their limits).
 * Every refusal after sign-in (no reason, out of range, over the limit, another partner's member, a closed
 * account, below zero, a second reversal) is answered with its message and written to the audit log. An
 * adjustment past the staff member's 24-hour limits is not written but queued for an admin's approval: 202.
 */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.adjustments);
  const db = () => app.database.db;

  const memberOf = (request: FastifyRequest, publicId: string) =>
    staffPartnerMember(db(), staffOf(request).partnerCode, publicId);

  app.get(
    SUPPORT_PATHS.memberAdjustments,
    {
      preHandler: guard,
      schema: { params: adjustmentParamsSchema, response: { 200: adjustmentListSchema, ...STAFF_MEMBER_ERRORS } },
    },
    async (request) => {
      const member = await memberOf(request, request.params.publicId);
      const owner = { id: member.id, partnerCode: member.partner_code };
      return {
        adjustments: await adjustmentsOf(db(), owner),
        unit: unitFor(staffOf(request).role, request.partner),
        balance: await adjustableBalance(db(), member.id, request.partner),
        allowance: await allowanceOf(db(), staffActOf(request), member),
        approvals: await approvalsOfMember(db(), member.partner_code, member.id),
      };
    },
  );

  app.post(
    SUPPORT_PATHS.memberAdjustments,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: {
        body: adjustmentRequestSchema,
        params: adjustmentParamsSchema,
        response: { 201: adjustmentSchema, 202: adjustmentQueuedSchema, ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const input = parseForm(adjustmentRequestSchema, request.body, ADJUSTMENT_MESSAGES.form);
        const member = await memberOf(request, request.params.publicId);
        const outcome = await requestAdjustment({ db: db(), act: staffActOf(request), member, input });
        if (!outcome.queued) return reply.code(201).send(outcome.adjustment);
        const amount = formatAdjustmentAmount(outcome.approval.amount, unitFor(staffOf(request).role, request.partner));
        return reply
          .code(202)
          .send({ queued: true as const, approval: outcome.approval, message: ADJUSTMENT_MESSAGES.queued(amount) });
      } catch (error) {
        if (error instanceof AppError) {
          // The refusal is recorded on its own: the refused change rolled back with its transaction.
          await recordStaffAction(request, {
            action: STAFF_ACTIONS.rewardAdjustRefused,
            target: { type: 'member', id: request.params.publicId },
            after: { request: request.body ?? null, status: error.statusCode, message: error.message },
          });
        }
        throw error;
      }
    },
  );
};

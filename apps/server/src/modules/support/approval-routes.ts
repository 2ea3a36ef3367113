import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS, staffMay } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  approvalDecisionSchema,
  approvalParamsSchema,
  approvalQueueQuerySchema,
  approvalQueueSchema,
  type ApprovalDecision,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { approvalQueue } from './adjustment-approvals';
import { unitFor } from './adjustments';
import { approvalAuditTarget, approveAdjustmentRequest, declineAdjustmentRequest } from './approval-decisions';
import { recordStaffAction } from './audit-log-http';
import { staffActOf } from './staff-act-http';
import { requireStaff, staffOf } from './staff-guard';
import { STAFF_MEMBER_ERRORS } from './staff-member-lookup';
import { approvalDeclineRequestSchema } from '@forkpoint/shared/contracts/support-adjustments';
import { bodyParsedByHandler } from '../../lib/http/form-body';

const errors = { ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema };

/**
 * The approvals queue (issue 28 defect 5; docs/decisions/0023): adjustments past their requester's 24-hour
 * limits. GET /api/Support/Approvals?status= lists them (admins: the program's; whoever may adjust: their own).
 * POST …/{id}/Approve and …/{id}/Decline decide one (approval-decisions.ts: only an admin, never on their own
 * request). HTTP only; refusals are audited here, on their own.
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const listGuard = requireStaff(...STAFF_PERMISSIONS.adjustments);
  const decideGuard = requireStaff(...STAFF_PERMISSIONS.approvals);
  const db = () => app.database.db;

  app.get(
    SUPPORT_PATHS.approvals,
    {
      preHandler: listGuard,
      schema: { querystring: approvalQueueQuerySchema, response: { 200: approvalQueueSchema, ...errors } },
    },
    async (request) => {
      const staff = staffOf(request);
      const canDecide = staffMay(staff.role, 'approvals');
      const unit = unitFor(staffOf(request).role, request.partner);
      return {
        approvals: await approvalQueue(db(), staff.partnerCode, request.query.status, canDecide ? undefined : staff.id),
        unit: { cash: unit.cash, label: unit.label },
        canDecide,
      };
    },
  );

  /** Answers a decision; a refusal is recorded on its own and answered. */
  const decide = async (request: FastifyRequest, id: number, work: () => Promise<ApprovalDecision>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) {
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.rewardAdjustDecisionRefused,
          target: approvalAuditTarget(id),
          after: { path: request.url, request: request.body ?? null, status: error.statusCode, message: error.message },
        });
      }
      throw error;
    }
  };

  const decision = {
    preHandler: decideGuard,
    schema: { params: approvalParamsSchema, response: { 200: approvalDecisionSchema, ...errors } },
  };

  app.post(SUPPORT_PATHS.approvalApprove, decision, (request) =>
    decide(request, request.params.id, () =>
      approveAdjustmentRequest({ db: db(), act: staffActOf(request), approvalId: request.params.id }),
    ),
  );

  // The decline's reason is parsed by the service (approval-decisions.ts), with the form's own message.
  app.post(
    SUPPORT_PATHS.approvalDecline,
    { ...decision, ...bodyParsedByHandler, schema: { ...decision.schema, body: approvalDeclineRequestSchema } },
    (request) =>
      decide(request, request.params.id, () =>
        declineAdjustmentRequest({
          db: db(),
          act: staffActOf(request),
          approvalId: request.params.id,
          input: request.body,
        }),
      ),
  );
};

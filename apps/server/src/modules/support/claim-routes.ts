import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  ADJUSTMENT_MESSAGES,
  claimApproveRequestSchema,
  claimDecisionSchema,
  claimDeclineRequestSchema,
  claimParamsSchema,
  claimQueueQuerySchema,
  claimQueueSchema,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { unitFor } from './adjustments';
import { recordStaffAction } from './audit-log-http';
import { approveClaim, claimAuditTarget, declineClaim, type ClaimDecided } from './claim-decisions';
import { claimQueue } from './claims-queue';
import { staffActOf } from './staff-act-http';
import { requireStaff, staffOf } from './staff-guard';
import { STAFF_MEMBER_ERRORS } from './staff-member-lookup';
import { bodyParsedByHandler } from '../../lib/http/form-body';

const errors = { ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema };

/**
 * The claims queue (agents and admins): GET /api/Support/Claims?status=, and POST …/{id}/Approve (an M
 * adjustment in the same transaction as the claim's decision; a second approval answers the first) and
 * …/{id}/Decline (with the reason the member reads in their claim list). HTTP only: the decisions are
 * claim-decisions.ts's; a refusal is audited here, on its own.
 */
export const claimQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.claims);
  const db = () => app.database.db;

  /** Answers a decision; a refusal (its form included) is answered with its message and recorded on its own. */
  const decide = async (request: FastifyRequest, claimId: number, work: () => Promise<ClaimDecided>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) {
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.claimRefused,
          target: claimAuditTarget(claimId),
          after: { path: request.url, request: request.body ?? null, status: error.statusCode, message: error.message },
        });
      }
      throw error;
    }
  };

  app.get(
    SUPPORT_PATHS.claims,
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
    SUPPORT_PATHS.claimApprove,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: {
        body: claimApproveRequestSchema,
        params: claimParamsSchema,
        response: { 200: claimDecisionSchema, ...errors },
      },
    },
    (request) =>
      decide(request, request.params.id, () =>
        approveClaim({
          db: db(),
          act: staffActOf(request),
          claimId: request.params.id,
          input: parseForm(claimApproveRequestSchema, request.body, ADJUSTMENT_MESSAGES.form),
        }),
      ),
  );

  app.post(
    SUPPORT_PATHS.claimDecline,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: {
        body: claimDeclineRequestSchema,
        params: claimParamsSchema,
        response: { 200: claimDecisionSchema, ...errors },
      },
    },
    (request) =>
      decide(request, request.params.id, () => {
        const { reason } = parseForm(claimDeclineRequestSchema, request.body, ADJUSTMENT_MESSAGES.form);
        return declineClaim({ db: db(), act: staffActOf(request), claimId: request.params.id, reason });
      }),
  );
};

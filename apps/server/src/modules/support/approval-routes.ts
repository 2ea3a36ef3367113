import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_MESSAGES, STAFF_PERMISSIONS, staffMay } from '@forkpoint/shared/contracts/support';
import {
  ADJUSTMENT_MESSAGES,
  approvalDecisionSchema,
  approvalDeclineRequestSchema,
  approvalParamsSchema,
  approvalQueueQuerySchema,
  approvalQueueSchema,
  formatAdjustmentAmount,
} from '@forkpoint/shared/contracts/support-adjustments';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { findMemberById } from '../members/repository';
import { approvalById, approvalQueue, lockApproval } from './adjustment-approvals';
import { makeApprovedAdjustment, unitFor } from './adjustments';
import { recordStaffAction } from './audit-log-http';
import { staffActOf } from './staff-act-http';
import { requireStaff, staffOf } from './staff-guard';
import { STAFF_MEMBER_ERRORS } from './staff-member-lookup';

const errors = { ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema };

/**
 * The approvals queue (issue 28 defect 5; docs/decisions/0023): adjustments past their requester's 24-hour
 * limits. GET /api/Support/Approvals?status= lists them (admins: the program's; whoever may adjust: their own).
 * POST …/{id}/Approve writes the adjustment as the requester's (every check but the 24-hour limits made again,
 * in the same transaction as the decision) and …/{id}/Decline records the reason the requester reads. Only an
 * admin decides, and never on their own request (the database refuses that too). Refusals are audited.
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const listGuard = requireStaff(...STAFF_PERMISSIONS.adjustments);
  const decideGuard = requireStaff(...STAFF_PERMISSIONS.approvals);
  const db = () => app.database.db;
  const target = (id: number) => ({ type: 'adjustment-approval', id: String(id) });

  app.get(
    '/api/Support/Approvals',
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

  /** Runs a decision on a locked, pending request that is not the decider's own; refusals recorded on their own. */
  const decide = async (
    request: FastifyRequest,
    id: number,
    work: (
      trx: Transaction<DB>,
      locked: NonNullable<Awaited<ReturnType<typeof lockApproval>>>,
    ) => Promise<{ message: string; action: string; after: Record<string, unknown> }>,
  ) => {
    const staff = staffOf(request);
    try {
      const message = await db()
        .transaction()
        .execute(async (trx) => {
          const locked = await lockApproval(trx, staff.partnerCode, id);
          if (!locked) throw new AppError('NOT_FOUND', ADJUSTMENT_MESSAGES.approvalNotFound);
          if (locked.requested_by === staff.id) throw new AppError('FORBIDDEN', ADJUSTMENT_MESSAGES.approvalOwn);
          if (locked.status !== 'pending') {
            throw new AppError('CONFLICT', ADJUSTMENT_MESSAGES.approvalDecided(locked.status));
          }
          const done = await work(trx, locked);
          await recordStaffAction(
            request,
            { action: done.action, target: target(id), before: { status: 'pending' }, after: done.after },
            trx,
          );
          return done.message;
        });
      return { approval: await approvalById(db(), staff.partnerCode, id), message };
    } catch (error) {
      if (error instanceof AppError) {
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.rewardAdjustDecisionRefused,
          target: target(id),
          after: { path: request.url, request: request.body ?? null, status: error.statusCode, message: error.message },
        });
      }
      throw error;
    }
  };

  app.post(
    '/api/Support/Approvals/:id/Approve',
    {
      preHandler: decideGuard,
      schema: { params: approvalParamsSchema, response: { 200: approvalDecisionSchema, ...errors } },
    },
    (request) =>
      decide(request, request.params.id, async (trx, locked) => {
        const staff = staffOf(request);
        const member = await findMemberById(trx, staff.partnerCode, locked.member_id);
        if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.memberNotFound);
        const requester = await trx
          .selectFrom('staff')
          .select('email')
          .where('id', '=', locked.requested_by)
          .executeTakeFirstOrThrow();
        const adjustment = await makeApprovedAdjustment(
          trx,
          staffActOf(request),
          member,
          {
            kind: locked.kind,
            amount: locked.amount,
            reason: locked.reason,
            reverses: locked.reverses_id ?? undefined,
          },
          { id: locked.id, requestedBy: locked.requested_by, requestedByEmail: requester.email },
        );
        await trx
          .updateTable('adjustment_approvals')
          .set({ status: 'approved', decided_by: staff.id, decided_at: app.clock(), adjustment_id: adjustment.id })
          .where('id', '=', locked.id)
          .execute();
        const amount = formatAdjustmentAmount(adjustment.amount, unitFor(staffOf(request).role, request.partner));
        return {
          message: ADJUSTMENT_MESSAGES.approved(amount),
          action: STAFF_ACTIONS.rewardAdjustApprove,
          after: {
            status: 'approved',
            adjustment: adjustment.id,
            amount: adjustment.amount,
            member: member.public_id,
            requestedBy: requester.email,
          },
        };
      }),
  );

  app.post(
    '/api/Support/Approvals/:id/Decline',
    {
      preHandler: decideGuard,
      schema: { params: approvalParamsSchema, response: { 200: approvalDecisionSchema, ...errors } },
    },
    (request) =>
      decide(request, request.params.id, async (trx, locked) => {
        const { reason } = parseForm(approvalDeclineRequestSchema, request.body, ADJUSTMENT_MESSAGES.form);
        await trx
          .updateTable('adjustment_approvals')
          .set({ status: 'declined', decided_by: staffOf(request).id, decided_at: app.clock(), decision_note: reason })
          .where('id', '=', locked.id)
          .execute();
        return {
          message: ADJUSTMENT_MESSAGES.declined,
          action: STAFF_ACTIONS.rewardAdjustDecline,
          after: { status: 'declined', reason, amount: locked.amount },
        };
      }),
  );
};

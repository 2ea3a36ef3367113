import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { apiErrorSchema } from '@forkpoint/shared';
import {
  STAFF_MANAGEMENT_MESSAGES as MESSAGES,
  STAFF_PERMISSIONS,
  staffActionResponseSchema,
  staffCreateRequestSchema,
  staffListSchema,
  staffParamsSchema,
  staffRoleRequestSchema,
  type StaffActionResponse,
  type StaffMember,
} from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { newPasswordProblem } from '../auth/new-password';
import { recordStaffAction } from './audit-log-http';
import { createStaffMember } from './create-staff-member';
import { issueRecoveryCodes } from './recovery-codes';
import {
  auditState,
  findStaffMember,
  generateStaffPassword,
  listStaff,
  lockStaffMember,
  totpShownOnce,
} from './staff-directory';
import { endStaffAccess } from './staff-access';
import { requireStaff, staffOf } from './staff-guard';
import { storeTotpSecret } from './staff-totp';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const answers = { 200: staffActionResponseSchema, ...errors };

/**
 * Staff management for admins (decision 0026): GET and POST /api/Support/Staff, and POST
 * /api/Support/Staff/{id}/Role | Deactivate | Reactivate | ResetTotp | RecoveryCodes. Every query is on the
 * signed-in admin's partner; every change and its audit record commit together; a refusal is audited on
 * its own. New secrets, codes and a generated password are in the answer once and nowhere else.
 */
export const staffManagementRoutes: FastifyPluginAsyncZod<{ keyring: StaffTotpKeyring }> = async (app, { keyring }) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.staff);
  const db = () => app.database.db;
  const target = (id: number | string) => ({ type: 'staff', id: String(id) });

  /** Runs a change in one transaction; an AppError is recorded (what was refused, not what was typed) and answered. */
  const change = async (
    request: FastifyRequest,
    reply: FastifyReply,
    work: (trx: Transaction<DB>) => Promise<StaffActionResponse>,
  ) => {
    try {
      return await db().transaction().execute(work);
    } catch (error) {
      if (error instanceof AppError) {
        const params = request.params as { id?: number } | undefined;
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.staffManageRefused,
          target: params?.id ? target(params.id) : null,
          after: {
            path: request.routeOptions.url ?? request.url,
            status: error.statusCode,
            message: error.message,
            fields: error.fields?.map((field) => field.field) ?? [],
          },
        });
      }
      throw error;
    }
  };

  /** The staff member to change, locked, on this partner; 404 for any other. */
  const lockTarget = async (trx: Transaction<DB>, request: FastifyRequest, id: number): Promise<StaffMember> => {
    const member = await lockStaffMember(trx, staffOf(request).partnerCode, id);
    if (!member) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    return member;
  };

  /** Reads the member again after the change and records it with its before and after. */
  const recorded = async (
    trx: Transaction<DB>,
    request: FastifyRequest,
    action: string,
    before: StaffMember | null,
    extra: Record<string, unknown> = {},
    id = before?.id,
  ): Promise<StaffMember> => {
    const after = (await findStaffMember(trx, staffOf(request).partnerCode, id!))!;
    await recordStaffAction(
      request,
      {
        action,
        target: target(after.id),
        before: before ? auditState(before) : null,
        after: { ...auditState(after), ...extra },
      },
      trx,
    );
    return after;
  };

  app.get(
    '/api/Support/Staff',
    { preHandler: guard, schema: { response: { 200: staffListSchema, ...errors } } },
    async (request) => {
      const staff = await listStaff(db(), staffOf(request).partnerCode);
      await recordStaffAction(request, { action: STAFF_ACTIONS.staffList, after: { count: staff.length } });
      return { staff };
    },
  );

  app.post('/api/Support/Staff', { preHandler: guard, schema: { response: answers } }, (request, reply) =>
    change(request, reply, async (trx) => {
      const body = parseForm(staffCreateRequestSchema, request.body, MESSAGES.form);
      const generated = !body.password;
      const password = body.password || generateStaffPassword();
      const problem = generated ? null : newPasswordProblem(password, { terms: request.partner.terms });
      if (problem) throw new AppError('VALIDATION_FAILED', MESSAGES.form, [{ field: 'password', message: problem }]);
      const now = app.clock();
      const created = await createStaffMember(
        trx,
        keyring,
        { partnerCode: staffOf(request).partnerCode, ...body, password },
        now,
      );
      const staff = await recorded(
        trx,
        request,
        STAFF_ACTIONS.staffCreate,
        null,
        { passwordGenerated: generated },
        created.id,
      );
      return {
        staff,
        message: MESSAGES.created,
        shownOnce: {
          totp: await totpShownOnce(created.totpSecret, staff.email),
          recoveryCodes: created.recoveryCodes,
          password: generated ? password : null,
        },
      };
    }),
  );

  app.post(
    '/api/Support/Staff/:id/Role',
    { preHandler: guard, schema: { params: staffParamsSchema, response: answers } },
    (request, reply) =>
      change(request, reply, async (trx) => {
        const { role } = parseForm(staffRoleRequestSchema, request.body, MESSAGES.form);
        const before = await lockTarget(trx, request, request.params.id);
        if (before.id === staffOf(request).id) throw new AppError('CONFLICT', MESSAGES.selfRole);
        if (before.role === role) return { staff: before, message: MESSAGES.roleUnchanged, shownOnce: null };
        await trx.updateTable('staff').set({ role }).where('id', '=', before.id).execute();
        const staff = await recorded(trx, request, STAFF_ACTIONS.staffRoleChange, before);
        return { staff, message: MESSAGES.roleChanged, shownOnce: null };
      }),
  );

  app.post(
    '/api/Support/Staff/:id/Deactivate',
    { preHandler: guard, schema: { params: staffParamsSchema, response: answers } },
    (request, reply) =>
      change(request, reply, async (trx) => {
        const before = await lockTarget(trx, request, request.params.id);
        if (before.id === staffOf(request).id) throw new AppError('CONFLICT', MESSAGES.selfDeactivate);
        if (!before.active) return { staff: before, message: MESSAGES.alreadyInactive, shownOnce: null };
        await trx.updateTable('staff').set({ active: false }).where('id', '=', before.id).execute();
        const ended = await endStaffAccess(trx, before.id, app.clock());
        const staff = await recorded(trx, request, STAFF_ACTIONS.staffDeactivate, before, ended);
        return { staff, message: MESSAGES.deactivated, shownOnce: null };
      }),
  );

  app.post(
    '/api/Support/Staff/:id/Reactivate',
    { preHandler: guard, schema: { params: staffParamsSchema, response: answers } },
    (request, reply) =>
      change(request, reply, async (trx) => {
        const before = await lockTarget(trx, request, request.params.id);
        if (before.active) return { staff: before, message: MESSAGES.alreadyActive, shownOnce: null };
        await trx.updateTable('staff').set({ active: true }).where('id', '=', before.id).execute();
        const staff = await recorded(trx, request, STAFF_ACTIONS.staffReactivate, before);
        return { staff, message: MESSAGES.reactivated, shownOnce: null };
      }),
  );

  app.post(
    '/api/Support/Staff/:id/ResetTotp',
    { preHandler: guard, schema: { params: staffParamsSchema, response: answers } },
    (request, reply) =>
      change(request, reply, async (trx) => {
        const before = await lockTarget(trx, request, request.params.id);
        const secret = await storeTotpSecret(trx, keyring, before.id);
        const staff = await recorded(trx, request, STAFF_ACTIONS.staffTotpReset, before);
        return {
          staff,
          message: MESSAGES.totpReset,
          shownOnce: { totp: await totpShownOnce(secret, staff.email), recoveryCodes: null, password: null },
        };
      }),
  );

  app.post(
    '/api/Support/Staff/:id/RecoveryCodes',
    { preHandler: guard, schema: { params: staffParamsSchema, response: answers } },
    (request, reply) =>
      change(request, reply, async (trx) => {
        const before = await lockTarget(trx, request, request.params.id);
        const recoveryCodes = await issueRecoveryCodes(trx, before.id, app.clock());
        const staff = await recorded(trx, request, STAFF_ACTIONS.staffRecoveryCodesIssue, before);
        return {
          staff,
          message: MESSAGES.recoveryCodesIssued,
          shownOnce: { totp: null, recoveryCodes, password: null },
        };
      }),
  );
};

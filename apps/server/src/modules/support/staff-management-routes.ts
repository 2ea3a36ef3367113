import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { recordStaffAction } from './audit-log-http';
import { staffActOf } from './staff-act-http';
import { requireStaff } from './staff-guard';
import {
  addStaffMember,
  changeStaffRole,
  deactivateStaffMember,
  issueStaffRecoveryCodes,
  listProgramStaff,
  reactivateStaffMember,
  resetStaffTotp,
  staffAuditTarget,
  type StaffManagement,
} from './staff-management';
import { bodyParsedByHandler } from '../../lib/http/form-body';

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
 * /api/Support/Staff/{id}/Role | Deactivate | Reactivate | ResetTotp | RecoveryCodes. HTTP only: the rules, the
 * queries and each change's audit record are staff-management.ts's; a refusal is audited here, on its own.
 */
export const staffManagementRoutes: FastifyPluginAsyncZod<{ keyring: StaffTotpKeyring }> = async (app, { keyring }) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.staff);
  const management = (request: FastifyRequest): StaffManagement => ({
    db: app.database.db,
    act: staffActOf(request),
  });

  /** Answers a change; an AppError (its form included) is recorded (what was refused, not what was typed) and answered. */
  const change = async (request: FastifyRequest, work: () => Promise<StaffActionResponse>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) {
        const params = request.params as { id?: number } | undefined;
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.staffManageRefused,
          target: params?.id ? staffAuditTarget(params.id) : null,
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

  app.get(
    SUPPORT_PATHS.staff,
    { preHandler: guard, schema: { response: { 200: staffListSchema, ...errors } } },
    async (request) => ({ staff: await listProgramStaff(management(request)) }),
  );

  app.post(
    SUPPORT_PATHS.staff,
    { preHandler: guard, ...bodyParsedByHandler, schema: { body: staffCreateRequestSchema, response: answers } },
    (request) =>
      change(request, () =>
        addStaffMember({
          ...management(request),
          keyring,
          input: parseForm(staffCreateRequestSchema, request.body, MESSAGES.form),
        }),
      ),
  );

  const byId = { preHandler: guard, schema: { params: staffParamsSchema, response: answers } };

  app.post(
    SUPPORT_PATHS.staffRole,
    { ...byId, ...bodyParsedByHandler, schema: { ...byId.schema, body: staffRoleRequestSchema } },
    (request) =>
      change(request, () => {
        const { role } = parseForm(staffRoleRequestSchema, request.body, MESSAGES.form);
        return changeStaffRole({ ...management(request), staffId: request.params.id, role });
      }),
  );

  app.post(SUPPORT_PATHS.staffDeactivate, byId, (request) =>
    change(request, () => deactivateStaffMember({ ...management(request), staffId: request.params.id })),
  );

  app.post(SUPPORT_PATHS.staffReactivate, byId, (request) =>
    change(request, () => reactivateStaffMember({ ...management(request), staffId: request.params.id })),
  );

  app.post(SUPPORT_PATHS.staffResetTotp, byId, (request) =>
    change(request, () => resetStaffTotp({ ...management(request), keyring, staffId: request.params.id })),
  );

  app.post(SUPPORT_PATHS.staffRecoveryCodes, byId, (request) =>
    change(request, () => issueStaffRecoveryCodes({ ...management(request), staffId: request.params.id })),
  );
};

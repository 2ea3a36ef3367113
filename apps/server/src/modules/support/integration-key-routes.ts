import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import {
  INTEGRATION_KEY_MESSAGES as MESSAGES,
  integrationKeyCreateRequestSchema,
  integrationKeyCreatedSchema,
  integrationKeyListSchema,
  integrationKeyParamsSchema,
  integrationKeyRevokedSchema,
} from '@forkpoint/shared/contracts/integration-keys';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { recordStaffAction } from './audit-log-http';
import {
  addIntegrationKey,
  integrationKeyTarget,
  listProgramIntegrationKeys,
  revokeProgramIntegrationKey,
  type IntegrationKeyManagement,
} from './integration-key-management';
import { staffActOf } from './staff-act-http';
import { requireStaff } from './staff-guard';
import { bodyParsedByHandler } from '../../lib/http/form-body';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The console's Integration keys page (admins; issue 28 defect 4): GET and POST /api/Support/IntegrationKeys and
 * POST /api/Support/IntegrationKeys/{id}/Revoke. HTTP only: the keys, each change and its audit record are
 * integration-key-management.ts's; a refusal is audited here, on its own (what was refused, never a secret).
 */
export const integrationKeyRoutes: FastifyPluginAsyncZod<{ keyring: StaffTotpKeyring }> = async (app, { keyring }) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.integrationKeys);
  const management = (request: FastifyRequest): IntegrationKeyManagement => ({
    db: app.database.db,
    act: staffActOf(request),
  });

  /** Answers a change; an AppError (its form included) is recorded and answered. */
  const change = async <T>(request: FastifyRequest, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) {
        const params = request.params as { id?: string } | undefined;
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.integrationKeyRefused,
          target: params?.id ? integrationKeyTarget(params.id) : null,
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
    SUPPORT_PATHS.integrationKeys,
    { preHandler: guard, schema: { response: { 200: integrationKeyListSchema, ...errors } } },
    async (request) => listProgramIntegrationKeys(management(request)),
  );

  app.post(
    SUPPORT_PATHS.integrationKeys,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: { body: integrationKeyCreateRequestSchema, response: { 200: integrationKeyCreatedSchema, ...errors } },
    },
    (request) =>
      change(request, () => {
        const { label } = parseForm(integrationKeyCreateRequestSchema, request.body, MESSAGES.form);
        return addIntegrationKey({ ...management(request), keyring, label });
      }),
  );

  app.post(
    SUPPORT_PATHS.integrationKeyRevoke,
    {
      preHandler: guard,
      schema: { params: integrationKeyParamsSchema, response: { 200: integrationKeyRevokedSchema, ...errors } },
    },
    (request) =>
      change(request, () => revokeProgramIntegrationKey({ ...management(request), keyId: request.params.id })),
  );
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { apiErrorSchema } from '@forkpoint/shared';
import {
  INTEGRATION_KEYS_API,
  INTEGRATION_KEY_MESSAGES as MESSAGES,
  PARTNER_KEYS_MAX_ACTIVE,
  integrationKeyCreateRequestSchema,
  integrationKeyCreatedSchema,
  integrationKeyListSchema,
  integrationKeyParamsSchema,
  integrationKeyRevokedSchema,
} from '@forkpoint/shared/contracts/integration-keys';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { recordStaffAction } from './audit-log-http';
import { requireStaff, staffOf } from './staff-guard';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import {
  auditStateOf,
  createIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
} from '../integration-keys/integration-keys';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The console's Integration keys page (admins; issue 28 defect 4): GET and POST /api/Support/IntegrationKeys and
 * POST /api/Support/IntegrationKeys/{id}/Revoke, always on the signed-in admin's own program. A new key's secret is
 * in the create's answer once and nowhere else (the database keeps it sealed). Every change commits with its audit
 * record, never holding the secret; a refusal is audited on its own.
 */
export const integrationKeyRoutes: FastifyPluginAsyncZod<{ keyring: StaffTotpKeyring }> = async (app, { keyring }) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.integrationKeys);
  const db = () => app.database.db;
  const target = (id: string) => ({ type: 'integration-key', id });

  /** Runs a change in one transaction; an AppError is recorded (what was refused, never a secret) and answered. */
  const change = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (trx: Transaction<DB>) => Promise<T>,
  ) => {
    try {
      return await db().transaction().execute(work);
    } catch (error) {
      if (error instanceof AppError) {
        const params = request.params as { id?: string } | undefined;
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.integrationKeyRefused,
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

  app.get(
    INTEGRATION_KEYS_API,
    { preHandler: guard, schema: { response: { 200: integrationKeyListSchema, ...errors } } },
    async (request) => {
      const keys = await listIntegrationKeys(db(), staffOf(request).partnerCode);
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.integrationKeyList,
        after: { count: keys.length, active: keys.filter((key) => key.revokedAt === null).length },
      });
      return { keys, maxActive: PARTNER_KEYS_MAX_ACTIVE };
    },
  );

  app.post(
    INTEGRATION_KEYS_API,
    { preHandler: guard, schema: { response: { 200: integrationKeyCreatedSchema, ...errors } } },
    (request, reply) =>
      change(request, reply, async (trx) => {
        const { label } = parseForm(integrationKeyCreateRequestSchema, request.body, MESSAGES.form);
        const staff = staffOf(request);
        const { key, secret } = await createIntegrationKey(
          trx,
          keyring,
          { partnerCode: staff.partnerCode, label, createdBy: staff.email },
          app.clock(),
        );
        await recordStaffAction(
          request,
          {
            action: STAFF_ACTIONS.integrationKeyCreate,
            target: target(key.id),
            before: null,
            after: auditStateOf(key),
          },
          trx,
        );
        return { key, secret, message: MESSAGES.created };
      }),
  );

  app.post(
    `${INTEGRATION_KEYS_API}/:id/Revoke`,
    {
      preHandler: guard,
      schema: { params: integrationKeyParamsSchema, response: { 200: integrationKeyRevokedSchema, ...errors } },
    },
    (request, reply) =>
      change(request, reply, async (trx) => {
        const staff = staffOf(request);
        const { before, after } = await revokeIntegrationKey(
          trx,
          staff.partnerCode,
          request.params.id,
          staff.email,
          app.clock(),
        );
        if (!after) return { key: before, message: MESSAGES.alreadyRevoked };
        await recordStaffAction(
          request,
          {
            action: STAFF_ACTIONS.integrationKeyRevoke,
            target: target(after.id),
            before: auditStateOf(before),
            after: auditStateOf(after),
          },
          trx,
        );
        return { key: after, message: MESSAGES.revoked };
      }),
  );
};

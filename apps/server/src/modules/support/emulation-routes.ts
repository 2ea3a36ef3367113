import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_MESSAGES, STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { supportMemberParamsSchema } from '@forkpoint/shared/contracts/support-members';
import {
  EMULATION_ENTER_PATH,
  EMULATION_MESSAGES,
  emulationEndSchema,
  emulationParamsSchema,
  emulationStartSchema,
} from '@forkpoint/shared/contracts/emulation';
import { AppError } from '../../lib/app-error';
import { recordStaffAction } from './audit-log-http';
import { emulationOrigins, type EmulationOriginOptions } from './emulation-origins-http';
import { createEmulation, endEmulation, findEmulation } from './emulations';
import { requireStaff, staffOf } from './staff-guard';
import { STAFF_MEMBER_ERRORS, staffPartnerMember } from './staff-member-lookup';

/**
 * The console's side of emulation (agents and admins, their own partner's members): start one, which answers
 * a one-time link for the window the console opened, and end one. Both are audited with the change they make.
 */
export const emulationConsoleRoutes: FastifyPluginAsyncZod<EmulationOriginOptions> = async (app, options) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.emulation);
  const db = () => app.database.db;

  app.post(
    '/api/Support/Members/:publicId/Emulation',
    {
      preHandler: guard,
      schema: {
        params: supportMemberParamsSchema,
        response: { 200: emulationStartSchema, ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const staffSession = request.staffSession;
      if (!staffSession) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.signInRequired);
      const member = await staffPartnerMember(db(), staffOf(request).partnerCode, request.params.publicId);
      const target = { type: 'member', id: member.public_id };
      const refusal =
        !member.active || member.member_type === 'ClosedAccountMember'
          ? EMULATION_MESSAGES.closedMember
          : !member.has_web_profile
            ? EMULATION_MESSAGES.noWebProfile
            : null;
      if (refusal) {
        await recordStaffAction(request, {
          action: STAFF_ACTIONS.emulationRefused,
          target,
          after: { reason: refusal },
        });
        throw new AppError('CONFLICT', refusal);
      }
      const { appOrigin, consoleOrigin } = emulationOrigins(app, request, options);
      const now = app.clock();
      const started = await db()
        .transaction()
        .execute(async (trx) => {
          const emulation = await createEmulation(trx, {
            partnerCode: staff.partnerCode,
            staffId: staff.id,
            // It ends with this staff session (sign-out, idle, the 8-hour cap, deactivation): issue 28.
            staffSessionHash: staffSession.idHash,
            memberId: member.id,
            consoleOrigin,
            now,
          });
          await recordStaffAction(
            request,
            {
              action: STAFF_ACTIONS.emulationStart,
              target,
              after: { emulationId: emulation.id, appOrigin, consoleOrigin },
            },
            trx,
          );
          return emulation;
        });
      return {
        emulationId: started.id,
        enterUrl: `${appOrigin}${EMULATION_ENTER_PATH}?token=${started.token}`,
        appOrigin,
        tokenExpiresAt: started.tokenExpiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/Support/Emulation/:emulationId/End',
    {
      preHandler: guard,
      schema: { params: emulationParamsSchema, response: { 200: emulationEndSchema, ...STAFF_MEMBER_ERRORS } },
    },
    async (request) => {
      const staff = staffOf(request);
      const emulation = await findEmulation(db(), staff.partnerCode, request.params.emulationId);
      if (!emulation) throw new AppError('NOT_FOUND', EMULATION_MESSAGES.notFound);
      const ended = await db()
        .transaction()
        .execute(async (trx) => {
          const endedNow = await endEmulation(trx, {
            id: emulation.id,
            partnerCode: staff.partnerCode,
            reason: 'console',
            now: app.clock(),
          });
          await recordStaffAction(
            request,
            {
              action: STAFF_ACTIONS.emulationEnd,
              target: { type: 'member', id: emulation.memberPublicId },
              after: { emulationId: emulation.id, by: 'console', alreadyEnded: !endedNow },
            },
            trx,
          );
          return endedNow;
        });
      return { ended, message: ended ? EMULATION_MESSAGES.ended : EMULATION_MESSAGES.alreadyEnded };
    },
  );
};

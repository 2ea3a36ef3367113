import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_MESSAGES, STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { supportMemberParamsSchema } from '@forkpoint/shared/contracts/support-members';
import { emulationEndSchema, emulationParamsSchema, emulationStartSchema } from '@forkpoint/shared/contracts/emulation';
import { AppError } from '../../lib/app-error';
import { endConsoleEmulation, startEmulation } from './emulation-console';
import { emulationOrigins, type EmulationOriginOptions } from './emulation-origins-http';
import { staffActOf } from './staff-act-http';
import { requireStaff } from './staff-guard';
import { STAFF_MEMBER_ERRORS } from './staff-member-lookup';

/**
 * The console's side of emulation (agents and admins, their own partner's members): start one, which answers
 * a one-time link for the window the console opened, and end one. HTTP only: the rules and each change's audit
 * record are emulation-console.ts's.
 */
export const emulationConsoleRoutes: FastifyPluginAsyncZod<EmulationOriginOptions> = async (app, options) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.emulation);

  app.post(
    SUPPORT_PATHS.memberEmulation,
    {
      preHandler: guard,
      schema: {
        params: supportMemberParamsSchema,
        response: { 200: emulationStartSchema, ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const staffSession = request.staffSession;
      if (!staffSession) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.signInRequired);
      return startEmulation({
        db: app.database.db,
        act: staffActOf(request),
        staffSessionHash: staffSession.idHash,
        publicId: request.params.publicId,
        ...emulationOrigins(app, request, options),
      });
    },
  );

  app.post(
    SUPPORT_PATHS.emulationEnd,
    {
      preHandler: guard,
      schema: { params: emulationParamsSchema, response: { 200: emulationEndSchema, ...STAFF_MEMBER_ERRORS } },
    },
    async (request) =>
      endConsoleEmulation({ db: app.database.db, act: staffActOf(request), emulationId: request.params.emulationId }),
  );
};

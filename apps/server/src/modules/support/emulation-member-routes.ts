import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer, redirectAnswer } from '../../lib/http/documented-answers';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import {
  EMULATION_ENTER_PATH,
  EMULATION_MESSAGES,
  EMULATION_REFUSED_EXIT_PATH,
  emulationEnterQuerySchema,
  refusedExitRequestSchema,
  refusedExitResponseSchema,
} from '@forkpoint/shared/contracts/emulation';
import { AppError } from '../../lib/app-error';
import type { RateLimit } from '../../lib/rate-limit';
import { findMemberById } from '../members/repository';
import { recordStaffAction } from './audit-log-http';
import { emulationOfRequest } from './emulation-guard';
import { findEmulation, redeemEmulationToken } from './emulations';

/**
 * The member app's side of emulation. GET /api/Emulation/Enter spends the console's one-time link: it opens an
 * emulated member session in this browser and goes home (a navigation of the window the console opened, so
 * a link, not a call; the token works once, for 60 seconds). POST /api/Emulation/RefusedExit records an exit
 * message the member app refused (another origin, another emulation).
 */
export const emulationMemberRoutes: FastifyPluginAsyncZod<{ authRateLimit: RateLimit }> = async (
  app,
  { authRateLimit },
) => {
  const db = () => app.database.db;

  app.get(
    EMULATION_ENTER_PATH,
    {
      config: { rateLimit: authRateLimit, emulationAudited: true },
      schema: {
        querystring: emulationEnterQuerySchema,
        response: {
          303: redirectAnswer('The emulated session has started: to the member app (/).'),
          410: fileAnswer('text/html', 'A page saying the link is spent or the member is closed.'),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const redeemed = await redeemEmulationToken(db(), {
        token: request.query.token,
        partnerCode: request.partner.code,
        now,
      });
      const emulation = redeemed && (await findEmulation(db(), request.partner.code, redeemed.id));
      if (!emulation) return spent(reply, EMULATION_MESSAGES.linkSpent);
      const member = await findMemberById(db(), request.partner.code, emulation.memberId);
      // Closed since the console asked: refused like a start would be.
      if (!member?.active || member.member_type === 'ClosedAccountMember') {
        return spent(reply, EMULATION_MESSAGES.closedMember);
      }
      await app.startSession(request, reply, { memberId: member.id, rememberMe: false, emulationId: emulation.id });
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.emulationEnter,
        actor: emulation.actor,
        target: { type: 'member', id: member.public_id },
        after: { emulationId: emulation.id },
      });
      return reply.header('Referrer-Policy', 'no-referrer').redirect('/', 303);
    },
  );

  app.post(
    EMULATION_REFUSED_EXIT_PATH,
    {
      preHandler: app.requireMember,
      config: { rateLimit: authRateLimit, emulationAudited: true },
      schema: {
        body: refusedExitRequestSchema,
        response: { 200: refusedExitResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const emulation = await emulationOfRequest(request);
      if (!emulation) throw new AppError('FORBIDDEN', EMULATION_MESSAGES.notEmulating);
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.emulationExitRefused,
        actor: emulation.actor,
        target: { type: 'member', id: emulation.memberPublicId },
        after: { emulationId: emulation.id, origin: request.body.origin, reason: request.body.reason },
      });
      return { recorded: true as const };
    },
  );
};

/** The window shows a page rather than JSON: a person opened it, and it says what to do. */
function spent(reply: FastifyReply, message: string) {
  return reply
    .code(410)

    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Emulation not started</title></head>` +
        `<body><main><h1>Emulation not started</h1><p>${message}</p></main></body></html>`,
    );
}

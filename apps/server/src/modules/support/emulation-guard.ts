import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MEMBER_CARDS_PATH, SESSION_COOKIE } from '@forkpoint/shared';
import { EMULATION_MESSAGES } from '@forkpoint/shared/contracts/emulation-constants';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { VISITOR_COOKIE } from '../../plugins/csrf';
import { recordStaffAction } from './audit-log';
import { emulationOfSessionToken, endEmulation, type EmulationRow } from './emulations';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An emulation route that writes its own audit entry: the emulation guard does not add a second. */
    emulationAudited?: boolean;
  }
}

/**
 * The calls refused while staff view as the member (issue 18 item 5): card linking and removal, and every
 * change of profile, password or e-mail (PUT /api/Member carries all three; /api/Member/Credentials is the
 * e-mail fix). The one list; test/support-emulation.test.ts checks each is a registered route.
 */
export const REFUSED_WHILE_EMULATING: readonly string[] = [
  `POST ${MEMBER_CARDS_PATH}`,
  `DELETE ${MEMBER_CARDS_PATH}`,
  'PUT /api/Member',
  'PUT /api/Member/Credentials',
];

/** Sign-out ends the emulation it belongs to (the member app signs out on the console's exit message). */
export const SIGN_OUT_ROUTES: readonly string[] = ['GET /api/SignOut', 'GET /api/Sso/SignOut'];

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * One preHandler for every route (registered in app.ts before the routes): in a member session opened by an
 * emulation, each mutating call is recorded in the staff audit log as the staff member's before it runs (so
 * none goes unaudited), the refused ones answer 403, and signing out ends the emulation. Read-only calls and
 * requests without a member session cost nothing; others one primary-key look-up.
 */
export const emulationGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const refused = new Set(REFUSED_WHILE_EMULATING);
    const signOuts = new Set(SIGN_OUT_ROUTES);

    app.addHook('preHandler', async (request) => {
      const key = routeKey(request);
      const signOut = signOuts.has(key);
      if (READ_ONLY.has(request.method) && !signOut) return;
      if (request.routeOptions.config.emulationAudited) return;
      const emulation = await emulationOfRequest(request);
      if (!emulation) return;
      const target = { type: 'member', id: emulation.memberPublicId };
      if (signOut) {
        await app.database.db.transaction().execute(async (trx) => {
          const ended = await endEmulation(trx, {
            id: emulation.id,
            partnerCode: emulation.partnerCode,
            reason: 'signed-out',
            now: app.clock(),
          });
          if (!ended) return;
          await recordStaffAction(
            request,
            {
              action: STAFF_ACTIONS.emulationEnd,
              actor: emulation.actor,
              target,
              after: { emulationId: emulation.id, by: 'member-app-sign-out' },
            },
            trx,
          );
        });
        return;
      }
      const isRefused = refused.has(key);
      await recordStaffAction(request, {
        action: isRefused ? STAFF_ACTIONS.emulationRefused : STAFF_ACTIONS.emulationMemberCall,
        actor: emulation.actor,
        target,
        // Never the body: it may hold a password or a card's encrypted number.
        after: {
          emulationId: emulation.id,
          call: key,
          params: request.params ?? {},
          query: request.query ?? {},
        },
      });
      if (isRefused) throw new AppError('FORBIDDEN', EMULATION_MESSAGES.refused);
    });
  },
  { name: 'emulation-guard', dependencies: ['csrf', 'tenant', 'database', 'sessions'] },
);

/** The live emulation behind the request's member session cookie, or null (no session, or the member's own). */
export async function emulationOfRequest(request: FastifyRequest): Promise<EmulationRow | null> {
  const token = request.cookies[SESSION_COOKIE];
  const visitorId = request.cookies[VISITOR_COOKIE];
  if (!token || !visitorId) return null;
  return emulationOfSessionToken(request.server.database.db, {
    token,
    partnerCode: request.partner.code,
    visitorId,
    now: request.server.clock(),
  });
}

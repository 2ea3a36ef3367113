import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MEMBER_CARDS_PATH, SESSION_COOKIE } from '@forkpoint/shared';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { REWARD_CLAIMS_PATH } from '@forkpoint/shared/contracts/claim-constants';
import { EMULATION_MESSAGES, EMULATION_REFUSED_EXIT_PATH } from '@forkpoint/shared/contracts/emulation-constants';
import { IMPRESSIONS_PATH } from '@forkpoint/shared/contracts/impression-constants';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { NOTIFICATION_PATHS } from '@forkpoint/shared/contracts/notification-constants';
import { ORDERING_PATHS } from '@forkpoint/shared/contracts/ordering';
import { RESERVATION_PATHS } from '@forkpoint/shared/contracts/reservation-constants';
import { REVIEWS_PATH } from '@forkpoint/shared/contracts/reviews';
import { SSO_PATHS } from '@forkpoint/shared/contracts/sso';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { VISITOR_COOKIE } from '../../plugins/csrf';
import { recordStaffAction } from './audit-log-http';
import { emulationOfSessionToken, endEmulation, type EmulationRow } from './emulations';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An emulation route that writes its own audit entry: the emulation guard does not add a second. */
    emulationAudited?: boolean;
  }
}

/**
 * What a member session opened by an emulation may do (issue 18 item 5, issue 28 defect 7; the table is in
 * docs/decisions/0024-support-emulation.md). Every mutating route the server has is in exactly one of the lists
 * below or is not a member call at all (`emulationPolicyOf`); test/support-emulation.test.ts checks both, so a new
 * member route needs a decision before its tests pass, and until it has one it is refused while emulating.
 *
 * Refused, part one: card linking and removal, and every change of profile, password or e-mail (PUT /api/Member
 * carries all three; /api/Member/Credentials is the e-mail fix), and the member's notification channels.
 */
export const CREDENTIAL_CHANGES_REFUSED: readonly string[] = [
  `POST ${MEMBER_CARDS_PATH}`,
  `DELETE ${MEMBER_CARDS_PATH}`,
  `PUT ${MEMBER_PATHS.member}`,
  `PUT ${MEMBER_PATHS.credentials}`,
  // How and where the member is contacted (issue 35): their own choice, like the profile's opt-ins.
  `PUT ${NOTIFICATION_PATHS.preferences}`,
  `POST ${NOTIFICATION_PATHS.pushSubscription}`,
  `DELETE ${NOTIFICATION_PATHS.pushSubscription}`,
];

/**
 * Refused, part two: what the member does in their own name towards others or commits them to — a review others
 * read, a reservation held, booked or cancelled at a restaurant, an order placed, a bonus enrolled in, a survey
 * answered, a missing-reward claim filed (staff credit a purchase with an audited adjustment in the console).
 */
export const MEMBER_ACTS_REFUSED: readonly string[] = [
  `POST ${REVIEWS_PATH}`,
  `POST ${RESERVATION_PATHS.holds}`,
  `POST ${RESERVATION_PATHS.book}`,
  `DELETE ${RESERVATION_PATHS.book}/:id`,
  `POST ${ORDERING_PATHS.orders}`,
  `POST ${MEMBER_PATHS.bonus}`,
  'POST /api/Surveys/:id/Responses',
  `POST ${REWARD_CLAIMS_PATH}`,
];

/** Every call refused while emulating (403, `emulation.refused` in the audit log as the staff member). */
export const REFUSED_WHILE_EMULATING: readonly string[] = [...CREDENTIAL_CHANGES_REFUSED, ...MEMBER_ACTS_REFUSED];

/**
 * The mutating member calls an emulated session may make, each recorded as the staff member's
 * (`emulation.member-call`) before it runs: activating the member's own account (as any visitor with the member's
 * link can), the app's impressions and page views, the member app's report of a refused exit message (it writes its
 * own entry), and signing out (which ends the emulation).
 */
export const ALLOWED_WHILE_EMULATING: readonly string[] = [
  `POST ${MEMBER_PATHS.activate}`,
  `POST ${IMPRESSIONS_PATH}`,
  `POST ${EMULATION_REFUSED_EXIT_PATH}`,
  `GET ${APP_PATHS.signOut}`,
  `GET ${SSO_PATHS.signOut}`,
];

/** Sign-out ends the emulation it belongs to (the member app signs out on the console's exit message). */
export const SIGN_OUT_ROUTES: readonly string[] = [`GET ${APP_PATHS.signOut}`, `GET ${SSO_PATHS.signOut}`];

/**
 * Calls that are not the member's even when a member cookie rides along: the console's and staging tools' own
 * (a staff session, audited by their routes), machine calls (signed, no cookie of anyone), and the sign-in,
 * enrollment, recovery and activation-link calls, which act on what they are given (a password, a token, a public
 * id), never on the session. The catch-all route only answers 404.
 */
const NOT_MEMBER_CALL_PREFIXES = ['/api/Support/', '/api/StagingTools/', '/api/Processor/', '/idp/'];
const NOT_MEMBER_CALLS = new Set([
  `POST ${APP_PATHS.signIn}`,
  `POST ${MEMBER_PATHS.prospects}`,
  `POST ${MEMBER_PATHS.prospectEmail}`,
  `POST ${MEMBER_PATHS.recover}`,
  `POST ${MEMBER_PATHS.recoverConfirm}`,
  `POST ${MEMBER_PATHS.recoverUpdate}`,
  `POST ${MEMBER_PATHS.activateKnownVisitor}`,
]);

export type EmulationPolicy = 'refused' | 'allowed' | 'not-a-member-call';

const REFUSED = new Set(REFUSED_WHILE_EMULATING);
const ALLOWED = new Set(ALLOWED_WHILE_EMULATING);

/**
 * How the emulation guard treats a route: `null` when nobody decided yet (such a call is refused while emulating,
 * and the route test fails until the route is put in a list).
 */
export function emulationPolicyOf(
  method: string,
  url: string,
  config: { signatureAuthenticated?: boolean } = {},
): EmulationPolicy | null {
  const key = `${method} ${url}`;
  if (REFUSED.has(key)) return 'refused';
  if (ALLOWED.has(key)) return 'allowed';
  if (config.signatureAuthenticated || url === '*' || NOT_MEMBER_CALLS.has(key)) return 'not-a-member-call';
  if (NOT_MEMBER_CALL_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'not-a-member-call';
  return null;
}

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * One preHandler for every route (registered in app.ts before the routes): in a member session opened by an
 * emulation, each mutating member call is recorded in the staff audit log as the staff member's before it runs (so
 * none goes unaudited), the refused ones (and any not yet decided) answer 403, and signing out ends the emulation.
 * Read-only calls, calls that are not the member's and requests without a member session cost nothing; others one
 * indexed look-up, which also finds nothing once the staff session behind the emulation has ended.
 */
export const emulationGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const signOuts = new Set(SIGN_OUT_ROUTES);
    // Every route registered after the guard, so a test can hold each mutating one to a decision above.
    const seen: SeenRoute[] = [];
    seenRoutes.set(app, seen);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const config = (route.config ?? {}) as { signatureAuthenticated?: boolean };
      for (const method of methods) seen.push({ method: String(method), url: route.url, config });
    });

    app.addHook('preHandler', async (request) => {
      const key = routeKey(request);
      const signOut = signOuts.has(key);
      if (READ_ONLY.has(request.method) && !signOut) return;
      if (request.routeOptions.config.emulationAudited) return;
      const policy = emulationPolicyOf(request.method, request.routeOptions.url ?? '', request.routeOptions.config);
      if (policy === 'not-a-member-call') return;
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
      const isRefused = policy !== 'allowed';
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
      if (isRefused) {
        throw new AppError(
          'FORBIDDEN',
          policy === 'refused' && CREDENTIAL_CHANGES_REFUSED.includes(key)
            ? EMULATION_MESSAGES.refused
            : EMULATION_MESSAGES.refusedAct,
        );
      }
    });
  },
  { name: 'emulation-guard', dependencies: ['csrf', 'tenant', 'database', 'sessions'] },
);

interface SeenRoute {
  method: string;
  url: string;
  config: { signatureAuthenticated?: boolean };
}
const seenRoutes = new WeakMap<FastifyInstance, SeenRoute[]>();

/** The routes registered after the emulation guard on this app (test/support-emulation.test.ts reads them). */
export function routesSeenBy(app: FastifyInstance): readonly SeenRoute[] {
  return seenRoutes.get(app) ?? [];
}

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

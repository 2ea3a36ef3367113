import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import {
  STAFF_MESSAGES,
  STAFF_SESSION_COOKIE,
  staffSessionSchema,
  staffSignInRequestSchema,
  staffSignOutResponseSchema,
  type StaffSession,
} from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import type { RateLimit } from '../../lib/rate-limit';
import { recordStaffAction } from './audit-log-http';
import { endStaffSessionEmulations } from './emulation-console';
import { unusedRecoveryCodes } from './recovery-codes';
import { staffActAs, staffActOf } from './staff-act-http';
import { requireStaff, staffOf } from './staff-guard';
import { signInStaff, type StaffSignInOutcome } from './staff-sign-in';
import { createStaffSession, endStaffSession } from './staff-sessions';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/** POST /api/Support/SignIn, GET /api/Support/Session, POST /api/Support/SignOut. */
export const staffSessionRoutes: FastifyPluginAsyncZod<{
  authRateLimit: RateLimit;
  keyring: StaffTotpKeyring;
}> = async (app, options) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    SUPPORT_PATHS.signIn,
    {
      config: { rateLimit: options.authRateLimit },
      ...bodyParsedByHandler,
      schema: { body: staffSignInRequestSchema, response: { 200: staffSessionSchema, ...errors } },
    },
    async (request, reply) => {
      const input = parseForm(staffSignInRequestSchema, request.body, STAFF_MESSAGES.invalidForm);
      const partnerCode = request.partner.code;
      const outcome = await signInStaff(app.database.db, {
        ...input,
        partnerCode,
        now: app.clock(),
        keyring: options.keyring,
      });
      if (outcome.kind !== 'signed-in') return refuse(request, input.email, outcome);
      const { staff, factor } = outcome;

      const previous = request.cookies[STAFF_SESSION_COOKIE];
      if (previous) await endStaffSession(app.database.db, previous, partnerCode);
      const session = await createStaffSession(app.database.db, {
        staffId: staff.id,
        partnerCode,
        now: app.clock(),
        userAgent: String(request.headers['user-agent'] ?? ''),
        ip: request.ip,
      });
      app.staffCookie.set(reply, session.token, session.expiresAt);
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.signIn,
        actor: staff,
        target: { type: 'staff', id: String(staff.id) },
        after: { factor },
      });
      // Emulations of this staff member's sessions that ended since (idle, the 8-hour cap, the one this sign-in
      // replaced) stopped answering then; their end is recorded now.
      await endStaffSessionEmulations({
        db: app.database.db,
        act: staffActAs(request, staff),
        reason: 'staff-session-ended',
        by: 'staff-session-ended',
      });
      return noStore(reply, {
        staff,
        expiresAt: session.expiresAt.toISOString(),
        absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
        recoveryCodesLeft: await unusedRecoveryCodes(app.database.db, staff.id),
      });
    },
  );

  app.get(
    SUPPORT_PATHS.session,
    { preHandler: requireStaff(), schema: { response: { 200: staffSessionSchema, ...errors } } },
    async (request, reply) => {
      const staff = staffOf(request);
      const session = request.staffSession;
      if (!session) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.signInRequired);
      return noStore(reply, {
        staff,
        expiresAt: session.expiresAt.toISOString(),
        absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
        recoveryCodesLeft: await unusedRecoveryCodes(app.database.db, staff.id),
      });
    },
  );

  app.post(
    SUPPORT_PATHS.signOut,
    { preHandler: requireStaff(), schema: { response: { 200: staffSignOutResponseSchema, ...errors } } },
    async (request, reply) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      // Every emulation this session started ends with it (issue 28), each recorded.
      const session = request.staffSession;
      if (session) {
        await endStaffSessionEmulations({
          db: app.database.db,
          act: staffActOf(request),
          idHash: session.idHash,
          reason: 'staff-signed-out',
          by: 'staff-sign-out',
        });
      }
      if (token) await endStaffSession(app.database.db, token, request.partner.code);
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.signOut,
        target: { type: 'staff', id: String(staffOf(request).id) },
      });
      app.staffCookie.clear(reply);
      return noStore(reply, { signedOut: true as const });
    },
  );
};

function noStore<T extends StaffSession | { signedOut: true }>(reply: FastifyReply, body: T): T {
  return body;
}

/** Audits a refused sign-in against the staff member it named (or the e-mail typed), then answers it. */
async function refuse(
  request: FastifyRequest,
  email: string,
  outcome: Exclude<StaffSignInOutcome, { kind: 'signed-in' }>,
): Promise<never> {
  const actor = outcome.staff ?? { id: null, email, role: 'unknown', partnerCode: request.partner.code };
  const reason = outcome.kind === 'invalid' ? outcome.reason : outcome.kind;
  await recordStaffAction(request, {
    action: STAFF_ACTIONS.signInRefused,
    actor,
    target: { type: 'staff', id: actor.id === null ? email : String(actor.id) },
    after: { reason },
  });
  if (outcome.kind === 'locked') {
    throw new AppError('ACCOUNT_LOCKED', STAFF_MESSAGES.locked, undefined, {
      lockedUntil: outcome.lockedUntil.toISOString(),
    });
  }
  // A code already used is refused as a wrong password is, word for word: a message of its own would say the
  // password was right (issue 28). The audit entry keeps the reason.
  throw new AppError('INVALID_CREDENTIALS', STAFF_MESSAGES.invalidCredentials);
}

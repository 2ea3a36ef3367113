import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECOVER_PATH,
  accountLockedSchema,
  apiErrorSchema,
  SIGN_IN_MESSAGES,
  signInRequestSchema,
  signInResponseSchema,
  signOutResponseSchema,
} from '@forkpoint/shared';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { SSO_MESSAGES, SSO_PATHS, ssoRequiredSchema } from '@forkpoint/shared/contracts/sso';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { findMemberById } from '../members/repository';
import { memberWithRewards } from '../members/member-with-rewards';
import { signIn } from '../auth/sign-in';
import type { RateLimit } from '../../lib/rate-limit';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/** POST /api/SignIn and GET /api/SignOut. */
export const authRoutes: FastifyPluginAsyncZod<{ authRateLimit: RateLimit }> = async (app, { authRateLimit }) => {
  app.post(
    APP_PATHS.signIn,
    {
      config: { rateLimit: authRateLimit },
      // 403 is also the CSRF refusal, which carries no recover path, and SSO_REQUIRED on sso partners.
      ...bodyParsedByHandler,
      schema: {
        body: signInRequestSchema,
        response: {
          200: signInResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: accountLockedSchema
            .partial({ recoverPath: true, lockedUntil: true })
            .extend({ ssoLoginPath: ssoRequiredSchema.shape.ssoLoginPath.optional() }),
        },
      },
    },
    async (request, reply) => {
      const partner = request.partner;
      // sso members sign in at their identity provider (docs/decisions/0010), unless the partner keeps passwords.
      if (partner.enrollmentType === 'sso' && !partner.sso.passwordSignIn) {
        throw new AppError('SSO_REQUIRED', SSO_MESSAGES.passwordSignInOff(partner.terms.partner), undefined, {
          ssoLoginPath: SSO_PATHS.login,
        });
      }
      const input = parseForm(signInRequestSchema, request.body, SIGN_IN_MESSAGES.invalidForm);
      const partnerCode = partner.code;
      const outcome = await signIn(app.database.db, {
        partnerCode,
        userName: input.userName,
        password: input.password,
        ip: request.ip,
        now: app.clock(),
      });
      if (outcome.kind === 'invalid') throw new AppError('INVALID_CREDENTIALS', SIGN_IN_MESSAGES.invalidCredentials);
      if (outcome.kind === 'locked') {
        throw new AppError('ACCOUNT_LOCKED', SIGN_IN_MESSAGES.locked, undefined, {
          recoverPath: RECOVER_PATH,
          lockedUntil: outcome.lockedUntil.toISOString(),
        });
      }
      const rememberMe = input.rememberMe ?? false;
      const session = await app.startSession(request, reply, { memberId: outcome.memberId, rememberMe });
      const member = await findMemberById(app.database.db, partnerCode, outcome.memberId);
      if (!member) throw new Error('signed-in member vanished');
      return {
        member: await memberWithRewards(app.database.db, request.partner, member, app.clock()),
        session: { expiresAt: session.expiresAt.toISOString(), rememberMe },
      };
    },
  );

  // A GET (spec part 1 §7), yet it changes state: it asks for the CSRF header like a mutating call, so
  // another site cannot sign a member out with a link or an image.
  app.get(
    APP_PATHS.signOut,
    { onRequest: app.requireCsrfToken, schema: { response: { 200: signOutResponseSchema } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { signedOut: true as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORM_MESSAGES,
  recoverConfirmRequestSchema,
  recoverConfirmResponseSchema,
  recoverRequestResponseSchema,
  recoverRequestSchema,
  recoverUpdateRequestSchema,
  recoverUpdateResponseSchema,
} from '@forkpoint/shared';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { publicOrigin } from '../../lib/http/public-origin';
import type { RateLimit } from '../../lib/rate-limit';
import { confirmRecovery } from './confirm-recovery';
import { requestRecovery } from './request-recovery';
import { resetPassword } from './reset-password';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/**
 * Credential recovery (/recover, /recover/confirm, /recover/update, /recover/success), direct
 * enrollment only: request by e-mail or partner number (the answer never says whether an account
 * exists), confirm that a link's token is usable, update the password with it.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<{ authRateLimit: RateLimit }> = async (app, { authRateLimit }) => {
  const db = app.database.db;
  const limited = { config: { rateLimit: authRateLimit } };

  app.addHook('preHandler', async (request) => {
    if (request.partner.enrollmentType !== 'direct') throw new AppError('FORBIDDEN', FORM_MESSAGES.notAvailable);
  });

  app.post(
    MEMBER_PATHS.recover,
    {
      ...limited,
      ...bodyParsedByHandler,
      schema: { body: recoverRequestSchema, response: { 202: recoverRequestResponseSchema } },
    },
    async (request, reply) => {
      const input = parseForm(recoverRequestSchema, request.body, FORM_MESSAGES.recovery);
      await requestRecovery({
        db,
        partner: request.partner,
        clock: app.clock,
        captcha: app.captcha,
        mailer: app.mailer,
        background: app.background,
        ip: request.ip,
        origin: publicOrigin(app, request),
        input,
      });
      return reply.code(202).send({ message: FORM_MESSAGES.recoveryRequested });
    },
  );

  app.post(
    MEMBER_PATHS.recoverConfirm,
    {
      ...limited,
      ...bodyParsedByHandler,
      schema: { body: recoverConfirmRequestSchema, response: { 200: recoverConfirmResponseSchema } },
    },
    async (request) => {
      const input = parseForm(recoverConfirmRequestSchema, request.body, FORM_MESSAGES.recoveryLinkInvalid);
      return confirmRecovery({
        db,
        clock: app.clock,
        input: { token: input.token, partnerCode: request.partner.code },
      });
    },
  );

  app.post(
    MEMBER_PATHS.recoverUpdate,
    {
      ...limited,
      ...bodyParsedByHandler,
      schema: { body: recoverUpdateRequestSchema, response: { 200: recoverUpdateResponseSchema } },
    },
    async (request) => {
      const input = parseForm(recoverUpdateRequestSchema, request.body, FORM_MESSAGES.recovery);
      await resetPassword({ db, partner: request.partner, clock: app.clock, input });
      return { message: FORM_MESSAGES.passwordUpdated };
    },
  );
};

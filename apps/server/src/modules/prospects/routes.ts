import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORM_MESSAGES,
  prospectEmailRequestSchema,
  prospectEmailResponseSchema,
  prospectSignupRequestSchema,
  signInResponseSchema,
} from '@forkpoint/shared';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import type { RateLimit } from '../../lib/rate-limit';
import { memberWithRewards } from '../members/member-with-rewards';
import { enroll } from './enroll';
import { recordProspect } from './record-prospect';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/**
 * POST /api/Members/Prospects (enrollment: creates the member and signs them in) and
 * POST /api/Members/Prospects/Email (the home form's prospect record). Direct enrollment only:
 * sso partners enroll through their identity provider, and 'none' partners do not enroll.
 */
export const prospectRoutes: FastifyPluginAsyncZod<{ authRateLimit: RateLimit }> = async (app, { authRateLimit }) => {
  const limited = { config: { rateLimit: authRateLimit } };

  app.addHook('preHandler', async (request) => {
    if (request.partner.enrollmentType !== 'direct') throw new AppError('FORBIDDEN', FORM_MESSAGES.notAvailable);
  });

  app.post(
    MEMBER_PATHS.prospects,
    {
      ...limited,
      ...bodyParsedByHandler,
      schema: { body: prospectSignupRequestSchema, response: { 201: signInResponseSchema } },
    },
    async (request, reply) => {
      const input = parseForm(prospectSignupRequestSchema, request.body, FORM_MESSAGES.enrollment);
      const member = await enroll({
        db: app.database.db,
        partner: request.partner,
        clock: app.clock,
        captcha: app.captcha,
        ip: request.ip,
        input,
      });
      const session = await app.startSession(request, reply, { memberId: member.id, rememberMe: false });
      return reply.code(201).send({
        member: await memberWithRewards(app.database.db, request.partner, member, app.clock()),
        session: { expiresAt: session.expiresAt.toISOString(), rememberMe: session.rememberMe },
      });
    },
  );

  app.post(
    MEMBER_PATHS.prospectEmail,
    {
      ...limited,
      ...bodyParsedByHandler,
      schema: { body: prospectEmailRequestSchema, response: { 201: prospectEmailResponseSchema } },
    },
    async (request, reply) => {
      const input = parseForm(prospectEmailRequestSchema, request.body, FORM_MESSAGES.enrollment);
      await recordProspect({ db: app.database.db, partner: request.partner, input, now: app.clock() });
      return reply.code(201).send({ recorded: true as const });
    },
  );
};

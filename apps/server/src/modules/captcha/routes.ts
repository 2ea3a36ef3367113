import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { altchaChallengeSchema, captchaConfigSchema } from '@forkpoint/shared';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { AppError } from '../../lib/app-error';

/** GET /api/Captcha (which captcha the forms run) and GET /api/Captcha/Challenge (ALTCHA). */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha } = app;
  app.get(APP_PATHS.captcha, { schema: { response: { 200: captchaConfigSchema } } }, async () => captcha.config());

  app.get(APP_PATHS.captchaChallenge, { schema: { response: { 200: altchaChallengeSchema } } }, async (_request) => {
    if (!captcha.challenge)
      throw new AppError('NOT_FOUND', 'This server uses reCAPTCHA; its challenges come from Google.');
    const challenge = await captcha.challenge();
    return { ...challenge, parameters: { ...challenge.parameters } };
  });
};

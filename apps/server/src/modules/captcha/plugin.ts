import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import { createCaptchaVerifier } from './captcha';
import type { CaptchaVerifier } from './verifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** The captcha of the enrollment, recovery and card forms (CAPTCHA_PROVIDER: ALTCHA or reCAPTCHA). */
    captcha: CaptchaVerifier;
  }
}

/**
 * One captcha for the whole app, built from the configuration once: ALTCHA signs its challenges with
 * keys derived from SESSION_SECRET, so one widget's answer serves every form.
 */
export const captchaPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    app.decorate('captcha', createCaptchaVerifier(env, app.database.db, env.SESSION_SECRET));
  },
  { name: 'captcha', dependencies: ['database'] },
);

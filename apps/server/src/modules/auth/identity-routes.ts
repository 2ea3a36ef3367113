import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { createCaptchaVerifier } from '../captcha/captcha';
import { captchaRoutes } from '../captcha/routes';
import { createMailer } from '../outbox/mailer';
import { stagingOutboxRoutes } from '../outbox/staging-routes';
import { memberRoutes } from '../members/routes';
import { memberValidationRoutes } from '../members/validation-routes';
import { prospectRoutes } from '../prospects/routes';
import { recoveryRoutes } from '../recovery/routes';
import { authRoutes } from './routes';

/** The per-address limit of the calls that guess at accounts or send e-mail. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface IdentityOptions {
  env: Env;
  /** Secret the captcha signs its challenges with (derived per purpose). */
  secret: string;
}

/**
 * Members and identity: sign-in and sign-out, the member calls, enrollment, recovery and the
 * captcha (docs/decisions/0008). Sessions themselves are plugins/sessions.ts.
 */
export async function identityRoutes(app: FastifyInstance, options: IdentityOptions) {
  const { env } = options;
  const captcha = createCaptchaVerifier(env, app.database.db, options.secret);
  const mailer = createMailer({
    db: app.database.db,
    clock: app.clock,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: (error) => app.log.error({ err: error }, 'e-mail delivery failed'),
  });
  const authRateLimit: RateLimit = { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 };

  await app.register(captchaRoutes, { captcha });
  await app.register(authRoutes, { authRateLimit });
  await app.register(memberRoutes, { authRateLimit });
  await app.register(memberValidationRoutes, { authRateLimit });
  await app.register(prospectRoutes, { captcha, authRateLimit });
  await app.register(recoveryRoutes, { captcha, mailer, authRateLimit });
  // The staging tools are hidden in production (spec part 1 §2), and so is their view of the outbox.
  if (env.NODE_ENV !== 'production') await app.register(stagingOutboxRoutes);
}

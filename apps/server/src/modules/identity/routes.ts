import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { authRateLimit } from '../../lib/rate-limit';
import { authRoutes } from './sign-in-routes';
import { captchaRoutes } from '../captcha/routes';
import { memberRoutes } from '../members/routes';
import { memberValidationRoutes } from '../members/validation-routes';
import { prospectRoutes } from '../prospects/routes';
import { recoveryRoutes } from '../recovery/routes';

export interface IdentityOptions {
  env: Pick<Env, 'NODE_ENV' | 'AUTH_RATE_LIMIT_MAX'>;
}

/**
 * Members and identity: sign-in and sign-out, the member calls, enrollment, recovery and the
 * captcha (docs/decisions/0008). Sessions themselves are modules/auth/sessions-plugin.ts; the captcha and the
 * mailer these calls use are app.captcha and app.mailer (modules/captcha/plugin.ts, modules/outbox/mailer-plugin.ts).
 */
export async function identityRoutes(app: FastifyInstance, { env }: IdentityOptions) {
  const limit = authRateLimit(env);
  await app.register(captchaRoutes);
  await app.register(authRoutes, { authRateLimit: limit });
  await app.register(memberRoutes, { authRateLimit: limit });
  await app.register(memberValidationRoutes, { authRateLimit: limit });
  await app.register(prospectRoutes, { authRateLimit: limit });
  await app.register(recoveryRoutes, { authRateLimit: limit });
  // The staging tools' view of the outbox is theirs (stand-ins/staging/routes.ts), hidden in production like them.
}

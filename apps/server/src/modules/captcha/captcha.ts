import type { Kysely } from 'kysely';
import { captchaMessage } from '@forkpoint/shared/rules/member-fields';
import type { Env } from '../../config/env';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { altchaVerifier } from './altcha';
import { recaptchaVerifier } from './recaptcha';
import type { CaptchaVerifier } from './verifier';

/** The configured captcha (CAPTCHA_PROVIDER); built once, as app.captcha (modules/captcha/plugin.ts). */
export function createCaptchaVerifier(env: Env, db: Kysely<DB>, secret: string): CaptchaVerifier {
  if (env.CAPTCHA_PROVIDER === 'recaptcha') {
    // envSchema guarantees both keys with this provider.
    return recaptchaVerifier({ secret: env.RECAPTCHA_SECRET ?? '', siteKey: env.RECAPTCHA_SITE_KEY ?? '' });
  }
  return altchaVerifier({ db, secret, maxNumber: env.CAPTCHA_MAX_NUMBER });
}

/** 400 with the running check's captcha message on the form's captcha field unless the answer verifies. */
export async function requireCaptcha(
  captcha: CaptchaVerifier,
  response: string,
  context: { ip: string; formMessage: string },
): Promise<void> {
  if (response !== '' && (await captcha.verify(response, { ip: context.ip }))) return;
  throw new AppError('VALIDATION_FAILED', context.formMessage, [
    { field: 'gRecaptchaResponse', message: captchaMessage(captcha.provider) },
  ]);
}

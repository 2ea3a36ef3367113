import { z } from 'zod';
import type { CaptchaVerifier } from './verifier';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * What the app's CSP must allow when the forms run reCAPTCHA (Google's CSP guidance for reCAPTCHA): its
 * script and the frames of its widget and challenge. Only added with CAPTCHA_PROVIDER=recaptcha; the
 * default self-hosted ALTCHA needs nothing beyond 'self'.
 */
export const RECAPTCHA_CSP_SOURCES = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;
const answerSchema = z.looseObject({ success: z.boolean() });

/** Google reCAPTCHA, chosen by CAPTCHA_PROVIDER=recaptcha: the token is checked with Google's siteverify. */
export function recaptchaVerifier(options: { secret: string; siteKey: string; fetch?: typeof fetch }): CaptchaVerifier {
  const fetchImpl = options.fetch ?? fetch;
  return {
    provider: 'recaptcha',
    config: () => ({ provider: 'recaptcha', siteKey: options.siteKey, challengeUrl: null }),
    async verify(response, context) {
      try {
        const answer = await fetchImpl(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response, remoteip: context.ip }).toString(),
          signal: AbortSignal.timeout(5000),
        });
        if (!answer.ok) return false;
        const parsed = answerSchema.safeParse(await answer.json());
        return parsed.success && parsed.data.success;
      } catch {
        // Google unreachable: the form cannot prove a human; the user retries.
        return false;
      }
    },
  };
}

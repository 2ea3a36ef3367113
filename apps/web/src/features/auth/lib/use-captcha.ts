import { useCallback } from 'react';
import { CAPTCHA_RETRY_LIMIT } from '@forkpoint/shared/constants';
import { altchaChallengeSchema } from '@forkpoint/shared/contracts/auth';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { getCaptchaConfig } from '../api/auth-calls';
import { altchaPayload, solveAltcha, type AltchaChallenge } from './altcha-solver';

/** Spec part 1 §5: the captcha's own messages. */
export const CAPTCHA_MESSAGES = {
  gaveUp: 'Too many network errors, give up on reCaptcha.',
  notReady: 'reCaptcha is not in ready state.',
} as const;

/**
 * The invisible captcha of a form: each submit asks for a fresh answer (a solved ALTCHA challenge is
 * redeemed once, so "later submits reset it"). Resolves with the payload, or '' when no answer could be
 * had (the server then answers the captcha message). The reCAPTCHA adapter is not wired in the browser yet.
 */
export function useCaptcha() {
  return useCallback(async (): Promise<string> => {
    for (let attempt = 1; attempt <= CAPTCHA_RETRY_LIMIT; attempt += 1) {
      try {
        const config = await getCaptchaConfig();
        if (config.provider !== 'altcha' || !config.challengeUrl) {
          logger.warn(CAPTCHA_MESSAGES.notReady);
          return '';
        }
        const challenge = (await api.get(config.challengeUrl, { schema: altchaChallengeSchema })) as AltchaChallenge;
        const solution = await solveAltcha(challenge);
        return solution ? altchaPayload(challenge, solution) : '';
      } catch (error) {
        if (attempt === CAPTCHA_RETRY_LIMIT) logger.error(CAPTCHA_MESSAGES.gaveUp, error);
      }
    }
    return '';
  }, []);
}

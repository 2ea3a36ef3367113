import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CAPTCHA_RETRY_LIMIT } from '@forkpoint/shared/constants';
import { captchaMessage } from '@forkpoint/shared/rules/member-fields';
import { logger } from '@/lib/logger';
import { canSolveCaptcha, captchaConfigQueryOptions, getCaptchaConfig } from './captcha-config';

/**
 * The solvers (ALTCHA's proof of work, the reCAPTCHA adapter) are needed at submit only, so they stay out of
 * the forms' first load (bench/bundle.mjs: Linked Cards, join, recover) and are fetched while the form is filled.
 */
const loadSolvers = () => import('./captcha-solvers');

/**
 * The invisible captcha the enrollment, recovery and link-card forms share (spec part 1 §5), in lib/ so
 * no feature imports another for it.
 */

/** Spec part 1 §5: the captcha's own messages. */
export const CAPTCHA_MESSAGES = {
  gaveUp: 'Too many network errors, give up on reCaptcha.',
  notReady: 'reCaptcha is not in ready state.',
} as const;

/**
 * The invisible captcha of a form: each submit asks for a fresh answer (a solved ALTCHA challenge is
 * redeemed once; a reCAPTCHA widget is reset, so "later submits reset it"). Resolves with the payload, or ''
 * when no answer could be had (the server then answers the captcha message). The server's configuration
 * selects ALTCHA or the reCAPTCHA adapter (captcha-solvers.ts).
 */
export function useCaptcha() {
  useEffect(() => {
    loadSolvers().catch(() => undefined); // fetched early; a failure here is retried on submit
  }, []);
  return useCallback(async (): Promise<string> => {
    for (let attempt = 1; attempt <= CAPTCHA_RETRY_LIMIT; attempt += 1) {
      try {
        const { selectCaptchaSolver } = await loadSolvers();
        const solve = selectCaptchaSolver(await getCaptchaConfig());
        const answer = solve ? await solve() : null;
        if (answer === null) {
          logger.warn(CAPTCHA_MESSAGES.notReady);
          return '';
        }
        return answer;
      } catch (error) {
        if (attempt === CAPTCHA_RETRY_LIMIT) logger.error(CAPTCHA_MESSAGES.gaveUp, error);
      }
    }
    return '';
  }, []);
}

/**
 * The words a form shows when its captcha could not be answered: the check that runs names itself ("reCAPTCHA"
 * only where reCAPTCHA runs, a "security check" for the self-hosted one). The self-hosted wording until the
 * server has named its check: it is the default, and it is never wrong about Google.
 */
export function useCaptchaMessage(): string {
  const query = useQuery(captchaConfigQueryOptions());
  return captchaMessage(query.data?.provider ?? 'altcha');
}

/** loading until the server named its captcha; missing when this browser cannot answer it. */
export type CaptchaStatus = 'loading' | 'ready' | 'missing';

/**
 * Whether the form's bot check is in place, for forms whose submit stays disabled without it (the
 * link-card form, part 2 §2). The check itself still runs on submit, through useCaptcha.
 */
export function useCaptchaStatus(): CaptchaStatus {
  const query = useQuery(captchaConfigQueryOptions());
  if (query.isPending) return 'loading';
  return query.data && canSolveCaptcha(query.data) ? 'ready' : 'missing';
}

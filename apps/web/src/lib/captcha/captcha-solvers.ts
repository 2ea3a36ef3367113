import { altchaChallengeSchema } from '@forkpoint/shared/contracts/auth';
import { api } from '@/lib/api-client';
import { altchaPayload, solveAltcha, type AltchaChallenge } from './altcha-solver';
import type { CaptchaConfig } from './captcha-config';
import { createRecaptchaSolver } from './recaptcha';

/**
 * One answer for a form's submit: the gRecaptchaResponse payload, '' when no answer could be had, null when
 * the captcha is not in a ready state; a thrown error is a network error (the retry rule applies).
 */
export type CaptchaSolver = () => Promise<string | null>;

export interface CaptchaSolverFactories {
  altcha: (challengeUrl: string) => CaptchaSolver;
  recaptcha: (siteKey: string) => CaptchaSolver;
}

/** ALTCHA (the default): a fresh challenge each time, solved in the page (a solved one is redeemed once). */
export function altchaSolver(challengeUrl: string): CaptchaSolver {
  return async () => {
    const challenge = (await api.get(challengeUrl, { schema: altchaChallengeSchema })) as AltchaChallenge;
    const solution = await solveAltcha(challenge);
    return solution ? altchaPayload(challenge, solution) : '';
  };
}

// One reCAPTCHA widget per site key for the page's life: every form of the page shares it.
const recaptchaSolvers = new Map<string, CaptchaSolver>();

function sharedRecaptchaSolver(siteKey: string): CaptchaSolver {
  let solver = recaptchaSolvers.get(siteKey);
  if (!solver) {
    solver = createRecaptchaSolver(siteKey);
    recaptchaSolvers.set(siteKey, solver);
  }
  return solver;
}

const DEFAULT_FACTORIES: CaptchaSolverFactories = { altcha: altchaSolver, recaptcha: sharedRecaptchaSolver };

/**
 * The solver the server's configuration (GET /api/Captcha) selects, or null when it names nothing this
 * browser can answer. Selecting loads nothing: Google's script is added only when the reCAPTCHA solver runs.
 */
export function selectCaptchaSolver(
  config: CaptchaConfig,
  factories: CaptchaSolverFactories = DEFAULT_FACTORIES,
): CaptchaSolver | null {
  if (config.provider === 'altcha' && config.challengeUrl) return factories.altcha(config.challengeUrl);
  if (config.provider === 'recaptcha' && config.siteKey) return factories.recaptcha(config.siteKey);
  return null;
}

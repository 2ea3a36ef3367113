/**
 * A hosted-fields provider's keys name their mode, Stripe-style: `pk_live_`/`sk_live_` charge real cards,
 * `pk_test_`/`sk_test_` only test cards. The server uses the live keys only when it runs in production
 * (NODE_ENV=production) and refuses, at start-up, a live key anywhere else and a test key in production: a
 * test key in production would link no real card, a live key in development would send real card data from a
 * machine that is not the program's.
 */

export type KeyMode = 'live' | 'test';

/** The mode a key names by its prefix, or null when it names none. */
export function keyMode(key: string): KeyMode | null {
  if (/^(pk|sk|rk)_live_/.test(key)) return 'live';
  if (/^(pk|sk|rk)_test_/.test(key)) return 'test';
  return null;
}

/** The mode a server may use: live in production only. */
export const modeFor = (production: boolean): KeyMode => (production ? 'live' : 'test');

function modeProblem(key: string, production: boolean, kind: 'publishable' | 'secret'): string | null {
  const mode = keyMode(key);
  const prefix = kind === 'publishable' ? 'pk' : 'sk';
  if (mode === null) return `must be a ${kind} key starting with ${prefix}_live_ or ${prefix}_test_`;
  if (production && mode === 'test') return `is a test key (${prefix}_test_…): production uses live keys only`;
  if (!production && mode === 'live') {
    return `is a live key (${prefix}_live_…): live keys are used only when NODE_ENV=production`;
  }
  return null;
}

export const secretKeyModeProblem = (key: string, production: boolean) => modeProblem(key, production, 'secret');
export const publishableKeyModeProblem = (key: string, production: boolean) =>
  modeProblem(key, production, 'publishable');

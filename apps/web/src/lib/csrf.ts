import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { CSRF_FAILURE_TIMER_MS, CSRF_PLACEHOLDER, CSRF_PREFETCH_RETRIES } from '@forkpoint/shared/constants';
import type { CsrfResponse } from '@forkpoint/shared/contracts/csrf';
import { api } from './api-client';
import { clearPendingCsrfToken, setPendingCsrfToken, storeCsrfToken } from './csrf-token';
import { logger } from './logger';

/**
 * Start-up CSRF prefetch (spec part 1 §4 "CSRF token", §9): GET /api/CSRF with up to 5 retries, the token
 * stored in session storage. A 35 s timer stores the placeholder when no token arrived, so a later
 * mutating call shows the "refresh the page" toast instead of failing without a word.
 */

export interface CsrfPrefetchOptions {
  retries?: number;
  failureTimerMs?: number;
}

/**
 * Exponential back-off, 1 s doubling (TanStack Query's default): five retries wait 1+2+4+8+16 = 31 s in
 * all, so the last attempt ends before the 35 s failure timer fires.
 */
export function csrfRetryDelayMs(retryIndex: number): number {
  return Math.min(1000 * 2 ** retryIndex, 30_000);
}

/** GET /api/CSRF's answer, checked by hand: zod stays out of the first load (api-client.ts). */
const csrfResponse = {
  parse(data: unknown): CsrfResponse {
    const token = (data as Partial<CsrfResponse> | null)?.csrfToken;
    if (typeof token !== 'string' || token === '') throw new TypeError('GET /api/CSRF answered no csrfToken');
    return { csrfToken: token };
  },
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with the token, or with the placeholder when the failure timer fires first. */
export function startCsrfPrefetch(options: CsrfPrefetchOptions = {}): Promise<string> {
  const retries = options.retries ?? CSRF_PREFETCH_RETRIES;
  const failureTimerMs = options.failureTimerMs ?? CSRF_FAILURE_TIMER_MS;
  let received = false;
  let settle!: (token: string) => void;
  const settled = new Promise<string>((resolve) => {
    settle = resolve;
  });

  const failureTimer = setTimeout(() => {
    if (received) return;
    storeCsrfToken(CSRF_PLACEHOLDER);
    logger.error('CSRF token unavailable: stored the placeholder');
    settle(CSRF_PLACEHOLDER);
  }, failureTimerMs);

  const fetchWithRetries = async () => {
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      try {
        const { csrfToken } = await api.get(APP_PATHS.csrf, { schema: csrfResponse });
        received = true;
        clearTimeout(failureTimer);
        // Also replaces the placeholder should a slow answer come in after the timer.
        storeCsrfToken(csrfToken);
        settle(csrfToken);
        return;
      } catch (error) {
        if (attempt === retries) {
          logger.error(`CSRF prefetch failed after ${retries} retries`, error);
          return;
        }
        await wait(csrfRetryDelayMs(attempt));
      }
    }
  };
  void fetchWithRetries();

  setPendingCsrfToken(settled);
  void settled.then(() => clearPendingCsrfToken(settled));
  return settled;
}

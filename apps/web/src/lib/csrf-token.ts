import { STORAGE_KEYS } from './storage-keys';

/**
 * Where the CSRF token lives between the start-up prefetch (csrf.ts) and the API client, which reads it
 * for every mutating call. Kept apart from both so neither imports the other.
 */

let pending: Promise<string> | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the app then runs without a stored token.
    return null;
  }
}

export function readCsrfToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.csrfToken) ?? null;
}

export function storeCsrfToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.csrfToken, token);
}

export function clearCsrfToken(): void {
  storage()?.removeItem(STORAGE_KEYS.csrfToken);
}

/** Registers the prefetch under way; it resolves with the token or, after the failure timer, the placeholder. */
export function setPendingCsrfToken(promise: Promise<string>): void {
  pending = promise;
}

/** Forgets a settled prefetch (its value is stored by then), unless a newer one replaced it. */
export function clearPendingCsrfToken(promise: Promise<string>): void {
  if (pending === promise) pending = null;
}

/**
 * The token a mutating call should send: the stored one, else the one the prefetch under way will store,
 * else null (no prefetch started, e.g. in a test).
 */
export async function csrfTokenForRequest(): Promise<string | null> {
  const stored = readCsrfToken();
  if (stored) return stored;
  if (pending) return pending;
  return null;
}

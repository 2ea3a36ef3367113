import { LOGIN_REDIRECT_MINUTES } from '@forkpoint/shared/constants';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The login-redirect path (spec part 1 §3, §9: "60 minute expiry"): where a visitor sent to /login goes
 * after signing in. Only same-site paths are kept, so a stored value can never lead off the site.
 */

interface StoredRedirect {
  path: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A path on this site: one leading slash, no scheme or host, no backslash. */
export function isSameSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes('\\') && ![...path].some((c) => c.charCodeAt(0) < 0x20);
}

export function storeLoginRedirect(path: string, now = Date.now()): void {
  if (!isSameSitePath(path)) return;
  const value: StoredRedirect = { path, expiresAt: now + LOGIN_REDIRECT_MINUTES * 60_000 };
  storage()?.setItem(STORAGE_KEYS.loginRedirect, JSON.stringify(value));
}

/** The stored path while it has not expired, else null; reading it also forgets it. */
export function takeLoginRedirect(now = Date.now()): string | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEYS.loginRedirect);
  store?.removeItem(STORAGE_KEYS.loginRedirect);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredRedirect>;
    if (typeof value.path !== 'string' || typeof value.expiresAt !== 'number') return null;
    return value.expiresAt > now && isSameSitePath(value.path) ? value.path : null;
  } catch {
    return null;
  }
}

/**
 * The native app loads this web app with a "canvas" marker and its version in the user agent
 * (spec part 1 §4 "Native app"), e.g. "Mozilla/5.0 … canvas/3.2.0".
 */
const NATIVE_APP_MARKER = /\bcanvas\/(\d+(?:\.\d+)*)/i;

/** The native app's version, or null in a plain browser. */
export function nativeAppVersion(userAgent: string): string | null {
  return NATIVE_APP_MARKER.exec(userAgent)?.[1] ?? null;
}

export function isNativeApp(userAgent: string = navigator.userAgent): boolean {
  return nativeAppVersion(userAgent) !== null;
}

/**
 * Whether an app version is older than the partner's minimum (x.y.z; a missing part counts as 0, so "3.2"
 * is 3.2.0). The update screen replaces the app below it (spec part 1 §2).
 */
export function isBelowVersion(version: string, minimum: string): boolean {
  const parts = (text: string) => text.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const difference = (have[i] ?? 0) - (need[i] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** The store of the device the app runs on: Apple's for iPhone, iPad and iPod, Google Play otherwise. */
export function appStorePlatform(userAgent: string = navigator.userAgent): 'ios' | 'android' {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) ? 'ios' : 'android';
}

/**
 * The native app's marketing hook (spec part 1 §4 "a native-app function sets an external user id for a
 * marketing tool"). The app injects `window.nativeApp.setExternalUserId` when it has a marketing SDK; in a
 * browser, or an app without it, this does nothing. Only the member's public id is ever passed.
 */
export function setMarketingExternalUserId(publicId: string): void {
  const bridge = (window as { nativeApp?: { setExternalUserId?: (id: string) => void } }).nativeApp;
  if (typeof bridge?.setExternalUserId !== 'function') return;
  try {
    bridge.setExternalUserId(publicId);
  } catch {
    // The app's bridge failing must never break the page; the marketing tool only misses one id.
  }
}

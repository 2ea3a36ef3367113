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

import { describe, expect, it } from 'vitest';
import { isNativeApp, nativeAppVersion } from './native-app';

describe('the native app marker', () => {
  it('reads the app version from the "canvas" marker of the user agent', () => {
    expect(nativeAppVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 canvas/3.2.0')).toBe(
      '3.2.0',
    );
    expect(isNativeApp('Mozilla/5.0 (Linux; Android 14) Canvas/12 Mobile')).toBe(true);
  });

  it('finds no app in a plain browser, even one that mentions a canvas', () => {
    expect(nativeAppVersion('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBeNull();
    expect(isNativeApp('Mozilla/5.0 canvasbrowser/2.0')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appStorePlatform,
  isBelowVersion,
  isNativeApp,
  nativeAppVersion,
  setMarketingExternalUserId,
} from './native-app';

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

describe('the minimum app version', () => {
  it('compares versions part by part, as numbers', () => {
    expect(isBelowVersion('3.2.0', '3.10.0')).toBe(true);
    expect(isBelowVersion('3.10.0', '3.2.0')).toBe(false);
    expect(isBelowVersion('2.9.9', '3.0.0')).toBe(true);
  });

  it('is not below at exactly the minimum, and reads a missing part as 0', () => {
    expect(isBelowVersion('3.2.0', '3.2.0')).toBe(false);
    expect(isBelowVersion('3.2', '3.2.0')).toBe(false);
    expect(isBelowVersion('12', '12.0.1')).toBe(true);
  });
});

describe('the store of the device', () => {
  it('is Apple for iPhone and iPad, Google Play for the rest', () => {
    expect(appStorePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) canvas/3.2.0')).toBe('ios');
    expect(appStorePlatform('Mozilla/5.0 (iPad; CPU OS 17_0) canvas/3.2.0')).toBe('ios');
    expect(appStorePlatform('Mozilla/5.0 (Linux; Android 14) canvas/3.2.0')).toBe('android');
  });
});

describe('the marketing external-user-id hook', () => {
  afterEach(() => {
    delete (window as { nativeApp?: unknown }).nativeApp;
  });

  it('hands the public id to the app bridge when the app has one', () => {
    const setExternalUserId = vi.fn();
    (window as { nativeApp?: unknown }).nativeApp = { setExternalUserId };
    setMarketingExternalUserId('pub-1001');
    expect(setExternalUserId).toHaveBeenCalledWith('pub-1001');
  });

  it('does nothing in a browser, and survives a failing bridge', () => {
    expect(() => setMarketingExternalUserId('pub-1001')).not.toThrow();
    (window as { nativeApp?: unknown }).nativeApp = {
      setExternalUserId: () => {
        throw new Error('bridge down');
      },
    };
    expect(() => setMarketingExternalUserId('pub-1001')).not.toThrow();
  });
});

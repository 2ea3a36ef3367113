import { describe, expect, it } from 'vitest';
import { installBannerKind, isIosSafari, laterUntilFrom, type InstallBannerInputs } from './install-banner-rules';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const base: InstallBannerInputs = {
  enabled: true,
  standalone: false,
  hasInstallPrompt: true,
  iosSafari: false,
  laterUntil: null,
  now: NOW,
};

describe('when the install banner shows', () => {
  it('offers the install while the browser holds a prompt', () => {
    expect(installBannerKind(base)).toBe('prompt');
  });

  it('hides without a held prompt, except on iOS Safari, which gets the share-sheet instructions', () => {
    expect(installBannerKind({ ...base, hasInstallPrompt: false })).toBeNull();
    expect(installBannerKind({ ...base, hasInstallPrompt: false, iosSafari: true })).toBe('iosInstructions');
  });

  it('hides in standalone mode and when the partner turns it off', () => {
    expect(installBannerKind({ ...base, standalone: true })).toBeNull();
    expect(installBannerKind({ ...base, enabled: false })).toBeNull();
  });

  it('hides while "Maybe later" is in the future, and shows from the moment it passes', () => {
    expect(installBannerKind({ ...base, laterUntil: new Date(NOW + 1).toISOString() })).toBeNull();
    expect(installBannerKind({ ...base, laterUntil: new Date(NOW).toISOString() })).toBe('prompt');
  });

  it('reads a tampered later value as never pressed', () => {
    expect(installBannerKind({ ...base, laterUntil: 'tomorrow-ish' })).toBe('prompt');
    expect(installBannerKind({ ...base, laterUntil: '' })).toBe('prompt');
  });
});

describe('"Maybe later"', () => {
  it('is now plus 30 days, as an ISO date', () => {
    expect(laterUntilFrom(NOW)).toBe('2026-12-24T12:00:00.000Z');
  });
});

describe('iOS Safari', () => {
  it('is Safari on an iPhone or iPad, not another browser or the native app there', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(safari.replace('Version/17.4', 'CriOS/131.0'))).toBe(false);
    expect(isIosSafari(`${safari} canvas/3.2.0`)).toBe(false);
    expect(
      isIosSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15'),
    ).toBe(false);
  });
});

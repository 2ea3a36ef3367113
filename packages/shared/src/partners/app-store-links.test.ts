import { describe, expect, it } from 'vitest';
import { appStoreUrl } from './app-store-links';
import { partnerSchema } from './partner-schema';

const ids = { ios: '1234567890', android: 'com.aerovia.dining' };

describe('the program app store links', () => {
  it('opens the program app in each store, never the store home page', () => {
    expect(appStoreUrl(ids, 'ios')).toBe('https://apps.apple.com/app/id1234567890');
    expect(appStoreUrl(ids, 'android')).toBe('https://play.google.com/store/apps/details?id=com.aerovia.dining');
  });

  it('has no link for a program without an app', () => {
    expect(appStoreUrl(null, 'ios')).toBeNull();
    expect(appStoreUrl(null, 'android')).toBeNull();
  });
});

describe('the appStoreIds partner setting', () => {
  const minimal = {
    code: 'testair',
    name: 'Test Air',
    kind: 'airline',
    routeMeta: { '/': { title: 'T', description: 'D' } },
    customerSupport: {
      phone: { href: 'tel:+1-800-555-0100', formatted: '1-800-555-0100' },
      email: { href: 'mailto:help@test.example', display: 'help@test.example' },
    },
    theme: {
      colors: Object.fromEntries(
        [
          'primary',
          'onPrimary',
          'secondary',
          'onSecondary',
          'accent',
          'background',
          'surface',
          'text',
          'mutedText',
          'link',
          'border',
        ].map((key) => [key, '#000000']),
      ),
      fontFamily: 'Inter',
      logo: 'logos/test.svg',
      logoAlt: 'Test Air',
    },
    terms: {
      partner: 'Test Air',
      program: 'Test Air Dining',
      currencySingular: 'mile',
      currencyPlural: 'miles',
      bonusCurrency: 'bonus miles',
      partnerNumberLabel: 'Test Air number',
    },
    earnRates: { basic: { amount: 1, perDollars: 1 }, select: { amount: 2, perDollars: 1 } },
  };

  it('is null by default: a program without an app', () => {
    expect(partnerSchema.parse(minimal).appStoreIds).toBeNull();
  });

  it('takes an App Store id of digits and a Google Play package name', () => {
    expect(partnerSchema.parse({ ...minimal, appStoreIds: ids }).appStoreIds).toEqual(ids);
    expect(partnerSchema.safeParse({ ...minimal, appStoreIds: { ...ids, ios: 'id123' } }).success).toBe(false);
    expect(partnerSchema.safeParse({ ...minimal, appStoreIds: { ...ids, android: 'not a package' } }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { partnerSchema, type Partner } from '@forkpoint/shared';
import { readFileSync } from 'node:fs';
import { CardEntryConfigError, resolveCardEntry } from './card-entry-setup';
import type { CardTokenVerifier } from './token-verifier';

const base = partnerSchema.parse(
  JSON.parse(readFileSync(new URL('../../../../../partners/aerovia.json', import.meta.url), 'utf8')),
);

const withProvider = (code: string, hosted: Record<string, unknown> = {}): Partner => ({
  ...base,
  code,
  cardEntry: {
    provider: 'hosted-fields',
    hostedFields: {
      name: 'Stripe.js',
      scriptUrl: 'https://js.provider.example/v3/',
      globalName: 'Stripe',
      apiUrl: 'https://api.provider.example',
      frameOrigins: ['https://js.provider.example'],
      connectOrigins: ['https://api.provider.example', 'https://m.provider.example'],
      testPublishableKey: 'pk_test_one',
      livePublishableKey: 'pk_live_one',
      ...hosted,
    },
  },
});

const problems = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CardEntryConfigError);
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  return [];
};

describe('resolveCardEntry', () => {
  it('keeps every program on the own frame when none names a provider, with nothing for the CSP', () => {
    const setup = resolveCardEntry({ production: true, partners: [base], secretKeys: {} });
    expect(setup.configFor(base)).toEqual({ provider: 'frame' });
    expect(setup.verifierFor(base)).toBeNull();
    expect(setup.cspSources).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [] });
  });

  it('picks the publishable key by the production flag and gathers the providers’ origins once', () => {
    const partners = [withProvider('one'), withProvider('two', { testPublishableKey: 'pk_test_two' }), base];
    const test = resolveCardEntry({
      production: false,
      partners,
      secretKeys: { one: 'sk_test_1', two: 'sk_test_2' },
    });
    expect(test.configFor(partners[0]!)).toMatchObject({ provider: 'hosted-fields', publishableKey: 'pk_test_one' });
    expect(test.configFor(partners[1]!)).toMatchObject({ publishableKey: 'pk_test_two' });
    expect(test.configFor(base)).toEqual({ provider: 'frame' });
    expect(test.verifierFor(partners[0]!)).not.toBeNull();
    expect(test.cspSources).toEqual({
      scriptSrc: ['https://js.provider.example'],
      frameSrc: ['https://js.provider.example'],
      connectSrc: ['https://api.provider.example', 'https://m.provider.example'],
    });
    const live = resolveCardEntry({ production: true, partners: [partners[0]!], secretKeys: { one: 'sk_live_1' } });
    expect(live.configFor(partners[0]!)).toMatchObject({ publishableKey: 'pk_live_one' });
  });

  it('lists every key problem of every program at once', () => {
    expect(
      problems(() =>
        resolveCardEntry({
          production: false,
          partners: [
            withProvider('one', { testPublishableKey: 'pk_live_wrong' }),
            withProvider('two', { testPublishableKey: null }),
          ],
          secretKeys: {},
        }),
      ),
    ).toEqual([
      'one: cardEntry.hostedFields.testPublishableKey must be a pk_test_ key',
      'one: cardEntry.hostedFields.testPublishableKey is a live key (pk_live_…): live keys are used only when NODE_ENV=production',
      'CARD_ENTRY_SECRET_KEYS.one is required: its card entry is hosted-fields',
      'two: cardEntry.hostedFields.testPublishableKey is required: the server runs in development',
      'CARD_ENTRY_SECRET_KEYS.two is required: its card entry is hosted-fields',
    ]);
    expect(
      problems(() =>
        resolveCardEntry({
          production: true,
          partners: [withProvider('one', { livePublishableKey: 'pk_test_wrong' })],
          secretKeys: { one: 'sk_live_1' },
        }),
      ),
    ).toContain(
      'one: cardEntry.hostedFields.livePublishableKey is a test key (pk_test_…): production uses live keys only',
    );
  });

  it('runs every program through the stand-in when it is given, and never in production', () => {
    const verifier: CardTokenVerifier = { verify: () => Promise.reject(new Error('unused')) };
    const entry = {
      provider: 'hosted-fields' as const,
      name: 'Stand-in',
      scriptUrl: '/stand-in.js',
      globalName: 'StandIn',
      publishableKey: 'pk_test_stand_in',
    };
    const setup = resolveCardEntry({
      production: false,
      partners: [base],
      secretKeys: {},
      standIn: { entry, verifier },
    });
    expect(setup.configFor(base)).toBe(entry);
    expect(setup.verifierFor(base)).toBe(verifier);
    expect(setup.cspSources.scriptSrc).toEqual([]);
    expect(() =>
      resolveCardEntry({ production: true, partners: [base], secretKeys: {}, standIn: { entry, verifier } }),
    ).toThrow(CardEntryConfigError);
  });
});

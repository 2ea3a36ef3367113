import { describe, expect, it } from 'vitest';
import { cardsFieldsSchema } from './content-global-schemas';
import { DEFAULT_CARD_COPY, providerLoadFailedText, readCardCopy } from './card-copy';

describe('the global cards copy', () => {
  it('says the spec’s "Failed to load …" with the provider’s name, by default and in a program’s own words', () => {
    expect(providerLoadFailedText(readCardCopy(undefined), 'Stripe.js')).toMatch(/^Failed to load Stripe\.js\. /);
    const own = readCardCopy({ provider_load_failed: 'Failed to load {provider}: reload to add your card.' });
    expect(providerLoadFailedText(own, 'Stripe.js')).toBe('Failed to load Stripe.js: reload to add your card.');
    expect(readCardCopy({ provider_load_failed: ' ' })).toEqual(DEFAULT_CARD_COPY);
  });

  it('is valid content in its default words', () => {
    expect(
      cardsFieldsSchema.safeParse({ provider_load_failed: DEFAULT_CARD_COPY.providerLoadFailed }).error,
    ).toBeUndefined();
  });
});

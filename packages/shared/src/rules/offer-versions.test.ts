import { describe, expect, it } from 'vitest';
import { PLAIN_OFFER_TERMS, type EarnOffer } from './earn-decision';
import { historyOf, offersAt, type OfferVersion } from './offer-versions';

const offer = (id: string, earnMultiplier: number, version = 1): EarnOffer => ({
  id,
  type: 'Unlimited',
  title: `×${earnMultiplier}`,
  daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  earnMultiplier,
  startsOn: null,
  endsOn: null,
  ...PLAIN_OFFER_TERMS,
  version,
});
const version = (terms: EarnOffer, state: OfferVersion['state'], effectiveFromMs: number): OfferVersion => ({
  offerId: terms.id,
  version: terms.version,
  state,
  terms,
  effectiveFromMs,
});

describe('offers as they stood', () => {
  const current = [offer('plain', 2), offer('a', 5, 3)];
  const history = historyOf([
    version(offer('a', 5, 3), 'ended', 300),
    version(offer('a', 3, 1), 'active', 100),
    version(offer('a', 4, 2), 'paused', 200),
  ]);

  it('answers the current offers unchanged when the restaurant has no versions', () => {
    expect(offersAt(current, undefined, 0)).toBe(current);
    expect(offersAt(current, new Map(), 0)).toBe(current);
  });

  it('takes each versioned offer as it stood at the moment: before its start, active, paused, ended', () => {
    const ids = (at: number) => offersAt(current, history, at).map((o) => `${o.id}:${o.earnMultiplier}`);
    expect(ids(99)).toEqual(['plain:2']);
    expect(ids(100)).toEqual(['plain:2', 'a:3']);
    expect(ids(199)).toEqual(['plain:2', 'a:3']);
    expect(ids(200)).toEqual(['plain:2']);
    expect(ids(300)).toEqual(['plain:2']);
  });
});

import { describe, expect, it } from 'vitest';
import type { MerchantOffer } from '@forkpoint/shared';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { applyOffers } from './apply-offers';
import type { OfferInput } from './location-input';

const input = (id: string, multiplier = 2, more: Partial<OfferInput> = {}): OfferInput => ({
  id,
  title: `x${multiplier}`,
  description: 'd',
  multiplier,
  days: ['Mon'],
  startsOn: null,
  endsOn: null,
  hours: null,
  minimumSpendDollars: null,
  usesPerMember: null,
  ...more,
});
const stored = (id: string, version: number, multiplier = 2): MerchantOffer => ({
  id,
  type: 'Unlimited',
  title: `x${multiplier}`,
  description: 'd',
  daysOfWeek: ['Mon'],
  earnMultiplier: multiplier,
  startsOn: null,
  endsOn: null,
  ...PLAIN_OFFER_TERMS,
  version,
});

describe('applyOffers', () => {
  it('keeps the version of an offer whose terms are the same, bumps a changed one, starts a new one at 1', () => {
    const next = applyOffers([stored('a', 3), stored('b', 1)], {
      list: [input('a'), input('b', 3), input('c', 2, { endsOn: '2030-07-01' })],
      complete: false,
    });
    expect(next.map((o) => [o.id, o.version, o.type])).toEqual([
      ['a', 3, 'Unlimited'],
      ['b', 2, 'Unlimited'],
      ['c', 1, 'Limited'],
    ]);
  });

  it('leaves offers the line does not name when its list is not complete (CSV), ends them when it is', () => {
    expect(
      applyOffers([stored('a', 1), stored('b', 1)], { list: [input('b')], complete: false }).map((o) => o.id),
    ).toEqual(['a', 'b']);
    expect(
      applyOffers([stored('a', 1), stored('b', 1)], { list: [input('b')], complete: true }).map((o) => o.id),
    ).toEqual(['b']);
    expect(applyOffers([stored('a', 1)], undefined)).toEqual([stored('a', 1)]);
  });
});

describe('fixed-amount offers in the import (decision 0040)', () => {
  it('stores the amount, keeps the version while it stays, and bumps it when the amount changes', () => {
    const bonus = (amount: number) => input('bonus', 2, { multiplier: null, fixedAmount: amount });
    const first = applyOffers([], { list: [bonus(500)], complete: true });
    expect(first).toEqual([
      expect.objectContaining({ id: 'bonus', earnMultiplier: null, fixedAmount: 500, version: 1 }),
    ]);
    expect(applyOffers(first, { list: [bonus(500)], complete: true })[0]!.version).toBe(1);
    expect(applyOffers(first, { list: [bonus(800)], complete: true })[0]).toMatchObject({
      fixedAmount: 800,
      version: 2,
    });
  });

  it('leaves a multiplier offer without the key, so its stored terms compare as before', () => {
    expect(applyOffers([], { list: [input('o')], complete: true })[0]).not.toHaveProperty('fixedAmount');
  });
});

import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@forkpoint/shared/contracts/catalog';
import type { LocationInput } from './location-input';
import { sameValue, type ExistingLocation } from './location-state';
import { carriedOn } from '../restaurants/lifecycle';
import { planLine } from './plan-line';

const NOW = new Date('2030-06-01T12:00:00Z');
const NEW: LocationInput = {
  sourceId: 's-1',
  name: 'Cafe',
  street: '1 Main St',
  city: 'Ely',
  state: 'NV',
  zip: '89301',
};

function added(input: LocationInput) {
  const plan = planLine(input, undefined, NOW);
  if (plan.outcome !== 'added') throw new Error(JSON.stringify(plan));
  return plan.state;
}

describe('planLine', () => {
  it('places a new location at its ZIP code, else its city, with the precision, and its time zone from there', () => {
    expect(added(NEW)).toMatchObject({ coordinatePrecision: 'zip', timeZone: 'America/Los_Angeles', isNew: true });
    const byCity = added({ ...NEW, zip: '00000', city: 'Saint Louis', state: 'MO' });
    expect(byCity).toMatchObject({ coordinatePrecision: 'city', timeZone: 'America/Chicago' });
    expect(added({ ...NEW, latitude: 40.7, longitude: -74, state: 'NY' })).toMatchObject({
      coordinatePrecision: 'given',
      latitude: 40.7,
      timeZone: 'America/New_York',
    });
    expect(planLine({ ...NEW, zip: '00000', city: 'Nowhere' }, undefined, NOW)).toEqual({
      outcome: 'refused',
      reason: CATALOG_MESSAGES.noPlace,
    });
    expect(planLine({ sourceId: 's-2', name: 'Only a name' }, undefined, NOW)).toMatchObject({ outcome: 'refused' });
  });

  it('derives the highlights from the dates on the restaurant\u2019s calendar', () => {
    expect(added({ ...NEW, opensOn: '2030-06-02' }).highlights).toEqual(['comingSoon', 'new']);
    // 05:00 in Ely on 1 June: opening that day is no longer "coming soon".
    expect(added({ ...NEW, opensOn: '2030-06-01' }).highlights).toEqual(['new']);
    expect(added({ ...NEW, closesOn: '2030-06-20' }).highlights).toEqual(['leavingSoon', 'new']);
    expect(added({ ...NEW, features: ['takeout', 'online ordering'], acclaimedLevel: 1 }).highlights).toEqual([
      'new',
      'acclaimed',
      'onlineOrderingOnly',
    ]);
  });

  it('keeps what a line does not give, and reports unchanged when nothing differs', () => {
    const state = added({ ...NEW, phone: '555', cuisines: ['Thai'] });
    const existing: ExistingLocation = { id: 7, merchantId: 'FP5000001', state };
    expect(planLine({ sourceId: 's-1' }, existing, NOW)).toEqual({ outcome: 'unchanged', existing });
    const moved = planLine({ sourceId: 's-1', zip: '89801', city: 'Elko' }, existing, NOW);
    expect(moved).toMatchObject({ outcome: 'changed', state: { phone: '555', cuisines: ['Thai'], zip: '89801' } });
    if (moved.outcome !== 'changed') throw new Error('changed');
    expect(moved.state.latitude).not.toBe(state.latitude);
  });

  it('carries a location unless closed or past its last day', () => {
    expect(carriedOn({ closed: false, closesOn: null }, '2030-06-01')).toBe(true);
    expect(carriedOn({ closed: false, closesOn: '2030-06-01' }, '2030-06-01')).toBe(true);
    expect(carriedOn({ closed: false, closesOn: '2030-05-31' }, '2030-06-01')).toBe(false);
    expect(carriedOn({ closed: true, closesOn: null }, '2030-06-01')).toBe(false);
  });
});

describe('sameValue', () => {
  it('compares deeply, whatever the key order', () => {
    expect(sameValue({ a: 1, b: [{ x: 1, y: null }] }, { b: [{ y: null, x: 1 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
  });
});

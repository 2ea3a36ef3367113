import { describe, expect, it } from 'vitest';
import type { MerchantOffer } from '@forkpoint/shared';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { isOfferLiveOn, liveOffers, localDateIn } from './offer-liveness';
import { timeZoneOf } from './time-zone';

const limited = (startsOn: string | null, endsOn: string | null): MerchantOffer => ({
  id: `l-${startsOn}-${endsOn}`,
  type: 'Limited',
  title: 'Triple for a limited time',
  description: 'Earn triple for a limited time.',
  daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  earnMultiplier: 3,
  startsOn,
  endsOn,
  ...PLAIN_OFFER_TERMS,
});

describe('offer liveness', () => {
  it('runs a limited offer from its first day to its last, both included', () => {
    const offer = limited('2026-11-01', '2026-11-03');
    expect(isOfferLiveOn(offer, '2026-10-31')).toBe(false);
    expect(isOfferLiveOn(offer, '2026-11-01')).toBe(true);
    expect(isOfferLiveOn(offer, '2026-11-03')).toBe(true);
    expect(isOfferLiveOn(offer, '2026-11-04')).toBe(false);
    expect(isOfferLiveOn(limited(null, null), '1999-01-01')).toBe(true);
  });

  it("reads today on the merchant's own clock", () => {
    // 05:30 UTC on 4 November is still 3 November in Los Angeles and Honolulu, not in New York.
    const at = new Date('2026-11-04T05:30:00Z');
    expect(localDateIn('America/New_York', at)).toBe('2026-11-04');
    expect(localDateIn('America/Los_Angeles', at)).toBe('2026-11-03');
    expect(localDateIn('Pacific/Honolulu', at)).toBe('2026-11-03');
    const offer = limited('2026-10-20', '2026-11-03');
    expect(liveOffers([offer], 'America/New_York', at)).toEqual([]);
    expect(liveOffers([offer], 'Pacific/Honolulu', at)).toEqual([offer]);
  });
});

describe('time zones of US places', () => {
  it('follows the state, and the line where a state is split', () => {
    expect(timeZoneOf('NY', 40.76, -73.99)).toBe('America/New_York');
    expect(timeZoneOf('IL', 41.88, -87.63)).toBe('America/Chicago');
    expect(timeZoneOf('AZ', 33.45, -112.07)).toBe('America/Phoenix');
    expect(timeZoneOf('HI', 21.31, -157.86)).toBe('Pacific/Honolulu');
    expect(timeZoneOf('TX', 29.76, -95.37)).toBe('America/Chicago');
    expect(timeZoneOf('TX', 31.76, -106.49)).toBe('America/Denver');
    expect(timeZoneOf('TN', 36.16, -86.78)).toBe('America/Chicago');
    expect(timeZoneOf('TN', 35.96, -83.92)).toBe('America/New_York');
    expect(timeZoneOf('FL', 30.42, -87.22)).toBe('America/Chicago');
    expect(timeZoneOf('FL', 25.77, -80.19)).toBe('America/New_York');
    expect(timeZoneOf('IN', 39.77, -86.16)).toBe('America/Indiana/Indianapolis');
    expect(timeZoneOf('IN', 41.59, -87.35)).toBe('America/Chicago');
    expect(timeZoneOf('KY', 38.25, -85.76)).toBe('America/New_York');
    expect(timeZoneOf('ID', 43.62, -116.2)).toBe('America/Boise');
  });
});

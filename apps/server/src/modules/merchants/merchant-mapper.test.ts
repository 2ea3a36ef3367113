import { describe, expect, it } from 'vitest';
import { merchantCardSchema, merchantSchema } from '@forkpoint/shared';
import { toMerchant, toMerchantCard } from './merchant-mapper';
import type { MerchantCardRow, MerchantPageRow } from './merchant-row';

const offer = {
  id: 'o1',
  type: 'Unlimited',
  title: 'Double',
  description: 'Earn double.',
  daysOfWeek: ['Tue'],
  earnMultiplier: 2,
  startsOn: null,
  endsOn: null,
};
const row = (overrides: Partial<MerchantCardRow> = {}): MerchantCardRow => ({
  id: 7,
  merchant_id: 'M7',
  name: 'Test Kitchen',
  origin: null,
  image_id: 'm7-0',
  rating: 4.2,
  rating_count: 12,
  price_level: 2,
  cuisines: ['Thai'],
  highlights: ['onlineOrderingAvailable', 'new'],
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  neighborhood: 'Downtown',
  lat: 30.27,
  lng: -97.74,
  acclaimed_level: 0,
  campaign_codes: ['DINE'],
  access_tier: 'basic',
  open_table_id: 'ot-7',
  features: ['dine-in'],
  meals_served: ['dinner'],
  benefit_days: ['Mon'],
  offers: [offer],
  time_zone: 'America/Chicago',
  is_new: true,
  ...overrides,
});
const pageRow = (): MerchantPageRow => ({
  ...row(),
  image_ids: ['m7-0', 'm7-1'],
  details: {
    about: 'About.',
    phone: null,
    website: null,
    benefitHours: { from: '11:00', to: '15:00' },
    blackoutDates: ['2026-12-25'],
    menu: { url: null, imageIds: ['m7-menu-0'] },
    visitLimits: { maxSpendPerMonth: 500, maxVisitsPerMonth: 4 },
  },
});
const optedIn = { tierLevel: 'OptedIn' as const, emailOptIn: true, campaignCodes: ['DINE'] };
const NOW = new Date('2026-11-20T18:00:00Z');
const visitor = { viewer: null, reservationsEnabled: true, now: NOW };
const member = { viewer: optedIn, reservationsEnabled: true, now: NOW };
const limited = (startsOn: string, endsOn: string) => ({
  ...offer,
  id: `l-${startsOn}`,
  type: 'Limited',
  title: 'Triple for a limited time',
  startsOn,
  endsOn,
});

describe('toMerchantCard', () => {
  it('shows offers only to a viewer who can earn there', () => {
    expect(toMerchantCard(row(), 1, member).offers).toEqual([offer]);
    expect(toMerchantCard(row(), 1, visitor).offers).toEqual([]);
    const vipOnly = toMerchantCard(row({ access_tier: 'vip' }), 1, member);
    expect(vipOnly.offers).toEqual([]);
    expect(vipOnly.access).toEqual({ canEarn: false, reason: 'vipRequired', unlockTier: 3 });
  });

  it('answers only the offers live on the merchant\'s calendar, and "Limited time" only while one runs', () => {
    const ended = limited('2026-10-01', '2026-11-19');
    const running = limited('2026-11-01', '2026-11-20');
    const upcoming = limited('2026-11-21', '2026-12-20');
    const card = (offers: unknown[]) =>
      toMerchantCard(row({ offers, highlights: ['limitedTime', 'acclaimed'] }), 1, member);
    expect(card([offer, ended, running, upcoming]).offers).toEqual([offer, running]);
    expect(card([offer, ended, running]).details.highlights).toEqual(['limitedTime', 'acclaimed']);
    expect(card([offer, ended, upcoming]).details.highlights).toEqual(['acclaimed']);
    expect(card([ended]).details.highlight).toBe('acclaimed');
  });

  it('picks the card highlight by priority and points the image at the image route', () => {
    const card = toMerchantCard(row(), 1.5, visitor);
    expect(merchantCardSchema.parse(card)).toEqual(card);
    expect(card.details.highlight).toBe('new');
    expect(card.images).toEqual({ imageBaseUrl: '/api/images/merchants/m7-0' });
    expect(card.distance).toBe(1.5);
    expect(toMerchantCard(row({ highlights: [] }), 1, visitor).details.highlight).toBeNull();
  });

  it('answers no OpenTable listing when the partner has reservations off', () => {
    expect(toMerchantCard(row(), 1, visitor).reservationProviders.openTable).toEqual({ restaurantId: 'ot-7' });
    expect(
      toMerchantCard(row(), 1, { ...visitor, reservationsEnabled: false }).reservationProviders.openTable,
    ).toBeNull();
  });
});

describe('toMerchant', () => {
  it('adds the page fields: gallery, about, benefit hours and blackouts, menu images, visit limits', () => {
    const merchant = toMerchant(pageRow(), null, visitor);
    expect(merchantSchema.parse(merchant)).toEqual(merchant);
    expect(merchant.images.gallery).toEqual(['/api/images/merchants/m7-0', '/api/images/merchants/m7-1']);
    expect(merchant.benefitAvailability).toEqual({
      campaignCodes: ['DINE'],
      daysOfWeek: ['Mon'],
      hours: { from: '11:00', to: '15:00' },
      blackoutDates: ['2026-12-25'],
    });
    expect(merchant.menu).toEqual({ url: null, images: ['/api/images/merchants/m7-menu-0'] });
    expect(merchant.visitLimits).toEqual({ maxSpendPerMonth: 500, maxVisitsPerMonth: 4 });
  });
});

import type { Merchant } from '@forkpoint/shared/contracts/merchants';

/** A merchant page answer for tests (GET /api/v2/Merchants/{id}); tests override what they are about. */
export function testMerchantPage(overrides: Partial<Merchant> = {}): Merchant {
  return {
    id: 42,
    merchantId: 'FP0000042',
    name: 'Luna Trattoria',
    origin: 'internal',
    images: {
      imageBaseUrl: '/api/images/merchants/m42-0',
      gallery: ['/api/images/merchants/m42-0', '/api/images/merchants/m42-1'],
    },
    details: {
      rating: { overallRating: 4.4, numberOfRatings: 212 },
      priceRange: 2,
      cuisines: ['Italian', 'Pizza'],
      highlight: 'new',
      highlights: ['new', 'onlineOrderingAvailable'],
      about: 'Luna Trattoria serves Italian and Pizza in SoHo, New York.',
      phone: '(212) 555-0142',
      website: 'https://luna-trattoria.example',
    },
    location: {
      address: { street: '120 Spring St', city: 'New York', state: 'NY', zip: '10012' },
      neighborhood: null,
      latitude: 40.7243,
      longitude: -73.9987,
    },
    distance: null,
    acclaimedLevel: 0,
    benefitAvailability: {
      campaignCodes: ['DINE'],
      daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      hours: null,
      blackoutDates: [],
    },
    reservationProviders: { openTable: null },
    offers: [],
    timeZone: 'America/New_York',
    features: ['dine-in', 'takeout', 'online ordering'],
    mealsServed: ['lunch', 'dinner'],
    accessTier: 'basic',
    isNew: true,
    access: { canEarn: true, reason: null, unlockTier: null },
    menu: { url: 'https://luna-trattoria.example/menu', images: [] },
    ordering: null,
    visitLimits: { maxSpendPerMonth: null, maxVisitsPerMonth: 'unlimited' },
    ...overrides,
  };
}

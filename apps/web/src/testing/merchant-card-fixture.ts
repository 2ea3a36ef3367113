import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import type { MerchantCard } from '@forkpoint/shared/contracts/merchants';

/** A merchant as the search answers it, for tests; override what the test is about. */
export function testMerchant(overrides: Partial<MerchantCard> = {}): MerchantCard {
  return {
    id: 3134,
    merchantId: 'FP0000290',
    name: 'Silk Road Dumpling House',
    origin: 'internal',
    images: { imageBaseUrl: '/api/images/merchants/m290-0' },
    details: {
      rating: { overallRating: 3.5, numberOfRatings: 325 },
      priceRange: 2,
      cuisines: ['Chinese', 'Dim Sum'],
      highlight: 'new',
      highlights: ['new', 'onlineOrderingAvailable'],
    },
    location: {
      address: { street: '2532 Pine St', city: 'New York', state: 'NY', zip: '10012' },
      neighborhood: 'SoHo',
      latitude: 40.72776,
      longitude: -74.002414,
    },
    distance: 2.32,
    acclaimedLevel: 0,
    benefitAvailability: { campaignCodes: ['DINE'], daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] },
    reservationProviders: { openTable: null },
    offers: [],
    timeZone: 'America/New_York',
    features: ['dine-in', 'delivery'],
    mealsServed: ['lunch', 'dinner'],
    accessTier: 'basic',
    isNew: true,
    access: { canEarn: false, reason: 'signInRequired', unlockTier: null },
    ...overrides,
  };
}

export const DOUBLE_TUESDAYS: MerchantCard['offers'][number] = {
  id: 'o1389',
  type: 'Unlimited',
  title: 'Double on Tues',
  description: 'Earn double every Tue.',
  daysOfWeek: ['Tue'],
  earnMultiplier: 2,
  startsOn: null,
  endsOn: null,
  ...PLAIN_OFFER_TERMS,
};

// The seeded global `earn` copy (apps/server/src/stand-ins/seed/content/global.ts), tokens filled in.
export const EARN_FIELDS = {
  tier_names: { basic: 'Basic', select: 'Select', vip: 'VIP' },
  tier_earn_text: {
    OptedOut: 'Basic earn rate',
    NonActivated: 'Activate to earn',
    OptedIn: 'Select earn rate',
    VIP: 'VIP earn rate',
  },
  sign_in_to_see_offers: 'Sign in to see offers',
  unlock_access: 'Unlock access to earn',
  unlock_modal: {
    tier_2: {
      title: 'Unlock Select to earn here',
      body: 'Turn on e-mail offers to reach Select.',
      cta: { text: 'Turn on e-mail offers', url: '/account/user_profile' },
    },
    tier_3: {
      title: 'A VIP favorite',
      body: 'Reach VIP by completing a qualifying year.',
      cta: { text: 'See how VIP works', url: '/earn/vip-upgrade' },
    },
  },
  acclaimed_badge: 'Acclaimed',
  reservation_bonus: null,
};

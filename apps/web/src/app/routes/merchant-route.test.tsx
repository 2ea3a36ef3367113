import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyTermsFor } from '@forkpoint/shared/content/copy-tokens';
import { testPartner } from '@/testing/fixtures';
import { errorResponse, jsonResponse, pathsOf, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';
import { testMerchantPage } from '@/testing/test-merchant';
import { earnCopyOf } from './merchant-route';

const globalEarn = {
  slug: 'earn',
  fields: {
    tier_names: { basic: 'Bronze', select: 'Silver', vip: 'Gold' },
    tier_earn_text: { OptedOut: 'b', NonActivated: 'Activate {{program}} to earn', OptedIn: 's', VIP: 'v' },
    sign_in_to_see_offers: 'Sign in to {{program}} to see offers',
    unlock_access: 'Unlock access to earn',
    unlock_modal: {
      tier_2: { title: 'Unlock Silver', body: 'Opt in.', cta: { text: 'Opt in', url: '/account/user_profile' } },
      tier_3: null,
    },
    acclaimed_badge: 'Acclaimed',
    reservation_bonus: null,
  },
};

describe('the merchant route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the global earn copy with the partner's terms, and falls back to the seeded wording", () => {
    const terms = copyTermsFor(testPartner().terms);
    const copy = earnCopyOf([globalEarn], terms);
    expect(copy.tierNames.select).toBe('Silver');
    expect(copy.signInToSeeOffers).toBe('Sign in to Test Air Dining to see offers');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(earnCopyOf([{ slug: 'earn', fields: { tier_names: 'broken' } }], terms).signInToSeeOffers).toBe(
      'Sign in to see offers',
    );
    expect(earnCopyOf([], terms).tierNames.basic).toBe('Basic');
  });

  it('renders /merchants/{id} in the shell with the Back bar, and /Order with the order dialog open', async () => {
    serveApi((url) =>
      url.pathname === '/api/v2/Merchants/42'
        ? jsonResponse({
            merchant: testMerchantPage({ access: { canEarn: false, reason: 'activationRequired', unlockTier: null } }),
          })
        : errorResponse(404, 'Not Found'),
    );
    renderRoutes('/merchants/42/Order', {
      content: { '*': [globalEarn] },
      member: testMember({ tierLevel: 'NonActivated' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna Trattoria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order online from Luna Trattoria' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Earn here' })).getByText('Activate Test Air Dining to earn'),
    ).toBeInTheDocument();
  });

  it('draws the reservation module on a restaurant that takes reservations, with its default search', async () => {
    const requests = serveApi((url) => {
      if (url.pathname === '/api/v2/Merchants/42') {
        return jsonResponse({
          merchant: testMerchantPage({ reservationProviders: { openTable: { restaurantId: 'ot-42' } } }),
        });
      }
      if (url.pathname === '/api/Reservations/Availability') {
        return jsonResponse({
          merchantId: 'FP0000042',
          date: url.searchParams.get('date'),
          time: '19:00',
          partySize: 2,
          outcome: 'available',
          slots: [{ time: '19:00', slot: `${url.searchParams.get('date')}T19:00` }],
          message: '',
          limits: { minPartySize: 1, maxPartySize: 8, maxDaysAhead: 90, minMinutesAhead: 0 },
          cardRequired: false,
          timeZone: 'America/New_York',
        });
      }
      return errorResponse(404, 'Not Found');
    });
    renderRoutes('/merchants/42', { content: { '*': [globalEarn] }, member: testMember() });
    const reservations = await screen.findByRole('region', { name: 'Reservations' });
    expect(await within(reservations).findByRole('button', { name: '7:00 PM' })).toBeInTheDocument();
    const asked = requests.find((sent) => sent.url.pathname === '/api/Reservations/Availability');
    expect(asked?.url.searchParams.get('merchantId')).toBe('FP0000042');
  });

  it('says a restaurant without reservations takes none, and asks for no availability', async () => {
    const requests = serveApi((url) =>
      url.pathname === '/api/v2/Merchants/42'
        ? jsonResponse({ merchant: testMerchantPage() })
        : errorResponse(404, 'Not Found'),
    );
    renderRoutes('/merchants/42', { content: { '*': [globalEarn] }, member: testMember() });
    expect(await screen.findByText("Luna Trattoria doesn't take online reservations.")).toBeInTheDocument();
    expect(pathsOf(requests).filter((path) => path.startsWith('/api/Reservations'))).toEqual([]);
  });
});

import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import type { Merchant } from '../api/get-merchant';
import { testMerchantPage } from '@/testing/test-merchant';
import { MerchantPage } from './merchant-page';
import {
  renderMerchantRoutes,
  testEnvironment,
  testMerchantPartner,
  type MerchantTestOptions,
} from '@/testing/merchant-test-env';
import { testMember } from '@/testing/serve-startup';

function RoutedPage({ orderOpen }: { orderOpen: boolean }) {
  return <MerchantPage id={useParams().id} orderOpen={orderOpen} />;
}

/** The page at /merchants/{id}, with the merchant call answered by `answer` (and its reviews by `reviews`). */
function openPage(
  id: string,
  answer: () => Response | Promise<Response>,
  options: MerchantTestOptions = {},
  reviews: () => Response = () => jsonResponse({ reviews: [], totalWritten: 0 }),
) {
  const requests = serveApi(async (url) => {
    if (url.pathname === `/api/v2/Merchants/${id}`) return answer();
    if (url.pathname === `/api/v2/Merchants/${id}/Reviews`) return reviews();
    if (url.pathname.startsWith('/api/merchants/')) return errorResponse(404, 'Not Found', 'NOT_FOUND');
    return errorResponse(404, 'Not Found');
  });
  renderMerchantRoutes(`/merchants/${id}`, (open) => <RoutedPage orderOpen={open} />, options);
  return requests;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the merchant page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows every part of the merchant to a visitor, with offers behind "Sign in to see offers"', async () => {
    const merchant: Merchant = testMerchantPage({
      acclaimedLevel: 1,
      details: { ...testMerchantPage().details, highlights: ['acclaimed', 'new'] },
      benefitAvailability: {
        campaignCodes: ['ACCLAIMED'],
        daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'],
        hours: { from: '17:00', to: '23:00' },
        blackoutDates: ['2025-12-25', '2026-12-24'],
      },
      reservationProviders: { openTable: { restaurantId: 'ot-1' } },
      menu: { url: null, images: ['/api/images/merchants/m42-menu-0'] },
      access: { canEarn: false, reason: 'signInRequired', unlockTier: null },
    });
    openPage('42', () => jsonResponse({ merchant }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Luna Trattoria' })).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Acclaimed', 'New']);
    expect(screen.getAllByRole('img', { name: '4.4 out of 5 stars' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Price: 2 out of 4' })).toBeInTheDocument();
    expect(screen.getByText('Italian / Pizza')).toBeInTheDocument();
    expect(within(region('Photos of Luna Trattoria')).getAllByRole('img')).toHaveLength(2);

    const earn = region('Earn here');
    expect(within(earn).getByRole('link', { name: 'Sign in to see offers' })).toHaveAttribute('href', '/login');
    expect(within(earn).queryByText(/per \$/)).not.toBeInTheDocument();

    const when = region('When it earns');
    expect(when).toHaveTextContent('Sunday to Thursday');
    expect(when).toHaveTextContent('5:00 PM to 11:00 PM');
    expect(when).toHaveTextContent('Thu, Dec 24, 2026');
    expect(when).not.toHaveTextContent('2025');

    expect(within(region('Menu')).getByRole('img', { name: 'Menu page 1 of 1' })).toBeInTheDocument();
    expect(region('Location')).toHaveTextContent('120 Spring St');
    expect(within(region('Location')).getByRole('link', { name: 'More restaurants near New York' })).toHaveAttribute(
      'href',
      '/search?location=New+York%2C+NY',
    );
    expect(region('Reservations')).toHaveTextContent('Book here and earn 50 miles');
    expect(region('Events')).toHaveTextContent('No upcoming events');
    expect(await within(region('Reviews')).findByText(/No written reviews yet/)).toBeInTheDocument();
    expect(region('Reviews')).toHaveTextContent('No written reviews yet');
    expect(region('Legal disclosures')).toHaveTextContent('except on blackout dates');
    expect(region('About')).toHaveTextContent('Luna Trattoria serves Italian and Pizza');
  });

  it('shows the newest written reviews with who wrote them, when, and the four scores', async () => {
    const review = {
      id: '1',
      food: 5,
      service: 4,
      cleanliness: 5,
      value: 3,
      text: 'The cacio e pepe was perfect.',
      createdAt: '2026-10-12T20:00:00.000Z',
      reviewerName: 'Casey C.',
    };
    openPage(
      '42',
      () => jsonResponse({ merchant: testMerchantPage() }),
      {},
      () => jsonResponse({ reviews: [review], totalWritten: 1 }),
    );
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('“The cacio e pepe was perfect.”')).toBeInTheDocument();
    expect(reviews).toHaveTextContent('Casey C., October 2026');
    expect(
      within(within(reviews).getByRole('list', { name: 'Scores out of 5' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Food 5/5', 'Service 4/5', 'Cleanliness 5/5', 'Value 3/5']);
    expect(reviews).not.toHaveTextContent('No written reviews yet');
  });

  it('shows a member who earns here the rates by tier, their own marked, the offers, limits and their flex offer', async () => {
    const merchant = testMerchantPage({
      offers: [
        {
          id: 'o1',
          type: 'Unlimited',
          title: 'Double on Tuesdays',
          description: 'Earn double every Tue.',
          daysOfWeek: ['Tue'],
          earnMultiplier: 2,
          startsOn: null,
          endsOn: null,
          ...PLAIN_OFFER_TERMS,
        },
      ],
      visitLimits: { maxSpendPerMonth: 500, maxVisitsPerMonth: 4 },
    });
    const options: MerchantTestOptions = {
      member: testMember({ publicId: 'pub-7', tierLevel: 'OptedIn' }),
      partner: testMerchantPartner({ hasFlexOffers: true }),
    };
    const requests = serveApi(async (url) => {
      if (url.pathname === '/api/v2/Merchants/42') return jsonResponse({ merchant });
      if (url.pathname === '/api/merchants/FP0000042/flex-offers/members/pub-7') {
        return jsonResponse({ id: 'flex-1', webMessageOfferAmount: '300 miles', amount: 300, campaignCode: 'X' });
      }
      return errorResponse(404, 'Not Found');
    });
    renderMerchantRoutes('/merchants/42', (open) => <RoutedPage orderOpen={open} />, options);

    const earn = await screen.findByRole('region', { name: 'Earn here' });
    expect(await within(earn).findByText(/earn an extra 300 miles on your next visit/)).toBeInTheDocument();
    const rates = within(earn)
      .getAllByRole('listitem')
      .slice(0, 3)
      .map((li) => li.textContent);
    expect(rates).toEqual([
      'Basic 1 mile per $2 spent',
      'Select (your tier) 3 miles per $1 spent',
      'VIP 5 miles per $1 spent',
    ]);
    expect(earn).toHaveTextContent('Double on Tuesdays');
    expect(earn).toHaveTextContent('On Tuesday');
    expect(earn).toHaveTextContent('Earn on up to $500 spent each month');
    expect(earn).toHaveTextContent('Earn on up to 4 visits each month');
    const flexCall = requests.find((sent) => sent.url.pathname.includes('/flex-offers/'));
    expect(flexCall).toBeDefined();
  });

  describe('what a bill would earn here today', () => {
    const limitedTriple = {
      id: 'o-triple',
      type: 'Limited' as const,
      title: 'Triple for a limited time',
      description: 'Earn triple this month.',
      daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as Merchant['offers'][number]['daysOfWeek'],
      earnMultiplier: 3,
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
      ...PLAIN_OFFER_TERMS,
    };
    const doubleTuesdays = {
      ...limitedTriple,
      id: 'o-tue',
      type: 'Unlimited' as const,
      title: 'Double on Tuesdays',
      description: 'Earn double every Tue.',
      daysOfWeek: ['Tue'] as Merchant['offers'][number]['daysOfWeek'],
      earnMultiplier: 2,
      startsOn: null,
      endsOn: null,
      hours: { from: '17:00', until: '22:00' },
      minimumSpendDollars: 25,
      usesPerMember: 2,
    };

    /** The page for a Select member at `now` (an instant; the restaurant is in New York). */
    function openForMember(merchant: Merchant, now: string, flexOffer?: object) {
      serveApi(async (url) => {
        if (url.pathname === '/api/v2/Merchants/42') return jsonResponse({ merchant });
        if (url.pathname === '/api/merchants/FP0000042/flex-offers/members/pub-7' && flexOffer) {
          return jsonResponse(flexOffer);
        }
        return errorResponse(404, 'Not Found');
      });
      renderMerchantRoutes('/merchants/42', (open) => <RoutedPage orderOpen={open} />, {
        member: testMember({ publicId: 'pub-7', tierLevel: 'OptedIn' }),
        partner: testMerchantPartner({ hasFlexOffers: flexOffer !== undefined }),
        environment: testEnvironment({ now: () => new Date(now) }),
      });
    }

    const estimateOf = async () => {
      const earn = await screen.findByRole('region', { name: 'Earn here' });
      expect(within(earn).getByRole('heading', { name: "What you'd earn here today" })).toBeInTheDocument();
      return within(earn)
        .getByText(/^A \$[\d.,]+ meal/)
        .closest('[aria-live]') as HTMLElement;
    };

    it('says what a $50 meal earns with the offer and flex offer, and follows the bill the member types', async () => {
      const user = userEvent.setup();
      openForMember(testMerchantPage({ offers: [limitedTriple] }), '2026-12-01T17:00:00Z', {
        id: 'flex-1',
        webMessageOfferAmount: '300 miles',
        amount: 300,
        campaignCode: 'WEEKNIGHT-BONUS',
      });
      const earn = await screen.findByRole('region', { name: 'Earn here' });
      await within(earn).findByText(/earn an extra 300 miles/);
      const live = await estimateOf();
      expect(live).toHaveAttribute('aria-live', 'polite');
      expect(live).toHaveTextContent('A $50 meal today earns 750 miles');
      expect(live).toHaveTextContent('3 miles per $1 as a Select member × 3 (Triple for a limited time) = 450 miles');
      expect(live).toHaveTextContent('300 miles bonus (Weeknight bonus)');

      const bill = within(earn).getByRole('spinbutton', { name: 'Your bill' });
      expect(bill).toHaveValue(50);
      expect(bill).toHaveAttribute('min', '1');
      expect(bill).toHaveAccessibleDescription('in dollars');
      await user.clear(bill);
      expect(live).toHaveTextContent('Enter a bill from $1 to $100,000.');
      expect(bill).toHaveAttribute('aria-invalid', 'true');
      await user.type(bill, '97.53');
      expect(live).toHaveTextContent('A $97.53 meal today earns 1,177 miles');
      expect(live).toHaveTextContent('= 877 miles');
    });

    it.each([
      ['on the offer’s day and hours', '2026-12-01T23:00:00Z', 'A $50 meal now earns 300 miles', /Double on Tuesdays/],
      ['on another day', '2026-12-02T23:00:00Z', 'A $50 meal today earns 150 miles', null],
    ])('differs %s', async (_, now, headline, offerLine) => {
      openForMember(testMerchantPage({ offers: [doubleTuesdays] }), now);
      const live = await estimateOf();
      expect(live).toHaveTextContent(headline);
      if (offerLine) expect(live).toHaveTextContent(offerLine);
      else expect(live).not.toHaveTextContent('Double on Tuesdays');
    });

    it('lists each offer’s hours, minimum bill and uses', async () => {
      openForMember(testMerchantPage({ offers: [doubleTuesdays] }), '2026-12-01T17:00:00Z');
      const earn = await screen.findByRole('region', { name: 'Earn here' });
      const offer = within(earn).getByText('Double on Tuesdays').closest('li') as HTMLElement;
      expect(
        within(within(offer).getByRole('list'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['On Tuesday, 5 PM to 10 PM', 'On bills of $25 or more', 'Your first 2 visits']);
      // At noon the dinner offer is still to come.
      expect(await estimateOf()).toHaveTextContent('From 5 PM, the same meal earns 300 miles (Double on Tuesdays)');
    });

    it('earns up to the monthly spend limit and says so', async () => {
      const user = userEvent.setup();
      openForMember(
        testMerchantPage({ visitLimits: { maxSpendPerMonth: 500, maxVisitsPerMonth: 4 } }),
        '2026-12-01T17:00:00Z',
      );
      const live = await estimateOf();
      const bill = screen.getByRole('spinbutton', { name: 'Your bill' });
      await user.clear(bill);
      await user.type(bill, '600');
      expect(live).toHaveTextContent('A $600 meal today earns 1,500 miles, up to the monthly limit');
      expect(live).toHaveTextContent('Only the first $500 a month earns');
    });
  });

  it('shows a member without access the unlock copy of the tier that unlocks it and every tier, not the earn details', async () => {
    const merchant = testMerchantPage({
      accessTier: 'vip',
      access: { canEarn: false, reason: 'vipRequired', unlockTier: 3 },
    });
    openPage('42', () => jsonResponse({ merchant }), { member: testMember({ publicId: 'p', tierLevel: 'OptedIn' }) });
    const earn = await screen.findByRole('region', { name: 'Earn here' });
    expect(earn).toHaveTextContent('Unlock access to earn');
    expect(within(earn).getByRole('heading', { name: 'A VIP favorite' })).toBeInTheDocument();
    expect(within(earn).getByRole('link', { name: 'See VIP' })).toHaveAttribute('href', '/earn/vip-upgrade');
    // Every tier the program has, the member's own marked, each saying whether it earns here (issue 30, defect 10).
    expect(within(earn).getByRole('heading', { name: 'Earn rates by tier' })).toBeInTheDocument();
    const rates = within(earn)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rates).toEqual([
      'Basic 1 mile per $2 spent, not at this restaurant',
      'Select (your tier) 3 miles per $1 spent, not at this restaurant',
      'VIP 5 miles per $1 spent',
    ]);
    expect(within(earn).queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown merchant', '999999', () => errorResponse(404, 'Not Found', 'NOT_FOUND')],
    ['a malformed id', 'abc', () => errorResponse(400, 'Bad Request', 'VALIDATION_FAILED')],
  ])('shows %s as not found, with a way to search', async (_, id, answer) => {
    const requests = openPage(id, answer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute('href', '/search');
    // An id no merchant can have is not asked for.
    if (id === 'abc') expect(requests).toEqual([]);
  });

  it('shows an error with "Try again" when the call fails, and loads on retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    openPage('42', () =>
      ++calls === 1 ? errorResponse(500, 'Internal Server Error') : jsonResponse({ merchant: testMerchantPage() }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't load this restaurant" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna Trattoria' })).toBeInTheDocument();
  });

  it('shows the loading state while the merchant loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<Response>((resolve) => {
      release = () => resolve(jsonResponse({ merchant: testMerchantPage() }));
    });
    openPage('42', () => held);
    expect(await within(await screen.findByRole('main')).findByRole('status')).toHaveTextContent(
      'Do not refresh, loading more content.',
    );
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna Trattoria' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { readEarnCopy } from '@forkpoint/shared/content/earn-copy';
import { VISITOR_VIEWER, type MerchantCardViewer } from '../lib/earn-label';
import { MerchantCard, type MerchantCardProps } from './merchant-card';
import { DOUBLE_TUESDAYS, EARN_FIELDS, testMerchant } from '@/testing/merchant-card-fixture';
import { MerchantCardViewerProvider } from './merchant-card-viewer';

const copy = readEarnCopy(EARN_FIELDS);

const selectMember: MerchantCardViewer = {
  tierLevel: 'OptedIn',
  memberId: 'demo-card',
  key: 'demo-card:EnrolledCardMember:OptedIn',
  copy,
  earnRates: {
    basic: { amount: 1, perDollars: 2 },
    select: { amount: 3, perDollars: 1 },
    vip: { amount: 5, perDollars: 1 },
  },
  currency: { type: 'Mile', singular: 'mile', plural: 'miles' },
  signInHref: '/login',
  activateHref: null,
};

function renderCard(props: Partial<MerchantCardProps> = {}, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MerchantCard merchant={testMerchant()} {...props} />
    </MemoryRouter>,
  );
}

describe('MerchantCard', () => {
  it('shows every element of the card and links the name to the merchant page', () => {
    renderCard({ headingLevel: 3, id: 'merchant-3134' });
    const card = screen.getByRole('article', { name: 'Silk Road Dumpling House' });
    expect(card).toHaveAttribute('id', 'merchant-3134');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Silk Road Dumpling House');
    expect(within(card).getByRole('link', { name: 'Silk Road Dumpling House' })).toHaveAttribute(
      'href',
      '/merchants/3134',
    );
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('?w=200 200w'));
    expect(image?.getAttribute('srcset')).toContain('?w=600 600w');
    expect(card).toHaveTextContent('New');
    expect(card).toHaveTextContent('Rated 3.5 out of 5 from 325 reviews');
    expect(card).toHaveTextContent('Price level 2 of 4');
    expect(card).toHaveTextContent('Chinese / Dim Sum');
    expect(card).toHaveTextContent('New York (SoHo)');
    expect(card).toHaveTextContent('2.3 mi');
    expect(within(card).queryByText('Acclaimed')).toBeNull();
  });

  it('shows the Acclaimed badge once, in place of an "acclaimed" highlight', () => {
    renderCard({
      merchant: testMerchant({ acclaimedLevel: 1, details: { ...testMerchant().details, highlight: 'acclaimed' } }),
    });
    expect(screen.getAllByText('Acclaimed')).toHaveLength(1);
  });

  // Coming back after signing in is the app's, for every way to /login (app/sign-in-return.test.tsx).
  it('asks a visitor to "Sign in to see offers", a link to the sign-in page', () => {
    renderCard({}, '/search?location=Austin%2C+TX');
    expect(screen.getByRole('link', { name: 'Sign in to see offers' })).toHaveAttribute('href', '/login');
  });

  it("shows a member who earns their tier's short earning text, rate and the offer tag", () => {
    render(
      <MemoryRouter>
        <MerchantCardViewerProvider value={selectMember}>
          <MerchantCard
            merchant={testMerchant({
              access: { canEarn: true, reason: null, unlockTier: null },
              offers: [DOUBLE_TUESDAYS],
            })}
          />
        </MerchantCardViewerProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Select earn rate').closest('p')).toHaveTextContent(
      'Select earn rate: 3 miles per $1 spent',
    );
    expect(screen.getByText('Double on Tues')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull();
  });

  it('tags the offer a meal there earns under now, on the restaurant clock', () => {
    // Wednesday 2 December 2026, 1 AM in New York (still Tuesday evening in Los Angeles).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T06:00:00Z') });
    try {
      const tripleWednesdays = {
        ...DOUBLE_TUESDAYS,
        id: 'o2',
        title: 'Triple Wednesdays',
        daysOfWeek: ['Wed' as const],
        earnMultiplier: 3,
      };
      const offers = [DOUBLE_TUESDAYS, tripleWednesdays];
      const granted = { canEarn: true, reason: null, unlockTier: null };
      renderCard({ viewer: selectMember, merchant: testMerchant({ access: granted, offers }) });
      expect(screen.getByText('Triple Wednesdays')).toBeInTheDocument();
      expect(screen.queryByText('Double on Tues')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the tier 3 modal from "Unlock access to earn" and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    renderCard({
      viewer: selectMember,
      merchant: testMerchant({ accessTier: 'vip', access: { canEarn: false, reason: 'vipRequired', unlockTier: 3 } }),
    });
    const unlock = screen.getByRole('button', { name: 'Unlock access to earn' });
    expect(unlock).toHaveAccessibleDescription('Silk Road Dumpling House');
    expect(screen.queryByText('Select earn rate')).toBeNull();
    await user.click(unlock);
    const dialog = screen.getByRole('dialog', { name: 'A VIP favorite' });
    expect(dialog).toHaveAccessibleDescription(EARN_FIELDS.unlock_modal.tier_3.body);
    expect(within(dialog).getByRole('link', { name: 'See how VIP works' })).toHaveAttribute(
      'href',
      '/earn/vip-upgrade',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unlock).toHaveFocus();
    await user.click(unlock);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the tier 2 modal for a Select merchant', async () => {
    renderCard({
      viewer: { ...selectMember, tierLevel: 'OptedOut' },
      merchant: testMerchant({
        accessTier: 'select',
        access: { canEarn: false, reason: 'emailOptInRequired', unlockTier: 2 },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unlock access to earn' }));
    expect(screen.getByRole('dialog', { name: 'Unlock Select to earn here' })).toBeInTheDocument();
  });

  it('is selected by a click anywhere on it or by focusing its name, and shows when it is selected', async () => {
    const onSelect = vi.fn();
    const { rerender } = renderCard({ onSelect });
    await userEvent.click(screen.getByText('Chinese / Dim Sum'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Silk Road Dumpling House' })).toHaveFocus();
    expect(onSelect).toHaveBeenCalledTimes(2);
    rerender(
      <MemoryRouter>
        <MerchantCard merchant={testMerchant()} selected />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toHaveClass('merchant-card--selected');
  });

  it('reads as a visitor outside any viewer provider', () => {
    expect(VISITOR_VIEWER.tierLevel).toBeNull();
    renderCard({
      merchant: testMerchant({
        details: { ...testMerchant().details, rating: { overallRating: 0, numberOfRatings: 0 } },
      }),
    });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to see offers' })).toBeInTheDocument();
  });
});

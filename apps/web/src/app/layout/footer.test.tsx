import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import {
  announcementEntry,
  earnEntry,
  footerEntry,
  globalEarnEntry,
  memberHomeEntry,
  navbarEntry,
  testPartner,
  visitorHomeEntry,
} from '@/testing/fixtures';
import { http, jsonResponse, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';
import type { Member } from '@/lib/member';

function renderShell(path: string, { member = null as Member | null, partner = testPartner() as PublicPartner } = {}) {
  return renderRoutes(path, {
    partner,
    member,
    content: {
      '*': [navbarEntry(partner.enrollmentType), footerEntry(partner.enrollmentType !== 'none'), globalEarnEntry],
      home: [memberHomeEntry, visitorHomeEntry],
      announcement_banner: [announcementEntry],
      earn_details: [earnEntry('/earn', 'Ways to earn')],
    },
  });
}

const footer = () => screen.getByRole('contentinfo');
const footerNav = () => within(footer()).getByRole('navigation', { name: 'Footer' });
const lastPrimaryLink = () => within(footerNav()).getAllByRole('list')[0]?.querySelector('li:last-child a');

describe('the footer', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, Member | null, string, string]>([
    ['a visitor', null, 'Sign in', '/login'],
    ['a card member', testMember(), 'Account center', '/account/overview'],
    ['a non-card member', testMember({ memberType: 'NonCardMember' }), 'Finish joining', '/join'],
  ])('ends the primary links for %s with "%s"', async (_, member, text, href) => {
    renderShell('/', { member });
    await screen.findByRole('heading', { level: 1 });
    expect(lastPrimaryLink()).toHaveTextContent(text);
    expect(lastPrimaryLink()).toHaveAttribute('href', href);
    expect(within(footerNav()).getByRole('link', { name: 'Program Terms' })).toHaveAttribute('href', '/earn/terms');
  });

  it('has no state link where members cannot sign in', async () => {
    renderShell('/', { partner: testPartner({ enrollmentType: 'none' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(lastPrimaryLink()).toHaveTextContent('Ways to earn');
  });

  it('writes the copyright with the current year and the support e-mail as a mailto: link', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1 });
    expect(footer()).toHaveTextContent(`© ${new Date().getFullYear()} Forkpoint Dining, Inc.`);
    expect(within(footer()).getByRole('link', { name: 'help@testair.example' })).toHaveAttribute(
      'href',
      'mailto:help@testair.example',
    );
    expect(footer()).toHaveTextContent('Test Air Dining is operated on behalf of Test Air.');
  });

  it('links to the support page, in a new tab, when the support contact is not an e-mail address', async () => {
    const partner = testPartner({
      customerSupport: {
        phone: { href: 'tel:+1-800-555-0192', formatted: '1-800-555-0192' },
        email: { href: 'https://help.testair.example/contact', display: 'help.testair.example/contact' },
      },
    });
    renderShell('/', { partner });
    await screen.findByRole('heading', { level: 1 });
    const link = within(footer()).getByRole('link', { name: 'help.testair.example/contact (Opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://help.testair.example/contact');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("shows the stores' badges in a browser, opening the program's app in each store in a new tab", async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(footer()).getByRole('heading', { name: 'Take Test Air Dining with you' })).toBeInTheDocument();
    // The partner setting appStoreIds names the app: never a store's home page.
    const appStore = await within(footer()).findByRole('link', {
      name: 'Download on the App Store (Opens in a new tab)',
    });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/app/id6470000042');
    expect(appStore).toHaveAttribute('target', '_blank');
    const play = within(footer()).getByRole('link', { name: 'Get it on Google Play (Opens in a new tab)' });
    expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.testair.dining');
    // Each badge draws its store's mark (an SVG from simple-icons), not a text pill alone.
    expect(appStore.querySelector('svg path')).not.toBeNull();
    expect(play.querySelector('svg path')).not.toBeNull();
  });

  it('hides the app-store badges inside the native app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 canvas/3.2.0');
    renderShell('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(footer()).queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });

  it('shows the partner and network logos unless the partner setting hides them', async () => {
    const view = renderShell('/', { partner: testPartner({ cardTypesAccepted: ['VISA', 'AMEX'] }) });
    await screen.findByRole('heading', { level: 1 });
    const networks = await within(footer()).findByRole('list', { name: 'Cards accepted' });
    // Each network's own mark, named for screen readers; no name drawn as a text pill.
    const marks = within(networks).getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(['Visa', 'American Express']);
    for (const mark of marks) {
      expect(mark.querySelector('path')).not.toBeNull();
      expect(mark.closest('li')?.textContent).toBe('');
    }
    view.unmount();

    renderShell('/', { partner: testPartner({ showFooterPartnerLogos: false }) });
    await screen.findByRole('heading', { level: 1 });
    expect(within(footer()).queryByRole('list', { name: 'Cards accepted' })).not.toBeInTheDocument();
    // The logo chain stays: only the partner and network logos are the setting's.
    expect(within(footer()).getAllByRole('img', { name: 'Test Air Dining logo' })).toHaveLength(1);
  });
});

describe('a closed-account member', () => {
  it('sees the re-enrollment notice in place of the footer, with a "sign in later" link to sign out', async () => {
    // The notice's card form lists the member's cards: none left on a closed account.
    server.use(http.get('/api/Member/Cards', () => jsonResponse([])));
    renderShell('/', { member: testMember({ memberType: 'ClosedAccountMember' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Welcome back to Test Air Dining' });
    expect(notice).toHaveTextContent('Your linked card was deleted');
    expect(await within(notice).findByRole('link', { name: 'sign in later' })).toHaveAttribute('href', '/SignOut');
  });
});

describe('home and content pages for who is looking', () => {
  it('greets a signed-in member by first name and shows the member copy', async () => {
    renderShell('/', { member: testMember({ firstName: 'Grace' }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your Test Air Dining offers');
    expect(document.querySelector('.content-banner__welcome')).toHaveTextContent('Welcome back, Grace');
  });

  it('shows a visitor the visitor copy, without a greeting', async () => {
    renderShell('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Earn miles every time you dine');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("fills {{current_tier}} with the member's tier name", async () => {
    const tierEntry = {
      slug: 'select',
      fields: {
        ...memberHomeEntry.fields,
        user_states: ['tier_2'],
        banner: {
          banner_text: [
            {
              type: 'title',
              text_desktop: 'You earn at {{current_tier}}',
              text_mobile: 'You earn at {{current_tier}}',
            },
          ],
          show_prospect_form: false,
        },
      },
    };
    renderRoutes('/', {
      member: testMember({ tierLevel: 'OptedIn' }),
      content: { '*': [globalEarnEntry], home: [tierEntry, visitorHomeEntry] },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('You earn at Select');
  });

  it('greets a member on a content page too', async () => {
    renderShell('/earn', { member: testMember() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ways to earn' })).toBeInTheDocument();
    expect(document.querySelector('.content-banner__welcome')).toHaveTextContent('Welcome back, Ada');
    expect(screen.getByRole('region', { name: 'More on this topic' })).toHaveTextContent('More ways to earn');
  });
});

describe('the announcement banner', () => {
  it('shows its text and link items, with a tooltip on its info button', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const banner = await screen.findByRole('complementary', { name: 'Announcement' });
    expect(banner).toHaveTextContent('New restaurants join Test Air Dining every week.');
    // One sentence after another: a space between the items, not "every week.See what's new".
    expect(banner.textContent).toContain("every week. See what's new");
    expect(within(banner).getByRole('link', { name: "See what's new" })).toHaveAttribute('href', '/search?isNew=true');

    const info = within(banner).getByRole('button', { name: 'About this announcement' });
    expect(info).toHaveAccessibleDescription('Restaurant participation may change.');
    await user.hover(info);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toHaveClass('info-tooltip__text--open');
  });

  it('opens its tooltip on a tap or click, not only on hover (issue 15, defect 7)', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const banner = await screen.findByRole('complementary', { name: 'Announcement' });
    await user.click(within(banner).getByRole('button', { name: 'About this announcement' }));
    expect(screen.getByRole('tooltip')).toHaveClass('info-tooltip__text--open');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { footerEntry, navbarEntry, testPartner } from '@/testing/fixtures';
import { errorResponse, http, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';
import type { Member } from '@/lib/member';

// The pages' own calls (search, cards) are not these tests' subject: they fail as an unreachable server would.
beforeEach(() => {
  server.use(http.all('/api/*', () => errorResponse(503, 'Service Unavailable')));
});

type Enrollment = 'direct' | 'sso' | 'none';

function renderShell(
  path: string,
  {
    enrollment = 'direct' as Enrollment,
    member = null as Member | null,
    partner = undefined as PublicPartner | undefined,
  } = {},
) {
  return renderRoutes(path, {
    partner: partner ?? testPartner({ enrollmentType: enrollment, hasDiscoverPage: true }),
    member,
    content: { '*': [navbarEntry(enrollment), footerEntry(enrollment !== 'none')] },
  });
}

const header = () => screen.getByRole('banner');

/** Makes matchMedia answer the desktop query (min-width 1050 px) as given. */
function stubDesktop(desktop: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: desktop && query.includes('min-width: 1050px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('the navbar, for who is looking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a visitor of a direct partner a sign-in link and the join button', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/join');
    expect(within(header()).queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('offers a visitor of an SSO partner only the enroll button, worded for SSO', async () => {
    renderShell('/', { enrollment: 'sso' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Enroll with Test Air' })).toHaveAttribute('href', '/login');
  });

  it('offers no auth links where the partner has no enrollment', async () => {
    renderShell('/', { enrollment: 'none' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('link', { name: /Sign in|Join|Enroll/ })).not.toBeInTheDocument();
  });

  it('gives a card member the member dropdown: greeting, e-mail, account links and a sign-out that reloads', async () => {
    const user = userEvent.setup();
    renderShell('/', { member: testMember() });
    const button = await within(header()).findByRole('button', { name: /Hi, Ada/ });
    expect(within(header()).queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Hi Ada Lovelace')).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Account Overview', '/account/overview'],
      ['Reviews & History', '/account/recent_activity'],
      ['Linked Cards', '/account/manage_cards'],
      ['Profile', '/account/user_profile'],
      ['My Reservations', '/account/reservations'],
      ['Sign out', '/SignOut'],
    ]);
  });

  it('gives a non-card member of a direct partner the join link and sign-out: signed in, never "Sign in"', async () => {
    // Spec part 1 §6 "Non-card member: join link and sign-out" (issue 30, defect 3).
    renderShell('/', { member: testMember({ memberType: 'NonCardMember' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('button', { name: /Hi, Ada/ })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Join now' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
    expect(within(header()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps the join button in the bar at every width, and sign-in and sign-out for wide screens only', async () => {
    // A phone reaches sign-in and sign-out in the main menu; joining stays in the bar (issue 30, defect 2).
    renderShell('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Join now' })).not.toHaveClass('navbar-auth__wide');
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toHaveClass('navbar-auth__wide');
  });

  it('gives a non-card member of an SSO partner the enroll button and a sign-out link', async () => {
    renderShell('/', { enrollment: 'sso', member: testMember({ memberType: 'NonCardMember' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Enroll with Test Air' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
  });
});

describe('the navbar on enrollment pages', () => {
  it.each(['/join', '/add_card', '/card_added'])('has no menu button on %s', async (path) => {
    renderShell(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows a direct partner "Already a member?" with a sign-in link', async () => {
    renderShell('/join');
    await screen.findByRole('heading', { level: 1, name: 'Join' });
    expect(header()).toHaveTextContent('Already a member? Sign in');
    expect(within(header()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header()).queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it.each(['/add_card', '/card_added'])(
    'shows a member who just enrolled with a direct partner sign-out on %s, not "Already a member?"',
    async (path) => {
      renderShell(path, { member: testMember({ memberType: 'NonCardMember' }) });
      await screen.findByRole('heading', { level: 1 });
      expect(within(header()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
      expect(header()).not.toHaveTextContent('Already a member?');
      expect(within(header()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    },
  );

  it('shows a signed-in member of an SSO partner a sign-out link', async () => {
    renderShell('/add_card', { enrollment: 'sso', member: testMember({ memberType: 'NonCardMember' }) });
    await screen.findByRole('heading', { level: 1, name: 'Add a Card' });
    expect(within(header()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
    expect(header()).not.toHaveTextContent('Already a member?');
  });

  it('offers a signed-out visitor of an SSO partner no sign-out on /join', async () => {
    renderShell('/join', { enrollment: 'sso' });
    await screen.findByRole('heading', { level: 1, name: 'Join' });
    expect(within(header()).queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});

describe('the navbar of a closed account', () => {
  it('offers sign-out, never "Sign in" or "Join now"', async () => {
    renderShell('/', { member: testMember({ memberType: 'ClosedAccountMember' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
    expect(within(header()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });
});

describe('the search icon', () => {
  it('links to search elsewhere', async () => {
    renderShell('/earn/nothing');
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Search restaurants' })).toHaveAttribute('href', '/search');
  });

  it('is shown disabled and current on the search page', async () => {
    renderShell('/search');
    await screen.findByRole('heading', { level: 1, name: 'Find Restaurants' });
    const icon = within(header()).getByRole('link', { name: 'Search restaurants' });
    expect(icon).not.toHaveAttribute('href');
    expect(icon).toHaveAttribute('aria-disabled', 'true');
    expect(icon).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/discover', '/discover/date-night'])('is hidden on the discover path %s', async (path) => {
    renderShell(path);
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('link', { name: 'Search restaurants' })).not.toBeInTheDocument();
  });
});

describe('the main menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function openMenu() {
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    return { user, button, menu };
  }

  it('holds the auth button, the navigation links, the footer links and, for a member, sign-out, each page once', async () => {
    stubDesktop(false);
    renderShell('/', { member: testMember({ memberType: 'NonCardMember' }) });
    const { menu } = await openMenu();
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The footer's "Find a restaurant" and "Ways to earn" repeat the navigation's, and its "Finish joining"
    // the auth button's page (issue 15, defect 10).
    expect(links).toEqual([
      'Join now',
      'Find a restaurant',
      'Ways to earn',
      'Program Terms',
      'Privacy Notice',
      'Sign out',
    ]);
  });

  it("uses the links' desktop text at desktop width", async () => {
    stubDesktop(true);
    renderShell('/', { member: testMember() });
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(0, 3),
    ).toEqual(['My account', 'Search', 'Earn']);
  });

  it('gives a visitor the join button first, then sign-in, and no sign-out', async () => {
    renderShell('/');
    const { menu } = await openMenu();
    const [first, second] = within(menu).getAllByRole('link');
    expect(first).toHaveTextContent('Join now');
    expect(first).toHaveAttribute('href', '/join');
    expect(second).toHaveTextContent('Sign in');
    expect(within(menu).getAllByRole('link', { name: 'Sign in' })).toHaveLength(1);
    expect(within(menu).queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('offers a closed account neither join nor sign-in, only sign-out', async () => {
    renderShell('/earn/nothing', { member: testMember({ memberType: 'ClosedAccountMember' }) });
    const { menu } = await openMenu();
    expect(within(menu).queryByRole('link', { name: /^(Join now|Sign in)$/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, jumps with Home and End, and closes on Escape, returning focus', async () => {
    renderShell('/');
    const { user, button, menu } = await openMenu();
    const links = within(menu).getAllByRole('link');

    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[links.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens from the keyboard on the first item with the down arrow', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getAllByRole('link')[0]).toHaveFocus();
  });

  it('closes on a click outside it, and on a click on one of its links', async () => {
    renderShell('/');
    const { user, menu, button } = await openMenu();
    await user.click(screen.getByRole('main'));
    expect(menu).not.toBeVisible();

    await user.click(button);
    await user.click(within(menu).getByRole('link', { name: 'Program Terms' }));
    expect(menu).not.toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the Back bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns to the previous page', async () => {
    const user = userEvent.setup();
    renderRoutes(['/search', '/merchants/not-a-merchant']);
    await screen.findByRole('heading', { level: 1, name: 'Restaurant Not Found' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes home from a page opened directly, rather than leaving the site', async () => {
    const user = userEvent.setup();
    renderRoutes('/account/manage_cards', { member: testMember() });
    await screen.findByRole('heading', { level: 1, name: 'Linked Cards' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Air Dining' })).toBeInTheDocument();
  });

  it('goes to the search from a restaurant opened by a shared link (issue 15, defect 7)', async () => {
    const user = userEvent.setup();
    renderRoutes('/merchants/not-a-merchant');
    await screen.findByRole('heading', { level: 1, name: 'Restaurant Not Found' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Restaurants' })).toBeInTheDocument();
  });
});

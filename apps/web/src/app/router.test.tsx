import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earnEntry, memberHomeEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { errorResponse, http, jsonResponse, pathsOf, recordRequests, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { takeLoginRedirect } from '@/lib/login-redirect';
import { testMember } from '@/testing/serve-startup';
import { pageNavigation } from '@/lib/page-navigation';
import { DIALOG_ROUTE_STATE } from '@/lib/dialog-route';
import { ScrollToTop } from './scroll-to-top';
import { paths } from '@/config/paths';
import { ACCOUNT_ROUTES, PAGE_ROUTES } from './route-table';

/** A concrete URL for a route pattern. */
const urlFor = (pattern: string) =>
  pattern.replace(':id', '42').replace(':slug', 'this-is-big').replace('/*', '/tonight');

async function expectPage(title: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  expect(heading.closest('main')).toHaveAttribute('id', 'main-content');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

// The pages' own calls (a carousel, impressions, the default location) are not these tests' subject: unless a test
// answers them, they fail as an unreachable server would, and each page still stands.
beforeEach(() => {
  server.use(http.all('/api/*', () => errorResponse(503, 'Service Unavailable')));
});

const earnPages = PAGE_ROUTES.filter((route) => route.kind === 'earn');

describe('the routes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each(earnPages.map((route) => [urlFor(route.path)]))('%s renders its earn_details copy', async (url) => {
    const path = url === paths.howItWorks.path ? paths.earn.howItWorks.path : url;
    renderRoutes(url, { content: { earn_details: [earnEntry(path, 'Earning, explained')] } });
    await expectPage('Earning, explained');
    await waitFor(() => expect(document.title).toBe('Earning, explained | Test Air Dining'));
  });

  it.each(earnPages.map((route) => [urlFor(route.path)]))('%s is not found without earn_details copy', async (url) => {
    renderRoutes(url, { content: { earn_details: [earnEntry('/earn/other', 'Another page')] } });
    await expectPage('Page Not Found');
  });

  it.each(ACCOUNT_ROUTES.map((route) => [route.path, route.title]))(
    '%s shows a member the account page "%s" with the Back bar',
    async (url, title) => {
      renderRoutes(url, { member: testMember() });
      await expectPage(title);
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    },
  );

  it.each(ACCOUNT_ROUTES.map((route) => [route.path]))(
    'sends a visitor from %s to sign in through the 401 of an authenticated member call, to come back after',
    async (url) => {
      // Spec part 2 §6: the account area is for signed-in members, and an unauthorized answer goes to /login
      // (issue 30, defect 8a: no inline sign-in box in the account area).
      const requests = recordRequests();
      server.use(http.all('/api/*', () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED')));
      renderRoutes(url);
      await expectPage('Sign In');
      expect(pathsOf(requests)).toContain('/api/Member');
      expect(takeLoginRedirect()).toBe(url);
    },
  );

  it('shows the discover page from its copy where the partner has one', async () => {
    const discover = {
      slug: 'discover',
      fields: {
        url: '/discover',
        browser_title: 'Discover restaurants | {{program}}',
        banner_text: [
          { type: 'title', text_desktop: 'Discover your next favorite', text_mobile: 'Discover your next favorite' },
        ],
        body: [{ type: 'merchant_carousel', search: 'location=Chicago, IL', headline: 'Chicago, IL' }],
      },
    };
    renderRoutes('/discover', { partner: testPartner({ hasDiscoverPage: true }), content: { discover: [discover] } });
    await expectPage('Discover your next favorite');
    const carousel = screen.getByRole('region', { name: 'Chicago, IL' });
    expect(within(carousel).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/search?location=Chicago%2C+IL',
    );
  });

  it('shows the discover page on a sub-path without copy of its own: it owns every path below it', async () => {
    const discover = {
      slug: 'discover',
      fields: {
        url: '/discover',
        browser_title: 'Discover restaurants | {{program}}',
        banner_text: [{ type: 'title', text_desktop: 'Discover more', text_mobile: 'Discover more' }],
        body: [{ type: 'merchant_carousel', search: 'location=Chicago, IL', headline: 'Chicago, IL' }],
      },
    };
    renderRoutes('/discover/some/sub', {
      partner: testPartner({ hasDiscoverPage: true }),
      content: { discover: [discover] },
    });
    await expectPage('Discover more');
  });

  it('shows the server error page with a reference code and the support phone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const partner = testPartner();
    renderRoutes('/error?ref=req-12345678', { partner });
    await expectPage('Still simmering');
    expect(screen.getByText('req-12345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: partner.customerSupport.phone.formatted })).toHaveAttribute(
      'href',
      partner.customerSupport.phone.href,
    );
  });

  it('gives the server error page a reference code of its own when it was not handed one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes('/error');
    await expectPage('Still simmering');
    expect(screen.getByText(/^FP-[0-9A-Z]+$/)).toBeInTheDocument();
  });

  it('signs out at /SignOut, then loads home afresh', async () => {
    const requests = recordRequests();
    server.use(http.all('/api/*', () => jsonResponse({ signedOut: true })));
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    renderRoutes('/SignOut', { member: testMember() });
    await expectPage('Signing Out');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    // Once, whatever else the page sent meanwhile (a page view may go out first on a busy machine).
    const signOuts = pathsOf(requests).filter((path) => path === '/api/SignOut');
    expect(signOuts).toHaveLength(1);
  });

  it.each([
    ['/recover', '/recover'],
    ['https://elsewhere.example/', '/'],
    ['//elsewhere.example', '/'],
  ])('signs out at /SignOut?next=%s, then loads %s afresh (only a page of this site)', async (next, after) => {
    // The profile's "Change password" goes through sign-out and reset (spec part 2 §2; issue 30, defect 8d).
    server.use(http.all('/api/*', () => jsonResponse({ signedOut: true })));
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    renderRoutes(paths.signOut.getHref({ next }), { member: testMember() });
    await expectPage('Signing Out');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(after));
  });

  it('builds merchant order links that the merchant order route matches', async () => {
    // A non-numeric id is answered by the merchant page's not-found view without a server call.
    renderRoutes(paths.merchant.order.getHref('m-9'));
    await expectPage('Restaurant Not Found');
  });

  it.each(['/account', '/account/settings'])('sends %s to the account overview', async (url) => {
    renderRoutes(url, { member: testMember() });
    await expectPage('Account Overview');
  });

  it.each(['/no/such/page', paths.notFound.path])('shows the not-found page at %s, with a way home', async (url) => {
    renderRoutes(url);
    await expectPage('Page Not Found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('offers no sign-in, activation, recovery or account pages when the partner has no enrollment', async () => {
    for (const url of [paths.login.path, paths.activate.path, paths.account.overview.path, paths.recover.path]) {
      const view = renderRoutes(url, { partner: testPartner({ enrollmentType: 'none' }) });
      await expectPage('Page Not Found');
      view.unmount();
    }
  });

  it('has no staging tools where the server runs in production', async () => {
    renderRoutes(paths.stgtools.path, { stagingTools: false });
    await expectPage('Page Not Found');
  });

  it('offers recovery and the credential fix only to direct-enrollment partners', async () => {
    for (const url of [paths.recover.path, paths.fixCredentials.path, paths.recover.success.path]) {
      const view = renderRoutes(url, { partner: testPartner({ enrollmentType: 'sso' }) });
      await expectPage('Page Not Found');
      view.unmount();
    }
  });

  it('has no discover page for a partner without one', async () => {
    renderRoutes('/discover/date-night', { partner: testPartner({ hasDiscoverPage: false }) });
    await expectPage('Page Not Found');
  });

  it('shows the discover page at home when that is the partner setting', async () => {
    const discover = {
      slug: 'discover',
      fields: {
        url: '/discover',
        browser_title: 'Discover | {{program}}',
        body: [{ type: 'body_text', text: 'Hand-picked places.' }],
      },
    };
    renderRoutes('/', {
      partner: testPartner({ homePage: 'discover', hasDiscoverPage: true }),
      content: { home: [visitorHomeEntry], discover: [discover] },
    });
    await expectPage('Discover');
    expect(screen.getByText('Hand-picked places.')).toBeInTheDocument();
  });

  it('shows home at the extra paths the page lists', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.extraPaths = '/summer-dining';
    document.body.append(root);
    try {
      renderRoutes('/summer-dining', { content: { home: [visitorHomeEntry] } });
      await expectPage(/Earn miles every time you dine/);
    } finally {
      root.remove();
    }
  });

  it('scrolls to the top when the page changes', async () => {
    const user = userEvent.setup();
    renderRoutes('/no/such/page');
    await expectPage('Page Not Found');
    vi.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await screen.findByRole('heading', { level: 1, name: 'Test Air Dining' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not scroll when a dialog route opens over the page, nor when it closes', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/merchants/7'] });
    render(<RouterProvider router={router} />);
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/merchants/7/Order', { state: DIALOG_ROUTE_STATE }));
    await act(() => router.navigate(-1));
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/search'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("titles the page from the partner's route metadata, falling back to the home entry", async () => {
    const partner = testPartner();
    const view = renderRoutes('/search', { partner });
    await expectPage('Find Restaurants');
    expect(document.title).toBe(partner.routeMeta['/search']?.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      partner.routeMeta['/search']?.description,
    );
    view.unmount();

    renderRoutes('/surveys', { partner });
    await expectPage('Surveys');
    await waitFor(() => expect(document.title).toBe(partner.routeMeta['/']?.title));
  });

  it("keeps the partner's title where its route metadata names the path, over a content page's own (defect 9)", async () => {
    const partner = testPartner({
      routeMeta: { ...testPartner().routeMeta, '/earn': { title: 'Ways to earn | Test Air', description: 'Earn' } },
    });
    renderRoutes('/earn', { partner, content: { earn_details: [earnEntry('/earn', 'Earning, explained')] } });
    await expectPage('Earning, explained');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Ways to earn | Test Air');
  });
});

describe('maintenance', () => {
  it.each([
    ['/login', /login issue/],
    ['/join', /enrollment issue/],
    ['/search', /issue with the site/],
    ['/', /issue with the site/],
  ])('shows "We\'re Working On It" at %s, naming the issue', async (url, issue) => {
    renderRoutes(url, { maintenance: true });
    await expectPage("We're Working On It");
    expect(screen.getByText(issue)).toBeInTheDocument();
    expect(screen.getByText('Our team is working on it. Please check back later.')).toBeInTheDocument();
    // The pages behind the menu are what is down: no menu, no sign-in.
    expect(screen.queryByRole('button', { name: /Menu/ })).not.toBeInTheDocument();
  });
});

describe('a render failure', () => {
  it('shows the error page instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A partner answer without its terms cannot be rendered: the frame and home both read them.
    const broken = { ...testPartner(), terms: null } as unknown as ReturnType<typeof testPartner>;
    await act(async () => {
      renderRoutes('/', { partner: broken });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Still simmering' })).toBeInTheDocument();
  });
});

describe('who is kept where (issue 30)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each(['/', '/account/overview', '/account/manage_cards'])(
    'shows a closed account the re-enrollment page first at %s, with no earning claims',
    async (url) => {
      renderRoutes(url, {
        member: testMember({ memberType: 'ClosedAccountMember', tierLevel: 'OptedIn' }),
        content: { home: [memberHomeEntry, visitorHomeEntry] },
      });
      await expectPage('Welcome back to Test Air Dining');
      expect(screen.getByRole('region', { name: 'Welcome back to Test Air Dining' })).toHaveTextContent(
        'your account is closed',
      );
      expect(screen.queryByText(/earning as|Your Test Air Dining offers|Welcome back, Ada/i)).not.toBeInTheDocument();
      // Shown once: not again in place of the footer.
      expect(screen.getAllByRole('region', { name: /^Welcome back to/ })).toHaveLength(1);
    },
  );

  it('keeps a member flagged for an e-mail update on /fix_credentials', async () => {
    const flagged = testMember({ memberType: 'NonCardMember', needsEmailUpdate: true });
    for (const url of ['/account/overview', '/search', '/']) {
      const view = renderRoutes(url, { member: flagged });
      await expectPage('Update Your Email');
      view.unmount();
    }
  });

  it('lets a member without the flag, or of a partner with no credential fix, go anywhere', async () => {
    const view = renderRoutes('/account/overview', { member: testMember({ needsEmailUpdate: false }) });
    await expectPage('Account Overview');
    view.unmount();
    renderRoutes('/search', {
      member: testMember({ needsEmailUpdate: true }),
      partner: testPartner({ enrollmentType: 'sso' }),
    });
    await expectPage('Find Restaurants');
  });
});

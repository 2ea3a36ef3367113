import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPartner, visitorHomeEntry } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { paths } from './paths';
import { ACCOUNT_ROUTES, PAGE_ROUTES } from './router';

/** A concrete URL for a route pattern. */
const urlFor = (pattern: string) =>
  pattern.replace(':id', '42').replace(':slug', 'this-is-big').replace('/*', '/tonight');

async function expectPage(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  expect(heading.closest('main')).toHaveAttribute('id', 'main-content');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('the routes', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(PAGE_ROUTES.map((route) => [urlFor(route.path), route.title]))(
    '%s shows its page, "%s"',
    async (url, title) => {
      renderRoutes(url, { partner: testPartner({ hasDiscoverPage: true }) });
      await expectPage(title);
    },
  );

  it.each(ACCOUNT_ROUTES.map((route) => [route.path, route.title]))(
    '%s shows the account page "%s"',
    async (url, title) => {
      renderRoutes(url);
      await expectPage(title);
    },
  );

  it('builds merchant order links that the merchant order route matches', async () => {
    renderRoutes(paths.merchant.order.getHref('m-9'));
    await expectPage('Order Online');
  });

  it('keeps the named earn pages ahead of the earn content pages', async () => {
    renderRoutes(paths.earn.vipUpgrade.path);
    await expectPage('VIP Upgrade');
  });

  it.each(['/account', '/account/settings'])('sends %s to the account overview', async (url) => {
    renderRoutes(url);
    await expectPage('Account Overview');
  });

  it.each(['/no/such/page', paths.notFound.path])('shows the not-found page at %s, with a way home', async (url) => {
    renderRoutes(url);
    await expectPage('Page Not Found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('offers no sign-in, activation or account pages when the partner has no enrollment', async () => {
    for (const url of [paths.login.path, paths.activate.path, paths.account.overview.path, paths.recover.path]) {
      const view = renderRoutes(url, { partner: testPartner({ enrollmentType: 'none' }) });
      await expectPage('Page Not Found');
      view.unmount();
    }
  });

  it('offers recovery only to direct-enrollment partners', async () => {
    renderRoutes(paths.recover.path, { partner: testPartner({ enrollmentType: 'sso' }) });
    await expectPage('Page Not Found');
  });

  it('has no discover page for a partner without one', async () => {
    renderRoutes('/discover', { partner: testPartner({ hasDiscoverPage: false }) });
    await expectPage('Page Not Found');
  });

  it('shows the discover page at home when that is the partner setting', async () => {
    renderRoutes('/', {
      partner: testPartner({ homePage: 'discover', hasDiscoverPage: true }),
      content: { home: [visitorHomeEntry] },
    });
    await expectPage('Discover');
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

    renderRoutes('/earn/reservations', { partner });
    await expectPage('Reservations');
    await waitFor(() => expect(document.title).toBe(partner.routeMeta['/']?.title));
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

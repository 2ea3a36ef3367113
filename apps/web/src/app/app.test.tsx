import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_NAMES, LOADING_MESSAGE_DEFAULT } from '@forkpoint/shared/constants';
import { contentSourceFor, getContentQueryOptions } from '@/features/content/api/get-content';
import { createQueryClient } from '@/lib/query-client';
import { memberHomeEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { serveStartup } from '@/testing/serve-startup';
import { errorResponse, http, pathsOf, server } from '@/testing/msw';
import { App } from './app';

const partner = testPartner();
const year = new Date().getFullYear();

describe('the app at start-up', () => {
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const name of Array.from(document.documentElement.style)) document.documentElement.style.removeProperty(name);
  });

  it('renders nothing until every content group has settled, then the home copy with tokens filled in', async () => {
    const { requests, release } = serveStartup({
      content: { home: [memberHomeEntry, visitorHomeEntry] },
      held: new Set(['sidebar']),
    });
    const queryClient = createQueryClient();
    const { container } = render(<App queryClient={queryClient} />);

    // The partner, the app status, the feature flags, the member and every group but one have settled; that
    // one is on its way.
    await waitFor(() => expect(requests).toHaveLength(4 + CONTENT_NAMES.length));
    expect(pathsOf(requests)).toContain('/api/feature-flags');
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(queryClient.getQueryData(getContentQueryOptions('home', contentSourceFor(partner)).queryKey)).toHaveLength(
      2,
    );
    // Nothing is drawn but the screen-reader status.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE_DEFAULT);
    expect(container.querySelectorAll('img, a, h1')).toHaveLength(0);

    await act(async () => release('sidebar'));

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Earn miles every time you dine');
    expect(screen.getByText('Join Test Air Dining today')).toBeInTheDocument();
    expect(screen.getByText(`© ${year} Test Air. Terms apply.`)).toBeInTheDocument();
    expect(screen.queryByText(/\{\{/)).not.toBeInTheDocument();
    // Member-only copy and the member greeting stay hidden from a visitor.
    expect(screen.queryByText(/Your Test Air Dining offers/)).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
  });

  it('shows the three how-it-works steps from the copy', async () => {
    serveStartup({ content: { home: [visitorHomeEntry] } });
    render(<App queryClient={createQueryClient()} />);

    const steps = within(await screen.findByRole('region', { name: 'How Test Air Dining works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Search',
      'Dine and pay',
      'Earn',
    ]);
    expect(steps[2]).toHaveTextContent('Earn Test Air miles automatically.');
  });

  it('has the landmarks: a skip link to the main area, a header with the partner logo (the brand once), one main with one h1, a footer', async () => {
    serveStartup({ content: { home: [visitorHomeEntry] } });
    render(<App queryClient={createQueryClient()} />);

    // The page's heading, not the route's loading main (which has the same id).
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('img', { name: partner.theme.logoAlt })).toHaveAttribute(
      'src',
      partner.theme.logoUrl,
    );
    // The logo carries the brand: its name is not written beside it as well (issue 15, defect 8).
    expect(within(header).queryByText(partner.name)).not.toBeInTheDocument();
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveAccessibleName('Skip to content');
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Link tokens in copy become links to their page.
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('takes the skip link and the footer copyright from the global copy, tokens filled in', async () => {
    serveStartup({
      content: {
        home: [visitorHomeEntry],
        '*': [
          { slug: 'navbar', fields: { skip_link_text: 'Jump to {{program}} content' } },
          { slug: 'footer', fields: { copyright: '© {{current_year}} {{partner}} Dining, Inc.' } },
        ],
      },
    });
    render(<App queryClient={createQueryClient()} />);

    expect(await screen.findByRole('link', { name: 'Jump to Test Air Dining content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Test Air Dining, Inc.`);
  });

  it('leaves the copy empty and logs "no CMS copy found" when the home group is missing', async () => {
    serveStartup({});
    render(<App queryClient={createQueryClient()} />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(partner.terms.program);
    expect(screen.queryByRole('region', { name: /works/ })).not.toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('no CMS copy found', { contentName: 'home' });
  });

  it('still renders when a content group fails for another reason, logging it as an error', async () => {
    serveStartup({ content: { home: [visitorHomeEntry], popup: errorResponse(500, 'Internal Server Error') } });
    render(<App queryClient={createQueryClient()} />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Earn miles every time you dine');
    expect(console.error).toHaveBeenCalledWith('content fetch failed: Internal Server Error', { contentName: 'popup' });
  });

  it('applies the partner theme as custom properties on the document root', async () => {
    serveStartup({ content: { home: [visitorHomeEntry] } });
    render(<App queryClient={createQueryClient()} />);
    await screen.findByRole('main');

    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe(partner.theme.colors.primary);
    expect(style.getPropertyValue('--color-on-primary')).toBe(partner.theme.colors.onPrimary);
    expect(style.getPropertyValue('--font-family')).toBe(partner.theme.fontFamily);
  });

  it('shows an error page, not a blank one, when the partner cannot be loaded', async () => {
    server.use(http.all('/api/*', () => errorResponse(500, 'Internal Server Error')));
    render(<App queryClient={createQueryClient()} />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Still simmering');
  });
});

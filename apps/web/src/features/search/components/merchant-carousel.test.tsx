import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MerchantCarouselBlock } from '@/components/copy/content-blocks';
import { createQueryClient } from '@/lib/query-client';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { MerchantCarousel } from './merchant-carousel';
import { testMerchant } from '@/testing/merchant-card-fixture';
import { MerchantCarouselHeader } from './merchant-carousel-header';

const merchants = [1, 2, 3].map((n) => testMerchant({ id: n, merchantId: `FP${n}`, name: `Merchant ${n}` }));

function answer(list = merchants) {
  return jsonResponse({
    merchants: list,
    pageNo: 1,
    pageSize: 15,
    hasMore: false,
    sortBy: 'distance',
    searchArea: {
      kind: 'location',
      label: 'Chicago, IL',
      latitude: 41.88,
      longitude: -87.63,
      radiusMiles: 25,
      bounds: null,
    },
  });
}

const chicago: MerchantCarouselBlock = {
  type: 'merchant_carousel',
  search: 'location=Chicago, IL',
  headline: 'Chicago favorites',
  body: 'Where the city eats.',
  link: { text: 'Chicago guide', url: '/discover/chicago' },
};
const nearYou: MerchantCarouselBlock = { type: 'merchant_carousel', search: 'isNew=true', headline: 'New near you' };

function renderCarousel(block: MerchantCarouselBlock) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MerchantCarousel block={block} header={(id) => <MerchantCarouselHeader block={block} headlineId={id} />} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function stubGeolocation(outcome: { latitude: number; longitude: number } | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'denied') failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else success({ coords: outcome } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => vi.unstubAllGlobals());

describe('MerchantCarousel', () => {
  it("searches the block's string for up to 15 merchants and shows them as slides with its words", async () => {
    const requests = serveApi(() => answer());
    renderCarousel(chicago);
    const carousel = await screen.findByRole('region', { name: 'Chicago favorites' });
    expect(requests[0]?.url.href).toMatch(/\/api\/v2\/Merchants\/Carousel\?location=Chicago%2C\+IL&pageSize=15$/);
    expect(await within(carousel).findAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    expect(within(carousel).getByRole('heading', { level: 3, name: 'Merchant 1' })).toBeInTheDocument();
    expect(carousel).toHaveTextContent('Where the city eats.');
    expect(within(carousel).getByRole('link', { name: 'Chicago guide' })).toHaveAttribute('href', '/discover/chicago');
    expect(within(carousel).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/search?location=Chicago%2C+IL',
    );
  });

  it('moves a page with next and previous, the dots showing the page in view', async () => {
    serveApi(() => answer());
    const user = userEvent.setup();
    renderCarousel(chicago);
    // jsdom lays nothing out, so a page is one slide: three pages.
    const first = await screen.findByRole('button', { name: 'Page 1 of 3' });
    expect(first).toHaveAttribute('aria-current', 'true');
    const previous = screen.getByRole('button', { name: 'Previous restaurants' });
    const next = screen.getByRole('button', { name: 'Next restaurants' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('button', { name: 'Page 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByRole('button', { name: 'Page 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Page 1 of 3' }));
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Page 3 of 3' })).not.toHaveAttribute('aria-current');
  });

  it("searches around the user's position, rounded to two decimals, when the block names no location", async () => {
    const requests = serveApi(() => answer());
    const locate = stubGeolocation({ latitude: 40.757712, longitude: -73.985691 });
    renderCarousel(nearYou);
    await screen.findByRole('region', { name: 'New near you' });
    expect(locate).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      maximumAge: HOUR_MS,
      timeout: 5000,
    });
    expect(requests[0]?.url.href).toMatch(/\?isNew=true&pageSize=15&lat=40\.76&lng=-73\.99$/);
  });

  it('is suppressed when geolocation fails and the search uses the user location', async () => {
    const requests = serveApi(() => answer());
    const locate = stubGeolocation('denied');
    const { container } = renderCarousel(nearYou);
    await vi.waitFor(() => expect(locate).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });

  it('says so when the search fails, and tries again on request', async () => {
    let calls = 0;
    serveApi(() => (++calls === 1 ? errorResponse(500, 'Internal Server Error') : answer()));
    renderCarousel(chicago);
    expect(await screen.findByText("We couldn't load these restaurants.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Merchant 2' })).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    serveApi(() => answer([]));
    renderCarousel(chicago);
    expect(await screen.findByText('No restaurants to show here yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { SEARCH_FILTER_OPTIONS } from '@forkpoint/shared/constants';
import type { MerchantSearchResponse } from '@forkpoint/shared/contracts/merchants';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, type SentRequest, serveApi } from '@/testing/msw';
import type { SearchMapProps } from '../map/search-map';
import { testMerchant } from '@/testing/merchant-card-fixture';
import { SearchPage } from './search-page';

// The map is Leaflet's, tested in the browser (e2e/search.spec.ts); here a stand-in shows what it is given.
vi.mock('../map/search-map', () => ({
  default: (props: SearchMapProps) => (
    <div data-testid="map" aria-label={props.label}>
      {props.merchants.map((merchant, index) => (
        <button key={merchant.id} type="button" onClick={() => props.onSelect(merchant.id)}>
          {`pin ${index + 1}${props.selection?.id === merchant.id ? ' selected' : ''}`}
        </button>
      ))}
      <button type="button" onClick={() => props.onSearchArea({ north: 41.9, south: 41.8, east: -87.6, west: -87.7 })}>
        Search this area
      </button>
    </div>
  ),
}));

const merchants = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) =>
    testMerchant({ id: from + i, merchantId: `FP${from + i}`, name: `Place ${from + i}` }),
  );

function answer(url: URL, page: Partial<MerchantSearchResponse> = {}): Response {
  const label =
    url.searchParams.get('location') ?? (url.searchParams.has('north') ? 'Current Map View' : 'Current Location');
  return jsonResponse({
    merchants: merchants(3),
    pageNo: Number(url.searchParams.get('pageNo')),
    pageSize: 20,
    hasMore: false,
    sortBy: 'distance',
    searchArea: { kind: 'location', label, latitude: 41.85, longitude: -87.68, radiusMiles: 25, bounds: null },
    ...page,
  });
}

let mobile = false;
beforeEach(() => {
  mobile = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? mobile : !mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SearchPage filterOptions={SEARCH_FILTER_OPTIONS} />
        <CurrentUrl />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { url: () => decodeURIComponent(screen.getByTestId('url').textContent ?? '').replace(/\+/g, ' ') };
}

const searchCalls = (requests: SentRequest[]) =>
  requests.map((sent) => sent.url).filter((url) => url.pathname === '/api/v2/Merchants/Search');

describe('the search page', () => {
  it('runs the search of its URL and lists the results, numbered as the map pins', async () => {
    const requests = serveApi((url) => answer(url));
    renderPage('/search?location=Chicago, IL&features=dine-in&sortBy=rating');

    expect(await screen.findByRole('heading', { level: 2, name: 'Restaurants near Chicago, IL' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Place 2' })).toHaveAttribute('href', '/merchants/2');
    expect(screen.getByText('Showing 3 restaurants')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Chicago, IL');

    const [call] = searchCalls(requests);
    expect(Object.fromEntries(call!.searchParams)).toEqual({
      location: 'Chicago, IL',
      features: 'dine-in',
      sortBy: 'rating',
      pageSize: '20',
      pageNo: '1',
    });
    // The last successful search and the typed place are remembered (spec part 1 §3).
    expect(JSON.parse(window.localStorage.getItem('lastSearch') ?? '')).toBe(
      'location=Chicago%2C+IL&features=dine-in&sortBy=rating',
    );
    expect(JSON.parse(window.localStorage.getItem('manualSearchLocation') ?? '')).toBe('Chicago, IL');
  });

  it('checks the typed place before asking, and searches a good one through the URL', async () => {
    const user = userEvent.setup();
    const requests = serveApi((url) => answer(url));
    const page = renderPage('/search?location=Chicago, IL');
    await screen.findByRole('list');
    const location = screen.getByRole('textbox', { name: /Location/ });

    await user.clear(location);
    await user.type(location, 'Chicago');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location).toHaveAccessibleDescription('Enter city, state or ZIP code');
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveFocus();
    expect(searchCalls(requests)).toHaveLength(1);

    // After a submit the message follows every change.
    await user.type(location, ' IL');
    expect(location).not.toHaveAttribute('aria-invalid');
    await user.clear(location);
    await user.type(location, '10036');
    await user.type(screen.getByRole('searchbox', { name: 'Restaurant or cuisine' }), 'sushi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(page.url()).toBe('/search?location=10036&restaurantOrCuisine=sushi'));
    await waitFor(() => expect(searchCalls(requests)).toHaveLength(2));
  });

  it('clears the location message on blur once the searched place is typed back (issue 30)', async () => {
    const user = userEvent.setup();
    serveApi((url) => answer(url));
    renderPage('/search?location=Chicago, IL');
    await screen.findByRole('list');
    const location = screen.getByRole('textbox', { name: /Location/ });
    await user.clear(location);
    await user.type(location, 'zz');
    await user.tab();
    expect(location).toHaveAccessibleDescription('Enter city, state or ZIP code');
    await user.clear(location);
    await user.type(location, 'Chicago, IL');
    await user.tab();
    expect(location).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter city, state or ZIP code')).not.toBeInTheDocument();
  });

  it("shows the server's word on a place it does not know, in the field and the page", async () => {
    serveApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          error: 'Bad Request',
          message: 'Enter city, state or ZIP code',
          fields: [{ field: 'location', message: 'Enter city, state or ZIP code' }],
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    renderPage('/search?location=Faketown, NY');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter city, state or ZIP code');
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveAccessibleDescription(
      'Enter city, state or ZIP code',
    );
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });

  it('offers a retry when the search fails, and clearing filters when nothing matches', async () => {
    const user = userEvent.setup();
    let failing = true;
    const requests = serveApi((url) =>
      failing ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : answer(url, { merchants: [] }),
    );
    const page = renderPage('/search?location=Chicago, IL&isNew=true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'No restaurants found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(page.url()).toBe('/search?location=Chicago, IL'));
    expect(searchCalls(requests)).toHaveLength(3);
  });

  it('shows more restaurants from the next page and moves the keyboard to the first new one', async () => {
    const user = userEvent.setup();
    const requests = serveApi((url) =>
      url.searchParams.get('pageNo') === '1'
        ? answer(url, { merchants: merchants(20), hasMore: true })
        : answer(url, { merchants: merchants(5, 21), hasMore: false }),
    );
    renderPage('/search?location=Chicago, IL');
    expect(await screen.findByText('Showing the first 20 restaurants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more restaurants' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(searchCalls(requests).map((url) => url.searchParams.get('pageNo'))).toEqual(['1', '2']);
    await waitFor(() => expect(document.getElementById('search-result-21')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more restaurants' })).not.toBeInTheDocument();
  });

  it('ties the list and the map: a pin selects its list item and a card its pin', async () => {
    const user = userEvent.setup();
    serveApi((url) => answer(url));
    renderPage('/search?location=Chicago, IL');
    const map = await screen.findByTestId('map');
    expect(map).toHaveAttribute('aria-label', 'restaurants near Chicago, IL');

    await user.click(within(map).getByRole('button', { name: 'pin 2' }));
    expect(document.getElementById('search-result-2')).toHaveClass('search-results__item--selected');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByText('Place 2 selected: number 2 in the list.')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('selectedMerchant') ?? '')).toEqual({
      merchantId: 2,
      action: 'select',
    });

    await user.click(screen.getByRole('heading', { name: 'Place 3' }));
    expect(within(map).getByRole('button', { name: 'pin 3 selected' })).toBeInTheDocument();
  });

  it('searches the map area as "Current Map View"', async () => {
    const user = userEvent.setup();
    const requests = serveApi((url) => answer(url));
    const page = renderPage('/search?location=Chicago, IL&priceRange=2');
    await user.click(await screen.findByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(page.url()).toBe('/search?north=41.9&south=41.8&east=-87.6&west=-87.7&priceRange=2'));
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Current Map View');
    expect(await screen.findByRole('heading', { name: 'Restaurants in the Current Map View' })).toBeInTheDocument();
    await waitFor(() => expect(searchCalls(requests).at(-1)?.searchParams.get('north')).toBe('41.9'));
  });

  it('starts a bare /search from the last successful search', async () => {
    window.localStorage.setItem('lastSearch', JSON.stringify('location=Austin%2C+TX&sortBy=name'));
    const requests = serveApi((url) => answer(url));
    const page = renderPage('/search');
    await screen.findByRole('list');
    expect(page.url()).toBe('/search?location=Austin, TX&sortBy=name');
    expect(searchCalls(requests)[0]?.searchParams.get('location')).toBe('Austin, TX');
  });

  it('has list and map modes on a phone: "Show map" and "Change search"', async () => {
    mobile = true;
    const user = userEvent.setup();
    serveApi((url) => answer(url));
    renderPage('/search?location=Chicago, IL');
    await screen.findByRole('list');
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show map' });

    await user.click(toggle);
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    // The list stays: the map is never the only way to the results.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(toggle).toHaveTextContent('Change search');

    await act(() => user.click(toggle));
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });
});

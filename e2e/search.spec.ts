import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The search page (issue 5, spec part 1 §2 Search, §4 Geolocation and Map and list mode). The e2e server
 * seeds the deterministic catalog over real US places, so each test asks the API what to expect.
 */

interface Found {
  merchants: { id: number; name: string }[];
  hasMore: boolean;
  searchArea: { label: string };
}

async function searchApi(request: APIRequestContext, query: Record<string, string>): Promise<Found> {
  const answer = await request.get(`/api/v2/Merchants/Search?${new URLSearchParams({ pageSize: '20', ...query })}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

const results = (page: Page) => page.getByRole('list').filter({ has: page.locator('.search-results__item') });
const names = (page: Page) => results(page).locator('.merchant-card__name').allInnerTexts();
const locationField = (page: Page) => page.getByRole('textbox', { name: /^Location/ });
const pins = (page: Page) => page.locator('.search-map .leaflet-marker-icon[role="button"]');

/** The new dine-in filter popover shows on a first visit (a fresh browser context); dismissed, it stays away. */
async function dismissPopover(page: Page) {
  await page.getByRole('dialog', { name: 'New: the Dine-in filter' }).getByRole('button', { name: 'Got it' }).click();
}

/** Every merchant is on the map, alone or in a cluster, and every pin and cluster takes the keyboard. */
async function expectEveryMerchantPinned(page: Page, count: number) {
  await expect(pins(page).first()).toBeVisible();
  // Clusters count their merchants (their text starts with the count); a lone pin counts one.
  const counted = () =>
    pins(page).evaluateAll((elements) =>
      elements.reduce(
        (sum, el) => sum + (el.classList.contains('search-cluster') ? Number.parseInt(el.textContent ?? '0', 10) : 1),
        0,
      ),
    );
  await expect.poll(counted).toBe(count);
  for (const tabIndex of await pins(page).evaluateAll((elements) => elements.map((el) => el.getAttribute('tabindex'))))
    expect(tabIndex).toBe('0');
}

test.describe('search page', () => {
  test('searches a city, ties the list and the map both ways, shows more, prints 3 a row, searches a ZIP and opens a restaurant', async ({
    page,
    request,
  }) => {
    const chicago = await searchApi(request, { location: 'Chicago, IL' });
    expect(chicago.merchants).toHaveLength(20);
    // A carousel's "View all" links to /search?{query}: the URL is the search.
    await page.goto('/search?location=Chicago%2C%20IL');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Restaurants' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Restaurants near Chicago, IL' })).toBeVisible();
    await expect(locationField(page)).toHaveValue('Chicago, IL');
    await expect.poll(() => names(page)).toEqual(chicago.merchants.map((m) => m.name));
    await expect(page.getByRole('region', { name: 'Map of restaurants near Chicago, IL' })).toBeVisible();
    await expectEveryMerchantPinned(page, 20);
    await expect(page.getByRole('dialog', { name: 'New: the Dine-in filter' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dismissPopover(page);

    // Keyboard: from the map, Tab reaches a pin; Enter selects its list item.
    await page.getByRole('region', { name: /^Map of/ }).focus();
    const focused = page.locator('.search-map .search-marker:focus');
    for (let tabs = 0; tabs < 20 && (await focused.count()) === 0; tabs += 1) {
      await page.keyboard.press('Tab');
      // Clusters are keyboard stops too, on the way to the first lone pin.
      await expect(page.locator('.search-map .leaflet-marker-icon:focus')).toHaveCount(1);
    }
    await expect(focused).toHaveCount(1);
    const title = (await focused.getAttribute('title')) ?? '';
    const number = Number.parseInt(title, 10);
    await page.keyboard.press('Enter');
    const item = results(page)
      .locator('.search-results__item')
      .nth(number - 1);
    await expect(item).toHaveClass(/search-results__item--selected/);
    await expect(focused).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`selected: number ${number} in the list.`)).toBeAttached();

    // A card reached by keyboard selects its pin (brought into view out of any cluster).
    const fifth = results(page).locator('.search-results__item').nth(4);
    await fifth.getByRole('link', { name: chicago.merchants[4]?.name }).focus();
    await expect(page.locator('.search-map .search-marker[aria-pressed="true"]')).toHaveAttribute(
      'title',
      `5. ${chicago.merchants[4]?.name} (selected)`,
    );
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectedMerchant') ?? 'null'))).toEqual({
      merchantId: chicago.merchants[4]?.id,
      action: 'select',
    });

    // More results: page 2 joins the list, and the keyboard lands on the first new one.
    const second = await searchApi(request, { location: 'Chicago, IL', pageNo: '2' });
    expect(chicago.hasMore && second.merchants.length > 0).toBe(true);
    await page.getByRole('button', { name: 'Show more restaurants' }).click();
    await expect(results(page).locator('.search-results__item')).toHaveCount(20 + second.merchants.length);
    await expect(page.getByRole('button', { name: 'Show more restaurants' })).toHaveCount(second.hasMore ? 1 : 0);
    await expect(results(page).locator('.search-results__item').nth(20)).toBeFocused();

    await page.emulateMedia({ media: 'print' });
    const columns = await results(page).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    await expect(page.getByRole('search')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // A ZIP, typed: the URL follows and the last search is remembered.
    const zip = await searchApi(request, { location: '10036', restaurantOrCuisine: 'pizza' });
    await locationField(page).fill('10036');
    await page.getByRole('searchbox', { name: 'Restaurant or cuisine' }).fill('pizza');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?location=10036&restaurantOrCuisine=pizza$/);
    await expect(
      page.getByRole('heading', { level: 2, name: `Restaurants near ${zip.searchArea.label}` }),
    ).toBeVisible();
    await expect.poll(() => names(page)).toEqual(zip.merchants.map((m) => m.name));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('lastSearch') ?? 'null'))).toBe(
      'location=10036&restaurantOrCuisine=pizza',
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('manualSearchLocation') ?? 'null'))).toBe('10036');

    // Opening a restaurant from the list, by keyboard, and Back returns to the same search.
    const first = zip.merchants[0];
    expect(first).toBeDefined();
    await results(page).getByRole('link', { name: first?.name }).first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`/merchants/${first?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first?.name })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?location=10036&restaurantOrCuisine=pizza$/);
    await expect.poll(() => names(page)).toEqual(zip.merchants.map((m) => m.name));
  });

  test('searches the current location when allowed, rounded to 2 decimals', async ({ page, context, request }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 41.8781, longitude: -87.6298 });
    const near = await searchApi(request, { lat: '41.88', lng: '-87.63' });
    const searched = page.waitForRequest((r) => r.url().includes('/api/v2/Merchants/Search'));
    await page.goto('/search');
    const url = new URL((await searched).url());
    expect([url.searchParams.get('lat'), url.searchParams.get('lng')]).toEqual(['41.88', '-87.63']);
    await expect(locationField(page)).toHaveValue('Current Location');
    await expect(page.getByRole('heading', { level: 2, name: 'Restaurants near your Current Location' })).toBeVisible();
    await expect.poll(() => names(page)).toEqual(near.merchants.map((m) => m.name));
    await expect(page.getByText('Location access is blocked')).toHaveCount(0);
  });

  test('uses the default location and says so when the location is blocked', async ({ page, context, request }) => {
    await context.clearPermissions();
    const fallback = await (await request.get('/api/DefaultUserLocation')).json();
    expect(fallback).toEqual({ latitude: 40.7577, longitude: -73.9857 });
    const near = await searchApi(request, { lat: '40.7577', lng: '-73.9857' });
    await page.goto('/search?sortBy=distance');
    await expect(page.getByRole('heading', { name: 'Location access is blocked' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Restaurants near New York, NY' })).toBeVisible();
    await expect.poll(() => names(page)).toEqual(near.merchants.map((m) => m.name));
    await dismissPopover(page);
    await expectNoAxeViolations(page);

    // A typed place still works, and the notice goes.
    await locationField(page).fill('Chicago, IL');
    await locationField(page).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Restaurants near Chicago, IL' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Location access is blocked' })).toHaveCount(0);
  });

  test('filters by each kind and sorts; no results offer to clear the filters', async ({ page, request }) => {
    const query = {
      location: 'Chicago, IL',
      benefitsFor: 'true',
      features: 'dine-in',
      mealsServed: 'dinner',
      priceRange: '2,3',
      sortBy: 'rating',
    };
    const filtered = await searchApi(request, query);
    expect(filtered.merchants.length).toBeGreaterThan(0);
    await page.goto('/search?location=Chicago%2C%20IL');
    await dismissPopover(page);
    await page.getByRole('button', { name: 'Filters and sort' }).click();
    const form = page.getByRole('form', { name: 'Filters and sort' });
    await form.getByRole('radio', { name: 'Rating' }).check();
    await form.getByRole('checkbox', { name: /price level 2/ }).check();
    await form.getByRole('checkbox', { name: /price level 3/ }).check();
    await form.getByRole('checkbox', { name: 'Benefits' }).check();
    await form.getByRole('checkbox', { name: 'Dine-in' }).check();
    await form.getByRole('checkbox', { name: 'Dinner' }).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Show results' }).click();

    await expect(page).toHaveURL(
      '/search?location=Chicago%2C+IL&benefitsFor=true&features=dine-in&mealsServed=dinner&priceRange=2%2C3&sortBy=rating',
    );
    await expect(page.getByRole('button', { name: 'Filters and sort (5)' })).toBeFocused();
    await expect.poll(() => names(page)).toEqual(filtered.merchants.map((m) => m.name));

    // Nothing matches: the no-results state, then clearing the filters keeps the place and the sort.
    expect(
      (await searchApi(request, { ...query, acclaimed: 'true', isNew: 'true', reservations: 'true' })).merchants,
    ).toEqual([]);
    await page.getByRole('button', { name: 'Filters and sort (5)' }).click();
    await form.getByRole('checkbox', { name: 'Acclaimed' }).check();
    await form.getByRole('checkbox', { name: 'New' }).check();
    await form.getByRole('checkbox', { name: 'Reservations' }).check();
    await form.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/search?location=Chicago%2C+IL&sortBy=rating');
    await expect(results(page).locator('.search-results__item')).toHaveCount(20);
  });

  test('searches this area of the map, and asks to zoom in on one too wide', async ({ page }) => {
    await page.goto('/search?location=Chicago%2C%20IL');
    await dismissPopover(page);
    const map = page.getByRole('region', { name: /^Map of/ });
    await expectEveryMerchantPinned(page, 20);
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

    // Pan with the keyboard: the map offers to search what it now shows.
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/\/search\?north=[-\d.]+&south=[-\d.]+&east=[-\d.]+&west=[-\d.]+$/);
    await expect(locationField(page)).toHaveValue('Current Map View');
    await expect(page.getByRole('heading', { level: 2, name: 'Restaurants in the Current Map View' })).toBeVisible();
    const bounds = Object.fromEntries(new URL(page.url()).searchParams);
    const inArea = await searchApi(page.request, bounds);
    await expect.poll(() => names(page)).toEqual(inArea.merchants.map((m) => m.name));

    // An area too wide to search (a link to half the country): the server's message, and the map to zoom in.
    await page.goto('/search?north=49&south=30&east=-75&west=-100');
    await expect(page.getByRole('alert')).toContainText('Zoom in to search this area');
    await expect(page.getByRole('region', { name: /^Map of/ })).toBeVisible();
  });

  test('has list and map modes on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search?location=Chicago%2C%20IL');
    await dismissPopover(page);
    await expect(results(page).locator('.search-results__item')).toHaveCount(20);
    await expect(page.locator('.search-map')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show map' }).click();
    await expectEveryMerchantPinned(page, 20);
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(results(page).locator('.search-results__item')).toHaveCount(20);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Change search' }).click();
    await expect(locationField(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  });

  test('explains a location it cannot use, from its own check and from the server', async ({ page }) => {
    await page.goto('/search?location=Chicago%2C%20IL');
    await dismissPopover(page);
    await locationField(page).fill('Chicago');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(locationField(page)).toHaveAccessibleDescription('Enter city, state or ZIP code');
    await expect(locationField(page)).toBeFocused();
    await expect(page).toHaveURL('/search?location=Chicago%2C%20IL');

    await locationField(page).fill('Faketown, NY');
    await locationField(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('Enter city, state or ZIP code');
    await expect(locationField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});

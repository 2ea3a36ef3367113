import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { csrfHeaders, DEMO_PASSWORD, toastsSettled } from './cards-fixtures';
import { press, tabTo } from './identity-keyboard-helpers';

/**
 * The reservation module and My Reservations over the real app and server (issue 16): every outcome state of
 * the widget with axe on each, a booking from search to cancellation by keyboard alone, and a visitor who
 * signs in and comes back to the restaurant. Restaurants are found through the API among the seeded ones
 * (every merchant listed with the booking provider has a book: limits, tables and seating hours, docs/
 * reservations.md), so each test uses one whose limits give the state it is about. Veradell's demo members
 * book here (a program with the reservation bonus; no other browser test signs them in).
 */

test.setTimeout(120_000);

const PARTNER = 'veradell';
const CITY = 'New York, NY';

/** Signs the page's browser in as a demo member of the program (README "Demo accounts"). */
async function signIn(page: Page, account: 'card' | 'vip' | 'basic' | 'noncard') {
  expect((await page.request.get(partnerUrl('/api/partner', PARTNER))).status()).toBe(200);
  const response = await page.request.post('/api/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { userName: `${account}.member@${PARTNER}.example`, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Limits {
  minPartySize: number;
  maxPartySize: number;
  maxDaysAhead: number;
  minMinutesAhead: number;
}

interface Restaurant {
  id: number;
  merchantId: string;
  name: string;
  limits: Limits;
  cardRequired: boolean;
  /** Times offered at 7:00 PM for two, a week and a day from now. */
  slots: string[];
}

/** A day from today as yyyy-mm-dd (the browser's calendar, which the widget's date input uses). */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Far from the window's edges and from today, whatever the time zones of the runner and the restaurants. */
const NEXT_WEEK = day(8);

/** The program's restaurants that take reservations near the city, each with its limits and next week's times. */
async function restaurants(request: APIRequestContext): Promise<Restaurant[]> {
  expect((await request.get(partnerUrl('/api/partner', PARTNER))).status()).toBe(200);
  const search = await request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: CITY, reservations: 'true', pageSize: '40' })}`,
  );
  expect(search.status()).toBe(200);
  const { merchants } = (await search.json()) as { merchants: { id: number; merchantId: string; name: string }[] };
  const answers = await Promise.all(
    merchants.map(async (merchant) => {
      const query = new URLSearchParams({
        merchantId: merchant.merchantId,
        date: NEXT_WEEK,
        time: '19:00',
        partySize: '2',
      });
      const answer = await request.get(`/api/Reservations/Availability?${query}`);
      expect(answer.status(), await answer.text()).toBe(200);
      const body = (await answer.json()) as { limits: Limits; cardRequired: boolean; slots: { time: string }[] };
      return {
        ...merchant,
        limits: body.limits,
        cardRequired: body.cardRequired,
        slots: body.slots.map((s) => s.time),
      };
    }),
  );
  return answers;
}

/** A restaurant matching `fits`, the `skip`-th one, so parallel tests book different restaurants. */
function pick(list: Restaurant[], fits: (restaurant: Restaurant) => boolean, skip = 0): Restaurant {
  const found = list.filter(fits)[skip];
  expect(found, 'a seeded restaurant with these limits').toBeDefined();
  return found!;
}

const bookable = (r: Restaurant) => !r.cardRequired && ['19:00', '19:30', '20:00'].every((t) => r.slots.includes(t));

const widget = (page: Page) => page.getByRole('region', { name: 'Reservations' });
/** The widget's status line, announced in its live region. */
const status = (page: Page) => widget(page).getByRole('status');
const times = (page: Page) => widget(page).getByRole('group', { name: /Choose a time/ });

async function openRestaurant(page: Page, restaurant: Restaurant, query: Record<string, string> = {}) {
  await page.goto(partnerUrl(`/merchants/${restaurant.id}?${new URLSearchParams(query)}`, PARTNER));
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
}

/** Waits for the search's answer (the status line no longer says it is looking). */
async function answered(page: Page) {
  await expect(status(page)).not.toHaveText(/Finding tables/);
}

/** The analytics events the page sends (POST /api/Impressions with an event), with the server's answers. */
function analyticsEvents(page: Page): { event: string; status: number }[] {
  const sent: { event: string; status: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/api/Impressions')) return;
    const records = (request.postDataJSON() ?? []) as { event?: string }[];
    const status = (await request.response())?.status() ?? 0;
    // Page views (event page_view) share the call; the reservation flow's events are the ones counted here.
    for (const record of records) {
      if (record.event && record.event !== 'page_view') sent.push({ event: record.event, status });
    }
  });
  return sent;
}

/**
 * Answers the next booking call as the server does when the booking or card provider fails (refusals.ts):
 * the running server cannot be made to fail them, so these three states answer the one call in its words.
 */
async function providerFails(page: Page, statusCode: number, code: string, reason: string, message: string) {
  await page.route('**/api/Reservations', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: statusCode,
          json: { statusCode, code, error: 'Refused', message, requestId: 'e2e', reason },
        })
      : route.fallback(),
  );
}

async function expectState(page: Page, words: string | RegExp, next?: string) {
  await answered(page);
  await expect(status(page)).toContainText(words);
  if (next) await expect(widget(page).getByText(next)).toBeVisible();
  await expect(times(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test.describe('the reservation module', () => {
  test('a member books from search by keyboard alone, then cancels it in My Reservations', async ({ page }) => {
    const list = await restaurants(page.request);
    const restaurant = pick(list, bookable, 0);
    await signIn(page, 'card');
    const events = analyticsEvents(page);

    // Search with the reservations filter, then the restaurant from the results.
    await page.goto(
      partnerUrl(
        `/search?${new URLSearchParams({ location: CITY, restaurantOrCuisine: restaurant.name, reservations: 'true' })}`,
        PARTNER,
      ),
    );
    await tabTo(page, page.getByRole('link', { name: restaurant.name, exact: true }).first(), 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/merchants/${restaurant.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();

    // Next week's date typed into the date input (month, day, year), then "Find a table".
    const date = widget(page).getByLabel('Date');
    await tabTo(page, date, 150);
    const [year, month, dayOfMonth] = NEXT_WEEK.split('-');
    await page.keyboard.type(`${month}${dayOfMonth}${year}`);
    await expect(date).toHaveValue(NEXT_WEEK);
    await press(page, widget(page).getByRole('button', { name: 'Find a table' }));
    await expect(times(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await press(page, times(page).getByRole('button', { name: '7:00 PM' }));
    const confirm = widget(page).getByRole('heading', { name: 'Confirm your reservation' });
    await expect(confirm).toBeFocused();
    // Veradell gives a reservation bonus: its copy is on the confirmation.
    await expect(widget(page).locator('.reservation-bonus')).toContainText(/Book here and earn/);
    await expectNoAxeViolations(page);

    await press(page, widget(page).getByRole('button', { name: 'Complete reservation' }));
    const booked = widget(page).getByRole('heading', { name: "You're booked" });
    await expect(booked).toBeFocused();
    await expect(status(page)).toContainText(/You're booked\. Confirmation number \S+/);
    const confirmation = (await widget(page).locator('.reservation-confirmation__number').textContent())!.trim();
    await expectNoAxeViolations(page);

    await press(page, widget(page).getByRole('link', { name: 'See My Reservations' }));
    await expect(page).toHaveURL(/\/account\/reservations$/);
    const row = page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem', { name: restaurant.name });
    await expect(row).toContainText(`Confirmation ${confirmation}`);
    await expect(row).toContainText('at 7:00 PM');
    await expect(row).toContainText('Status: Booked');
    await expect(row.getByRole('link', { name: restaurant.name })).toHaveAttribute(
      'href',
      `/merchants/${restaurant.id}`,
    );
    await expectNoAxeViolations(page);

    await press(page, row.getByRole('button', { name: /^Cancel reservation at/ }));
    const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await expect(dialog.getByRole('button', { name: 'Keep reservation' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel reservation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row).toContainText('Status: Cancelled');
    await expect(row).toBeFocused();
    await expect(page.getByText(`Your reservation at ${restaurant.name} on`)).toBeVisible();
    await toastsSettled(page);
    await expectNoAxeViolations(page);

    // Every step's analytics event reached the page analytics, and the server took each (202).
    // (The default search is for today, which may have no times left: its no-availability event is not counted.)
    await expect
      .poll(() => events.map(({ event }) => event).filter((event) => event !== 'reservation_no_availability'))
      .toEqual([
        'reservation_default_search',
        'reservation_user_search',
        'reservation_slot_selected',
        'reservation_user_submit',
        'reservation_booking_success',
      ]);
    expect(events.every(({ status }) => status === 202)).toBe(true);

    // The server has it cancelled too.
    const mine = await (await page.request.get('/api/Member/Reservations')).json();
    const all = [...mine.upcoming, ...mine.past] as { confirmationNumber: string; status: string }[];
    expect(all.find((r) => r.confirmationNumber === confirmation)?.status).toBe('cancelled');
  });

  test('a visitor is asked to sign in and comes back to the restaurant with the same search', async ({ page }) => {
    const list = await restaurants(page.request);
    const restaurant = pick(list, bookable, 1);
    await openRestaurant(page, restaurant, { date: NEXT_WEEK, time: '20:00' });
    await expect(times(page)).toBeVisible();
    await times(page).getByRole('button', { name: '8:00 PM' }).click();
    await expect(widget(page).getByRole('heading', { name: 'Sign in to book 8:00 PM' })).toBeFocused();
    await expectNoAxeViolations(page);

    await widget(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(/^Email or/).fill(`vip.member@${PARTNER}.example`);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(new RegExp(`/merchants/${restaurant.id}\\?`));
    const back = new URL(page.url()).searchParams;
    expect([back.get('date'), back.get('time'), back.get('partySize')]).toEqual([NEXT_WEEK, '20:00', '2']);
    await expect(widget(page).getByLabel('Time', { exact: true })).toHaveValue('20:00');
    await expect(times(page).getByRole('button', { name: '8:00 PM' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('says each search outcome in its own words, with axe on each', async ({ page }) => {
    const list = await restaurants(page.request);
    await signIn(page, 'basic');
    const open = pick(list, bookable, 2);

    // Loading: the answer held back a moment.
    await page.route('**/api/Reservations/Availability**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openRestaurant(page, open, { date: NEXT_WEEK });
    await expect(status(page)).toHaveText('Finding tables…');
    await expectNoAxeViolations(page);
    await page.unrouteAll({ behavior: 'wait' });
    await expect(times(page)).toBeVisible();

    // None available: no seating at 4:00 AM.
    await openRestaurant(page, open, { date: NEXT_WEEK, time: '04:00' });
    await expectState(page, /^No tables for 2 people around 4:00 AM on /, 'Try another time or date.');

    // Party too large: 20 is more than any restaurant seats online.
    await openRestaurant(page, open, { date: NEXT_WEEK, partySize: '20' });
    await expectState(
      page,
      `${open.name} takes online reservations for up to ${open.limits.maxPartySize} people.`,
      'For a party of 20, call the restaurant.',
    );
    await expect(widget(page).getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);

    // Party too small: a restaurant that seats parties of two and more.
    const pairs = pick(list, (r) => r.limits.minPartySize >= 2);
    await openRestaurant(page, pairs, { date: NEXT_WEEK, partySize: '1' });
    await expectState(
      page,
      `${pairs.name} takes online reservations for parties of ${pairs.limits.minPartySize} or more.`,
      `Choose a party size of ${pairs.limits.minPartySize} or more.`,
    );

    // Too far ahead: past the restaurant's booking horizon, inside the widget's year.
    const near = pick(list, (r) => r.limits.maxDaysAhead <= 180);
    await openRestaurant(page, near, { date: day(near.limits.maxDaysAhead + 10) });
    await expectState(page, `${near.name} takes reservations up to ${near.limits.maxDaysAhead} days ahead.`, undefined);
    await expect(widget(page).getByText(/^Choose a date on or before /)).toBeVisible();

    // Too close in time: yesterday evening, inside the widget's window, has passed.
    await openRestaurant(page, open, { date: day(-1) });
    await expectState(page, 'That time has already passed.', 'Choose a later time or another day.');
  });

  test('overlap: a second table at the same place within two hours is refused in the spec words', async ({ page }) => {
    const list = await restaurants(page.request);
    const restaurant = pick(list, bookable, 3);
    await signIn(page, 'vip');
    await openRestaurant(page, restaurant, { date: NEXT_WEEK });
    await times(page).getByRole('button', { name: '7:00 PM' }).click();
    await widget(page).getByRole('button', { name: 'Complete reservation' }).click();
    await expect(widget(page).getByRole('heading', { name: "You're booked" })).toBeVisible();

    await widget(page).getByRole('button', { name: 'Book another table' }).click();
    await times(page).getByRole('button', { name: '7:30 PM' }).click();
    const refused = widget(page).getByRole('heading', { name: 'Not booked' });
    await expect(refused).toBeFocused();
    await expect(widget(page).locator('.reservation-outcome__summary')).toHaveText(
      'You already have a reservation at this location within two hours. Please try a different time',
    );
    await expectNoAxeViolations(page);
    await widget(page).getByRole('button', { name: 'See other times' }).click();
    await expect(times(page)).toBeVisible();
  });

  test('the providers failing: deactivated, the card provider not answering (424) and the rest, each in its words', async ({
    page,
  }) => {
    const list = await restaurants(page.request);
    const restaurant = pick(list, bookable, 4);
    await signIn(page, 'card');
    const events = analyticsEvents(page);
    const cases = [
      [
        403,
        'BOOKING_ACCOUNT_DEACTIVATED',
        'deactivated',
        'Your account has been deactivated with the booking provider',
      ],
      [
        424,
        'FAILED_DEPENDENCY',
        'failed_dependency',
        "The card provider that secures this reservation isn't answering right now.",
      ],
      [502, 'RESERVATION_FAILED', 'unable', "We're unable to complete your reservation. Please try again"],
    ] as const;
    for (const [statusCode, code, reason, words] of cases) {
      await page.unrouteAll({ behavior: 'wait' });
      await providerFails(page, statusCode, code, reason, words);
      await openRestaurant(page, restaurant, { date: NEXT_WEEK });
      await times(page).getByRole('button', { name: '7:30 PM' }).click();
      await widget(page).getByRole('button', { name: 'Complete reservation' }).click();
      await expect(widget(page).getByRole('heading', { name: 'Not booked' })).toBeFocused();
      await expect(widget(page).locator('.reservation-outcome__summary')).toHaveText(words);
      await expect(status(page)).toHaveText(words);
      await expectNoAxeViolations(page);
    }
    await expect.poll(() => events.filter((e) => e.event === 'reservation_failed_dependency').length).toBe(1);
    await expect.poll(() => events.filter((e) => e.event === 'reservation_booking_failure').length).toBe(3);

    // "Try again" after the card provider came back books the table held all along.
    await page.unrouteAll({ behavior: 'wait' });
    await providerFails(page, 424, 'FAILED_DEPENDENCY', 'failed_dependency', 'The card provider did not answer.');
    await openRestaurant(page, restaurant, { date: NEXT_WEEK });
    await times(page).getByRole('button', { name: '7:30 PM' }).click();
    await widget(page).getByRole('button', { name: 'Complete reservation' }).click();
    await expect(widget(page).getByText('Please try again in a few minutes.')).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await expect(widget(page).getByRole('heading', { name: "You're booked" })).toBeFocused();
  });

  test('card required: a member without a card is sent to link one; a visitor is told a card is needed', async ({
    page,
  }) => {
    const list = await restaurants(page.request);
    const restaurant = pick(list, (r) => r.cardRequired && r.slots.includes('19:00'));
    await openRestaurant(page, restaurant, { date: NEXT_WEEK });
    await expect(widget(page).getByText(/secures reservations with a card: you'll need one linked/)).toBeVisible();
    await times(page).getByRole('button', { name: '7:00 PM' }).click();
    await expect(widget(page).getByText(/so you need a linked card too/)).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, 'noncard');
    await openRestaurant(page, restaurant, { date: NEXT_WEEK });
    await times(page).getByRole('button', { name: '7:00 PM' }).click();
    await expect(widget(page).getByRole('heading', { name: 'Link a card to book' })).toBeFocused();
    await expect(widget(page).getByRole('link', { name: 'Link a card' })).toHaveAttribute('href', '/add_card');
    await expectNoAxeViolations(page);
  });
});

test.describe('My Reservations', () => {
  test('a member without reservations sees the empty state with the way to restaurants that take them', async ({
    page,
  }) => {
    await signIn(page, 'noncard');
    await page.goto(partnerUrl('/account/reservations', PARTNER));
    await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No reservations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a restaurant that takes reservations' })).toHaveAttribute(
      'href',
      '/search?reservations=true',
    );
    await expectNoAxeViolations(page);
  });

  test('a visitor is sent to sign in', async ({ page }) => {
    // The account area is for signed-in members: its 401 goes to /login (spec part 2 §6; issue 30, defect 8a).
    await page.goto(partnerUrl('/account/reservations', PARTNER));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});

import type { Page, Request } from '@playwright/test';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

// Merchant cards and the merchant carousel (spec part 1 §2, §6, §9; part 2 §4), on the home and discover
// pages of a Miles partner with VIP. The seeded home and discover copy carry a "New near you" carousel that
// searches around the user, and the discover page has carousels with a location of their own.

const PARTNER = 'aerovia';
const PASSWORD = 'dine-around-2026';
// Times Square, where the browser says the user is; the carousel rounds it to 2 decimals.
const HERE = { latitude: 40.7577, longitude: -73.9857 };

interface CarouselMerchant {
  id: number;
  merchantId: string;
  name: string;
  access: { canEarn: boolean; reason: string | null; unlockTier: 2 | 3 | null };
}

/** What the carousel's own call answers near the user, as the signed-in viewer (or a visitor) sees it. */
async function merchantsNearHere(page: Page): Promise<CarouselMerchant[]> {
  const query = `isNew=true&pageSize=15&lat=40.76&lng=-73.99&partner=${PARTNER}`;
  const response = await page.request.get(`/api/v2/Merchants/Carousel?${query}`);
  expect(response.status()).toBe(200);
  const { merchants } = (await response.json()) as { merchants: CarouselMerchant[] };
  expect(merchants.length).toBeGreaterThan(3);
  return merchants;
}

async function signIn(page: Page, email: string) {
  const csrf = await page.request.get(partnerUrl('/api/CSRF', PARTNER));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post(partnerUrl('/api/SignIn', PARTNER), {
    data: { userName: email, password: PASSWORD, rememberMe: false },
    headers: { 'X-XSRF-TOKEN': csrfToken },
  });
  expect(response.status()).toBe(200);
}

test.describe('with the user located', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'], viewport: { width: 1280, height: 900 } });

  test('a visitor pages through the home carousel, its views are recorded, and cards ask to sign in', async ({
    page,
  }) => {
    const expected = await merchantsNearHere(page);
    // The carousel's impressions (records with a merchant); the page's own view is posted on that path too.
    const isCarouselBatch = (request: Request) =>
      request.url().endsWith('/api/Impressions') &&
      ((request.postDataJSON() ?? []) as { merchantId?: unknown }[]).some((record) => record.merchantId != null);
    const impression = page.waitForRequest(isCarouselBatch);
    const stored = page.waitForResponse((response) => isCarouselBatch(response.request()));
    await page.goto(partnerUrl('/', PARTNER));

    const carousel = page.getByRole('region', { name: 'New near you' });
    const slides = carousel.getByRole('group', { name: new RegExp(`^\\d+ of ${expected.length}$`) });
    await expect(slides).toHaveCount(expected.length);
    await expect(slides.first().getByRole('heading', { level: 3 })).toHaveText(expected[0]!.name);
    await expect(carousel.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/search?isNew=true');

    // Seen for 150 ms once scrolled to: the merchants in view are posted once, as a visitor, and stored (202).
    await slides.first().scrollIntoViewIfNeeded();
    const records = (await impression).postDataJSON() as Array<Record<string, unknown>>;
    expect(records.map((record) => record.merchantId)).toContain(expected[0]!.merchantId);
    for (const record of records) {
      expect(record).toMatchObject({
        channel: 'web',
        memberId: null,
        url: expect.stringMatching(/\/\?partner=aerovia$/),
      });
      expect(expected.map((merchant) => merchant.merchantId)).toContain(record.merchantId);
    }
    expect((await stored).status()).toBe(202);

    // Desktop pages: three cards a page, prev and next, a dot a page.
    const pages = Math.ceil(expected.length / 3);
    await expect(carousel.getByRole('button', { name: `Page 1 of ${pages}` })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Previous restaurants' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoAxeViolations(page);
    await carousel.getByRole('button', { name: 'Next restaurants' }).click();
    await expect(carousel.getByRole('button', { name: `Page 2 of ${pages}` })).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(3)).toBeInViewport();
    await carousel.getByRole('button', { name: `Page ${pages} of ${pages}` }).click();
    await expect(slides.last()).toBeInViewport();
    await expect(carousel.getByRole('button', { name: 'Next restaurants' })).toHaveAttribute('aria-disabled', 'true');

    // A visitor sees no offers: "Sign in to see offers" leads to the login page.
    const card = carousel.getByRole('article', { name: expected[0]!.name });
    await expect(card.getByRole('link', { name: expected[0]!.name })).toHaveAttribute(
      'href',
      `/merchants/${expected[0]!.id}`,
    );
    await card.getByRole('link', { name: 'Sign in to see offers' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a Select member earns at open restaurants and unlocks a VIP one through its modal, by keyboard', async ({
    page,
  }) => {
    await signIn(page, `card.member@${PARTNER}.example`);
    const merchants = await merchantsNearHere(page);
    const locked = merchants.find((merchant) => merchant.access.unlockTier === 3);
    const open = merchants.find((merchant) => merchant.access.canEarn);
    expect(locked, 'a VIP restaurant near Times Square').toBeDefined();
    expect(open, 'a restaurant a Select member earns at').toBeDefined();
    await page.goto(partnerUrl('/', PARTNER));

    const carousel = page.getByRole('region', { name: 'New near you' });
    // The earn label of the member's tier (OptedIn) with the partner's Select rate.
    await expect(carousel.getByRole('article', { name: open!.name })).toContainText(
      'Select earn rate: 3 miles per $1 spent',
    );
    const lockedCard = carousel.getByRole('article', { name: locked!.name });
    await expect(lockedCard).not.toContainText('earn rate');
    const unlock = lockedCard.getByRole('button', { name: 'Unlock access to earn' });
    await unlock.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'A VIP favorite' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This restaurant rewards VIP members.');
    await expect(dialog.getByRole('link', { name: 'See how VIP works' })).toHaveAttribute('href', '/earn/vip-upgrade');
    await expect(dialog.getByRole('link', { name: 'See how VIP works' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(unlock).toBeFocused();
  });
});

test.describe('with geolocation denied, on a phone', () => {
  test.use({ permissions: [], viewport: { width: 390, height: 844 } });

  test('the near-you carousel is suppressed while carousels with their own location show', async ({ page }) => {
    await page.goto(partnerUrl('/discover', PARTNER));
    const newYork = page.getByRole('region', { name: 'New York, NY' });
    await expect(newYork.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
    await expect(newYork.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/search?location=New+York%2C+NY',
    );
    // Phones swipe: dots, no prev and next.
    await expect(newYork.getByRole('button', { name: /^Page 1 of \d+$/ })).toBeVisible();
    await expect(newYork.getByRole('button', { name: 'Next restaurants' })).toBeHidden();
    // The browser refuses the position (as it did the page's own request), so the block that needs it never appears.
    // The function runs in the page: the options go in as its argument, not from this file's imports.
    const outcome = await page.evaluate(
      (options) =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            () => resolve('located'),
            (error) => resolve(`failed (${error.code})`),
            options,
          ),
        ),
      { enableHighAccuracy: false, maximumAge: HOUR_MS, timeout: 5000 },
    );
    expect(outcome).toMatch(/^failed/);
    await expect(page.getByRole('region', { name: 'New near you' })).toHaveCount(0);
    await expect(page.getByText('Fresh additions to')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './cards-fixtures';
import { closeShellModals, expect, expectNoAxeViolations, partnerUrl, test, withoutStartupData } from './fixtures';

/**
 * The member journey fixes of issue 15: tried as a new visitor would, "how much would I earn here?" gets an
 * answer on every program, and signing in on the way neither loses the page nor leaves it stale.
 */

const signInPrompts = (page: Page) => page.getByRole('link', { name: 'Sign in to see offers' });

async function signInOnLoginPage(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel(/^Email or/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a visitor signs in from a search card and comes back to the same search with the offers shown', async ({
  page,
}) => {
  const search = partnerUrl('/search?location=Chicago%2C%20IL', 'aerovia');
  await page.goto(search);
  await page.getByRole('dialog', { name: 'New: the Dine-in filter' }).getByRole('button', { name: 'Got it' }).click();
  await expect(signInPrompts(page).first()).toBeVisible();

  await signInPrompts(page).first().click();
  await signInOnLoginPage(page, 'vip.member@aerovia.example');

  // Back on the same search, as the member: the cached visitor answer is not shown again.
  await expect(page).toHaveURL(/\/search\?location=Chicago/);
  await expect(page.getByRole('heading', { level: 2, name: 'Restaurants near Chicago, IL' })).toBeVisible();
  await expect(page.locator('.merchant-card__earn').first()).toContainText('VIP');
  await expect(signInPrompts(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a visitor signs in from a restaurant page and comes back to the restaurant', async ({ page, request }) => {
  const found = await request.get(
    partnerUrl('/api/v2/Merchants/Search?location=Chicago%2C%20IL&pageSize=1', 'aerovia'),
  );
  const [merchant] = (await found.json()).merchants as { id: number; name: string }[];
  const restaurant = partnerUrl(`/merchants/${merchant?.id}`, 'aerovia');
  await page.goto(restaurant);
  await expect(page.getByRole('heading', { level: 1, name: merchant?.name })).toBeVisible();

  await page.getByRole('region', { name: 'Earn here' }).getByRole('link', { name: 'Sign in to see offers' }).click();
  await signInOnLoginPage(page, 'card.member@aerovia.example');

  await expect(page).toHaveURL(new RegExp(`/merchants/${merchant?.id}`));
  await expect(page.getByRole('heading', { level: 1, name: merchant?.name })).toBeVisible();
  const earn = page.getByRole('region', { name: 'Earn here' });
  await expect(earn).not.toContainText('Sign in to see offers');
  await expect(earn).toContainText(/miles/i);
  await expectNoAxeViolations(page);
});

test.describe('what a visitor sees about earning, for each enrollment type', () => {
  for (const { partner, prompts } of [
    { partner: 'aerovia', prompts: true },
    { partner: 'altavela', prompts: true },
    { partner: 'greyfen', prompts: false },
  ]) {
    test(`${partner}: ${prompts ? 'sign in to see offers' : 'the earn rates, never a sign-in or join prompt'}`, async ({
      page,
      request,
    }) => {
      await page.goto(partnerUrl('/search?location=Chicago%2C%20IL', partner));
      await page
        .getByRole('dialog', { name: 'New: the Dine-in filter' })
        .getByRole('button', { name: 'Got it' })
        .click();
      await expect(page.locator('.merchant-card').first()).toBeVisible();
      if (prompts) {
        await expect(signInPrompts(page).first()).toBeVisible();
        return;
      }
      await expect(page.locator('.merchant-card__earn').first()).toContainText(/earn rate: 2% back/);
      await expect(page.getByText('Sign in to see offers')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^(Sign in|Join)/ })).toHaveCount(0);
      await expectNoAxeViolations(page);

      const found = await request.get(partnerUrl('/api/v2/Merchants/Search?location=Chicago%2C%20IL', partner));
      const open = ((await found.json()).merchants as { id: number; access: { canEarn: boolean } }[]).find(
        (m) => m.access.canEarn,
      );
      await page.goto(partnerUrl(`/merchants/${open?.id}`, partner));
      const earn = page.getByRole('region', { name: 'Earn here' });
      await expect(earn).toContainText('2% back');
      await expect(earn).not.toContainText('Sign in');

      await page.goto(partnerUrl('/add_card', partner));
      await expect(page.getByText(/enrolls your cards in .* for you/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test('a known visitor from a program e-mail is recognised on any page: not-activated home, activate prompts', async ({
  page,
}) => {
  // The seeded known member of cirrella (not activated, no web profile), as a program e-mail links them; no other
  // test activates this one.
  const publicId = 'demo-known-cirrella';
  const lookups: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/Member/${publicId}`)) lookups.push(request.headers()['x-xsrf-token']);
  });
  await page.goto(partnerUrl(`/?public_id=${publicId}`, 'cirrella'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Activate (your account )?to start earning/);
  // The look-up carries the CSRF header the spec gives it.
  expect(lookups.length).toBeGreaterThan(0);
  expect(lookups.every((token) => Boolean(token))).toBe(true);
  await expectNoAxeViolations(page);

  // A later page without the parameter still knows them: cards ask them to activate, never to sign in.
  await page.goto(partnerUrl('/search?location=Chicago%2C%20IL', 'cirrella'));
  await page.getByRole('dialog', { name: 'New: the Dine-in filter' }).getByRole('button', { name: 'Got it' }).click();
  const activate = page.getByRole('link', { name: 'Activate to earn' }).first();
  await expect(activate).toBeVisible();
  await expect(signInPrompts(page)).toHaveCount(0);
  await expect(activate).toHaveAttribute('href', `/activate?public_id=${publicId}`);
  await expectNoAxeViolations(page);
  await activate.click();
  await expect(page.getByRole('button', { name: /Activate/ })).toBeVisible();
});

test.describe('clear header states (defect 7)', () => {
  test('an sso visitor on /join is not offered sign-out; a closed account is not offered sign-in or join', async ({
    page,
  }) => {
    await page.goto(partnerUrl('/join', 'altavela'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign out' })).toHaveCount(0);

    await page.goto(partnerUrl('/login', 'aerovia'));
    await signInOnLoginPage(page, 'closed.member@aerovia.example');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^(Sign in|Join now)$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a failed sign-in's error toast is gone after the next one succeeds", async ({ page }) => {
    await page.goto(partnerUrl('/login', 'aerovia'));
    await page.getByLabel(/^Email or/).fill('card.member@aerovia.example');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toContainText('Invalid user name or password');
    await signInOnLoginPage(page, 'card.member@aerovia.example');
    await expect(page).toHaveURL(/\/account\/overview/);
    await expect(toast).toHaveCount(0);
  });

  test('on a phone: the announcement tooltip opens on tap, the e-mail in the member menu stays whole', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await closeShellModals(context);
    const page = await context.newPage();
    await page.goto(partnerUrl('/login', 'aerovia'));
    await signInOnLoginPage(page, 'card.member@aerovia.example');
    await expect(page).toHaveURL(/\/account\/overview/);
    // The page has drawn and loaded (a new page takes focus, which would close the tooltip) before the tap.
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'About this announcement' }).tap();
    await expect(page.getByRole('tooltip')).toBeVisible();

    await page
      .getByRole('button', { name: /Account|Hi,/ })
      .first()
      .click();
    const email = page.locator('.member-menu__email');
    await expect(email).toHaveText('card.member@aerovia.example');
    const lineHeight = await email.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await email.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('Back on a restaurant opened from a shared link goes to the search, not a blank page', async ({
    page,
    request,
  }) => {
    const found = await request.get(
      partnerUrl('/api/v2/Merchants/Search?location=Chicago%2C%20IL&pageSize=1', 'aerovia'),
    );
    const [merchant] = (await found.json()).merchants as { id: number; name: string }[];
    await page.goto('about:blank');
    await page.goto(partnerUrl(`/merchants/${merchant?.id}`, 'aerovia'));
    await expect(page.getByRole('heading', { level: 1, name: merchant?.name })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Restaurants' })).toBeVisible();
  });
});

test("route titles: the partner's routeMeta wins on content pages, a restaurant is titled with the program (defect 9)", async ({
  page,
  request,
}) => {
  const partner = (await (await request.get(partnerUrl('/api/partner', 'aerovia'))).json()) as {
    routeMeta: Record<string, { title: string }>;
    terms: { program: string };
  };
  for (const path of ['/earn/reservations', '/earn/vip-upgrade', '/discover']) {
    const title = partner.routeMeta[path]?.title;
    expect(title, path).toBeTruthy();
    await page.goto(partnerUrl(path, 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title ?? '');
  }
  const found = await request.get(
    partnerUrl('/api/v2/Merchants/Search?location=Chicago%2C%20IL&pageSize=1', 'aerovia'),
  );
  const [merchant] = (await found.json()).merchants as { id: number; name: string }[];
  await page.goto(partnerUrl(`/merchants/${merchant?.id}`, 'aerovia'));
  await expect(page).toHaveTitle(`${merchant?.name} | ${partner.terms.program}`);
});

test.describe('smaller deviations (defect 10)', () => {
  test('the app asks /api/feature-flags; /discover owns its sub-paths', async ({ page }) => {
    // Without the page's start-up data (decision 0028), which otherwise carries the flags service's answer.
    await withoutStartupData(page);
    const flags = page.waitForRequest((request) => request.url().includes('/api/feature-flags'));
    await page.goto(partnerUrl('/discover/some/sub', 'aerovia'));
    await flags;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  });

  test("a telecom partner's privacy notice under sign-in and recovery, not under join's legal checkbox", async ({
    page,
  }) => {
    const notice = page.getByText(/We use the information you share here to run your/);
    for (const path of ['/login', '/recover']) {
      await page.goto(partnerUrl(path, 'vantelo'));
      await expect(page.getByRole('main').locator('form')).toBeVisible();
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.goto(partnerUrl('/join', 'vantelo'));
    await expect(page.getByRole('main').locator('form')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('/earn/reservations promises no booking on a program without reservations', async ({ page }) => {
    await page.goto(partnerUrl('/earn/reservations', 'greyfen'));
    await expect(page.getByText(/does not take reservations online/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a table' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(partnerUrl('/earn/reservations', 'aerovia'));
    await expect(page.getByRole('link', { name: 'Find a table' })).toBeVisible();
  });

  test('a session lost while browsing leads to sign-in and back, not a silent sign-out', async ({ page, context }) => {
    await page.goto(partnerUrl('/login', 'aerovia'));
    await signInOnLoginPage(page, 'card.member@aerovia.example');
    await expect(page).toHaveURL(/\/account\/overview/);
    // A page that makes no member calls of its own; then the session goes (expired, revoked elsewhere).
    // The page load's own member call slides the session, re-setting its cookie: let it answer first, or a
    // slow answer would put back the cookie the test takes away.
    const memberAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/Member' && response.request().method() === 'GET',
    );
    await page.goto(partnerUrl('/how-it-works', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await memberAnswered;
    await page.waitForLoadState('networkidle');
    // Only the session goes (the browser keeps its other cookies, the CSRF visitor id among them).
    await context.clearCookies({ name: 'fp_sid' });
    await page.getByRole('banner').getByRole('link', { name: 'Search restaurants' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await signInOnLoginPage(page, 'card.member@aerovia.example');
    await expect(page).toHaveURL(/\/search/);
  });
});

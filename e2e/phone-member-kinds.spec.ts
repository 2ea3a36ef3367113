import type { Page } from '@playwright/test';
import { csrfHeaders, DEMO_PASSWORD } from './cards-fixtures';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

// Issue 30, "The member's phone": what each kind of member sees, and where the spec's redirects lead, at a
// phone's 390 px and, where it applies to a desktop too, at 1280 px (spec part 1 §2, §6; part 2 §2, §6).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Signs the browser in as a demo member of the partner, through the API (the sign-in form has its own tests). */
async function signInAs(page: Page, email: string, partner: string) {
  expect((await page.request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
  const response = await page.request.post('/api/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { userName: email, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The header's item, wholly on the screen: not clipped past its right edge. */
async function expectWhollyOnScreen(page: Page, name: string | RegExp) {
  const item = page.getByRole('banner').getByRole('link', { name });
  await expect(item).toBeInViewport({ ratio: 1 });
}

test.describe('defect 2: a visitor on a phone can join from the header', () => {
  test.use({ viewport: PHONE });

  test('a direct partner: "Join now" in the header, and first in the menu with sign-in under it', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/join');
    await expectWhollyOnScreen(page, 'Join now');

    await header.getByRole('button', { name: 'Menu' }).click();
    const links = page.getByRole('navigation', { name: 'Menu' }).getByRole('link');
    await expect(links.nth(0)).toHaveText('Join now');
    await expect(links.nth(1)).toHaveText('Sign in');
    await expectNoAxeViolations(page);
  });

  test('an SSO partner: its "Enroll with …" button in the header', async ({ page }) => {
    await page.goto(partnerUrl('/', 'tidewick'));
    const enroll = page.getByRole('banner').getByRole('link', { name: 'Enroll with Tidewick Outfitters' });
    await expect(enroll).toHaveAttribute('href', '/login');
    await expectWhollyOnScreen(page, 'Enroll with Tidewick Outfitters');
    await expectNoAxeViolations(page);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('defect 3: a signed-in non-card member gets join and sign-out, never "Sign in"', async ({ page }) => {
      await signInAs(page, 'noncard.member@aerovia.example', 'aerovia');
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Join now' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      if (phone) {
        // On a phone sign-out is in the menu, as its last item.
        await header.getByRole('button', { name: 'Menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await expect(menu.getByRole('link', { name: 'Sign out' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      } else {
        await expect(header.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/SignOut');
      }

      // They have joined (step 1): the header's join action goes on to step 2, linking a card, never a
      // second sign-up form (spec part 1 §2 Enrollment: details, add card with "No thanks", card added).
      // On a phone from the menu, open since the sign-out check; elsewhere from the header.
      const join = phone ? page.getByRole('navigation', { name: 'Menu' }) : header;
      await join.getByRole('link', { name: 'Join now' }).click();
      await expect(page).toHaveURL(/\/add_card$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Add a Card' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Join' })).toHaveCount(0);
      // The menu's join link is the same /join; the footer's "Finish joining" goes on to step 2 too.
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Finish joining' }).click();
      await expect(page).toHaveURL(/\/add_card$/);
      await expectNoAxeViolations(page);

      // Just enrolled, on the enrollment steps: signed in, so not "Already a member? Sign in".
      for (const path of ['/add_card', '/card_added']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Sign out' })).toBeVisible();
        await expect(header).not.toContainText('Already a member?');
        await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      }
    });

    test('defect 7: a closed account sees the re-enrollment page first, with no earning claims', async ({ page }) => {
      await signInAs(page, 'closed.member@aerovia.example', 'aerovia');
      for (const path of ['/account/overview', '/']) {
        await page.goto(path);
        const main = page.getByRole('main');
        const title = main.getByRole('heading', { level: 1, name: /^Welcome back to/ });
        await expect(title).toBeInViewport();
        await expect(main).toContainText('your account is closed');
        const body = page.locator('body');
        await expect(body).not.toContainText('You are earning as');
        await expect(body).not.toContainText('unlocked');
        await expect(body).not.toContainText('You earn more');
        await expect(page.getByRole('region', { name: 'Share the good taste' })).toHaveCount(0);
        // Once: not again in place of the footer.
        await expect(page.getByRole('region', { name: /^Welcome back to/ })).toHaveCount(1);
      }
      await expectNoAxeViolations(page);
    });

    test('defect 8a: a visitor opening the account goes to /login, and back after signing in', async ({ page }) => {
      await page.goto(partnerUrl('/account/recent_activity', 'brambleway'));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await page.getByLabel(/^Email or/).fill('card.member@brambleway.example');
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/account\/recent_activity(\?|$)/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reviews & History' })).toBeVisible();
    });

    test('defect 8b: /activate without a public id in its query goes to /join?rfr=0, one remembered or not', async ({
      page,
    }) => {
      // A program e-mail's link remembers the known visitor (no activation happens here).
      await page.goto(partnerUrl('/?public_id=demo-known-tallwind', 'tallwind'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/activate');
      await expect(page).toHaveURL(/\/join\?rfr=0$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Join' })).toBeVisible();
    });

    test('defect 8c: a member flagged for an e-mail update stays on /fix_credentials until it is fixed', async ({
      page,
    }) => {
      await signInAs(page, 'update.email@veradell.example', 'veradell');
      for (const path of ['/account/overview', '/search', '/']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/fix_credentials$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Update Your Email' })).toBeVisible();
      }
      // Following a link out of the page keeps them there too.
      await page
        .getByRole('banner')
        .getByRole('link')
        .filter({ has: page.getByRole('img') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/fix_credentials$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Update Your Email' })).toBeVisible();
    });

    test('defect 8d: "Change password" signs the member out, then opens /recover', async ({ page }) => {
      await signInAs(page, 'card.member@quillmere.example', 'quillmere');
      await page.goto('/account/user_profile');
      const details = page.getByRole('region', { name: 'Sign-in details' });
      await details.getByRole('link', { name: 'Change password' }).click();
      await expect(page).toHaveURL(/\/recover$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Recover Your Account' })).toBeVisible();
      expect((await page.request.get('/api/Member')).status()).toBe(401);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
    });
  });
}

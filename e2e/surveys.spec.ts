import type { BrowserContext, Page } from '@playwright/test';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

// The survey is what these tests are about: the shell's modals and the search page's dine-in popover are closed,
// the survey is not. It waits for each of them (one overlay at a time, e2e/phone-first-screen.spec.ts).
test.use({ shellModals: 'shown' });

async function closeModalsOnly(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem('announcementDismissed', String(Date.now()));
    window.localStorage.setItem('temporarySsoModalDismissed', 'true');
    window.localStorage.setItem('generalPopup', 'cashback_announcement');
    window.localStorage.setItem('newDineInFilterPopover', 'true');
  });
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Survey' });
const panelTitle = (page: Page) => panel(page).getByRole('button', { name: /How are we doing/ });

test.beforeEach(async ({ context }) => closeModalsOnly(context));

test.describe('the pop-up survey', () => {
  test('opens from its title, sends answers with the tracking fields and closes itself 4 s later', async ({ page }) => {
    await page.clock.install();
    await page.goto(partnerUrl('/search?utm_campaign=fall-dining', 'aerovia'));
    await expect(panelTitle(page)).toHaveAttribute('aria-expanded', 'false');
    await panelTitle(page).click();
    await expect(panelTitle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('group', { name: /rate .+ overall/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await panel(page).getByRole('radio', { name: '5 Excellent' }).first().check();
    await panel(page).getByRole('radio', { name: 'Yes' }).check();
    // The installed clock flows with real time: on a loaded machine the half second between "Thank you!" and the
    // 3.5 s check can pass before the test gets there. Paused from here, only runFor moves the 4 s close.
    await page.clock.pauseAt(Date.now() + 1_000);
    const posted = page.waitForRequest((request) => /\/api\/Surveys\/dining-experience\/Responses/.test(request.url()));
    await panel(page).getByRole('button', { name: 'Send answers' }).click();
    const body = (await posted).postDataJSON();
    expect(body.answers).toEqual({ overall: 5, found_restaurant: 'Yes' });
    expect(body.tracking).toMatchObject({
      utm_campaign: 'fall-dining',
      utm_medium: 'web',
      utm_source: '/search',
      partner_code: 'aerovia',
    });
    await expect(panel(page)).toContainText('Thank you!');

    await page.clock.runFor(3_500);
    await expect(panel(page)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(panel(page)).toHaveCount(0);

    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test('closing stores the date: hidden for the cookie period, back after it', async ({ page }) => {
    await page.goto(partnerUrl('/search', 'aerovia'));
    await panel(page).getByRole('button', { name: 'Close survey' }).click();
    await expect(panel(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);

    // 91 days later the 90-day cookie period is over.
    // The function runs in the page: the value goes in as its argument, not from this file's imports.
    const seen = JSON.stringify({ 'dining-experience': new Date(Date.now() - 91 * DAY_MS).toISOString() });
    await page.evaluate((value) => window.localStorage.setItem('surveyLastSeen', value), seen);
    await page.reload();
    await expect(panelTitle(page)).toBeVisible();
  });

  test('keeps to its allowed paths', async ({ page }) => {
    for (const path of ['/join', '/login', '/']) {
      await page.goto(partnerUrl(path, 'aerovia'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(panel(page), path).toHaveCount(0);
    }
  });
});

test.describe('/surveys', () => {
  test('shows each answer that does not fit at its question, then sends by keyboard to /surveys/success', async ({
    page,
  }) => {
    await page.goto(partnerUrl('/surveys', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('How are we doing');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await expect(page.getByText('Please answer this question.')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: '4 Very good' }).first().focus();
    await page.keyboard.press('Space');
    await page.getByRole('radio', { name: 'Not yet' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: /one thing/ }).fill('More late-night places');
    await page.getByRole('button', { name: 'Send answers' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/surveys\/success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Feedback' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/surveys/error says what happened and offers the survey again', async ({ page }) => {
    await page.goto(partnerUrl('/surveys/error', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1, name: 'We Could Not Process Your Survey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try the survey again' })).toHaveAttribute('href', '/surveys');
  });
});

import type { Page } from '@playwright/test';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { closeShellModals, expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

/**
 * A stand-in for Chromium's BeforeInstallPromptEvent: fired at the page as the browser would, recording
 * whether the banner called prompt() and answering the member's choice.
 */
async function fireInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as { promptCalls?: number }).promptCalls = ((window as { promptCalls?: number }).promptCalls ?? 0) + 1;
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

const banner = (page: Page) => page.getByRole('complementary', { name: /Get the .+ app/ });

test.describe('the install banner', () => {
  test('waits for the browser install event, then Install hands over to the browser', async ({ page }) => {
    await page.goto(partnerUrl('/search', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await fireInstallPrompt(page, 'accepted');
    // One overlay at a time (docs/decisions/0031): it waits for the search page's dine-in popover.
    const popover = page.getByRole('dialog', { name: 'New: the Dine-in filter' });
    await expect(popover).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await popover.getByRole('button', { name: 'Got it' }).click();
    await expect(banner(page)).toContainText('Get the AeroVia Dining Rewards app');
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Install' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { promptCalls?: number }).promptCalls)).toBe(1);
  });

  test('Maybe later stores a date 30 days ahead and keeps the banner away', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fireInstallPrompt(page, 'dismissed');
    await banner(page).getByRole('button', { name: 'Maybe later' }).click();
    await expect(banner(page)).toHaveCount(0);
    const later = await page.evaluate(() => window.localStorage.getItem('RN_PWA_LATER'));
    const days = (Date.parse(later ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fireInstallPrompt(page, 'dismissed');
    await expect(banner(page)).toHaveCount(0);
  });

  test('a tampered later date is read as none: the banner shows, nothing breaks', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    await page.evaluate(() => window.localStorage.setItem('RN_PWA_LATER', 'not a date'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fireInstallPrompt(page, 'dismissed');
    await expect(banner(page)).toBeVisible();
  });

  test('on iOS Safari it explains the share sheet', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await closeShellModals(context);
    const page = await context.newPage();
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(banner(page)).toContainText('Add to Home Screen');
    await expect(banner(page).getByRole('button', { name: 'Install' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('each partner has its manifest and icons', async ({ page, request }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await (await request.get(partnerUrl('/manifest.webmanifest', 'aerovia'))).json();
    expect(manifest).toMatchObject({ name: 'AeroVia Dining Rewards', display: 'standalone' });
    const icon = await request.get(partnerUrl(manifest.icons[1].src, 'aerovia'));
    expect(icon.headers()['content-type']).toBe('image/png');
  });

  test('the service worker serves the offline page when the network is cut', async ({ page, context }) => {
    await page.goto(partnerUrl('/search', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Installed and in control (it claims the page once its precache is complete).
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
      null,
      { timeout: 30_000 },
    );

    await context.setOffline(true);
    await page.goto(partnerUrl('/account/overview', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    // The page wears the program the app last showed.
    await expect(page.getByText('AeroVia Dining Rewards')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline");
  });
});

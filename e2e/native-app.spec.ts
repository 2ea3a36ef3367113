import { closeShellModals, expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';

const appUserAgent = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) canvas/${version}`;

test.describe('inside the native app (the "canvas" user-agent marker)', () => {
  test('below the minimum version (aerovia: 3.2.0), the update screen replaces the app', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: appUserAgent('3.1.9') });
    const page = await context.newPage();
    await page.goto(partnerUrl('/search', 'aerovia'));
    await expect(page.getByRole('heading', { level: 1, name: 'New Version Available' })).toBeVisible();
    await expect(page.getByText('Update now to keep using the app.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update Now' })).toHaveAttribute('href', /apple\.com/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('at the minimum version the app runs, without the app-store badges', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: appUserAgent('3.2.0') });
    await closeShellModals(context);
    const page = await context.newPage();
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('.app-badges')).toHaveCount(0);
    await context.close();
  });

  test('a browser sees the app-store badges', async ({ page }) => {
    await page.goto(partnerUrl('/', 'aerovia'));
    await expect(page.locator('.app-badges')).toBeVisible();
  });
});

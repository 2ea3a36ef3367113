import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('home page', () => {
  test("shows the default partner's logo, theme and home copy from the content service", async ({ page, request }) => {
    const partner = await (await request.get('/api/partner')).json();
    await page.goto('/');
    await expect(page.getByRole('img', { name: partner.theme.logoAlt }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Copy tokens are expanded: nothing like {{program}} reaches the page.
    await expect(page.locator('body')).not.toContainText('{{');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(partner.theme.colors.primary.toLowerCase());
    await expectNoAxeViolations(page);
  });

  test('switches partner with ?partner= and remembers it', async ({ page, request }) => {
    const { partners } = await (await request.get('/api/partners')).json();
    const other = partners.find((p: { code: string }) => p.code !== 'aerovia');
    await page.goto(`/?partner=${other.code}`);
    const logoAlt = await page.evaluate(async () => (await (await fetch('/api/partner')).json()).theme.logoAlt);
    await expect(page.getByRole('img', { name: logoAlt }).first()).toBeVisible();
    await page.goto('/');
    const code = await page.evaluate(async () => (await (await fetch('/api/partner')).json()).code);
    expect(code).toBe(other.code);
  });

  test('serves every partner', async ({ page, request }) => {
    const { partners } = await (await request.get('/api/partners')).json();
    for (const { code } of partners as Array<{ code: string }>) {
      await page.goto(`/?partner=${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('{{');
    }
  });

  test('answers a deep link with the app (history fallback) and unknown paths with the not-found page', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

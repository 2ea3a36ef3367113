import type { ConsoleMessage, Page } from '@playwright/test';
import { signInDemo } from './cards-fixtures';
import { expect, test } from './fixtures';

/**
 * What Lighthouse found on the first load (issue 19, docs/performance.md): a visitor's pages log no errors — no
 * failing GET /api/Member, no CSP violation — and a page whose code is still loading holds the screen, so the
 * footer does not show and then move down.
 */

/** Console errors and CSP violations while the page loads and settles. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`);
    });
  });
  return problems;
}

test.describe('a visitor’s first load', () => {
  for (const path of ['/', '/search', '/login']) {
    test(`${path} logs no console error and does not ask for a member`, async ({ page }) => {
      const problems = await watchProblems(page);
      const memberCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/Member') memberCalls.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(memberCalls).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('a signed-in member is asked for, and shown', async ({ page }) => {
    await signInDemo(page, 'aerovia', 'card');
    const member = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Member');
    await page.goto('/search');
    expect((await member).status()).toBe(200);
    await expect(page.getByRole('banner')).toContainText('Casey');
  });

  test('while the page’s code loads, the footer waits below the fold', async ({ page }) => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.locator('main.page--loading')).toBeVisible();
    const viewport = page.viewportSize();
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(viewport?.height ?? Infinity);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, while the search results load, the footer waits below the fold`, async ({
      page,
    }) => {
      // The results are held back, so the page is drawn with its chrome and no cards: the footer must not be in
      // view then, or the cards push it down when they come (Lighthouse counted a shift of 0.28, issue 30).
      await page.setViewportSize(viewport);
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/v2\/Merchants\/Search/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/search?location=Chicago%2C%20IL');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
      release();
      await expect(page.locator('.merchant-card').first()).toBeVisible();
    });
  }
});

import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test, withoutStartupData } from './fixtures';

/**
 * The start-up data in the page (docs/decisions/0028-embedded-start-up-data.md): with it the app draws without
 * the partner, flags, app-status and content calls, and the strict CSP reports nothing (the block never runs);
 * without it the app asks those calls and draws the same page.
 */

const STARTUP_CALL = /^\/api\/(partner|feature-flags|app-status|cms\/.*)$/;

/** The start-up calls the page makes, and its console errors and CSP violations. */
async function watch(page: Page) {
  const calls: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (STARTUP_CALL.test(pathname)) calls.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { calls, problems };
}

for (const code of ['aerovia', 'brambleway']) {
  test(`${code}: the home page draws from the page's start-up data, with no start-up call`, async ({ page }) => {
    const { calls, problems } = await watch(page);
    const response = await page.goto(partnerUrl('/', code));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
    // The page carried this partner's data; the app took the block out once it had read it.
    const block = /<script type="application\/json" id="fp-startup-data">([^<]*)<\/script>/.exec(
      (await response?.text()) ?? '',
    );
    expect(JSON.parse(block?.[1] ?? '{}').partner?.code).toBe(code);
    await expect(page.locator('#fp-startup-data')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('{{');
    await expectNoAxeViolations(page);
  });
}

test('without the block the app asks the start-up calls and draws the same page', async ({ page }) => {
  await page.goto(partnerUrl('/search?location=Chicago%2C%20IL', 'aerovia'));
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const navbar = await page.getByRole('banner').textContent();

  const { calls, problems } = await watch(page);
  await withoutStartupData(page);
  await page.goto(partnerUrl('/search?location=Chicago%2C%20IL', 'aerovia'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByRole('banner')).toHaveText(navbar ?? '');
  expect(calls).toEqual(expect.arrayContaining(['/api/partner', '/api/feature-flags', '/api/app-status']));
  expect(calls.filter((call) => call.startsWith('/api/cms/')).length).toBeGreaterThan(5);
  expect(problems).toEqual([]);
});

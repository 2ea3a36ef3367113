import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { DEMO_PASSWORD } from './cards-fixtures';

/**
 * Issue 33 part 6, in the browser: with no SENTRY_DSN_WEB, the app's Sentry SDK reports to the server's own
 * receiver — a render error, an unhandled rejection, and a call the server answered with a 5xx (with its request
 * id) — and an admin of the program reads them in the console's Error reports.
 */

// A program no other console test signs in to, so the demo admin's one-time code is not spent by another test.
const PARTNER = 'greyfen';
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';
const SEARCH_CALL = '**/api/v2/Merchants/Search**';

const reportSent = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/ErrorReports/') && response.status() === 200);

async function openErrorReports(page: Page) {
  await page.goto(partnerUrl('/support', PARTNER));
  await page.getByLabel(/^E-mail/).fill(`staff.admin@${PARTNER}.example`);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await page.getByLabel(/^6-digit code/).fill(await generate({ secret: DEMO_STAFF_TOTP_SECRET }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Error reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Error reports' })).toBeVisible();
  return page.getByRole('table', { name: 'Latest reports' });
}

test('a render error, an unhandled rejection and a 5xx reach the console, the 5xx with its request id', async ({
  page,
  browser,
}) => {
  // The search answers a restaurant without its details: the card cannot draw it, a render error.
  await page.route(SEARCH_CALL, async (route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...answer, merchants: [{ id: 1, merchantId: 'FP-BROKEN' }] } });
  });
  const rendered = reportSent(page);
  await page.goto(partnerUrl('/search', PARTNER));
  await expect(page.getByRole('heading', { level: 1, name: 'Still simmering' })).toBeVisible();
  await rendered;

  const rejected = reportSent(page);
  await page.evaluate(() => {
    void Promise.reject(new Error('The saved search could not be restored'));
  });
  await rejected;

  await page.unroute(SEARCH_CALL);
  await page.route(SEARCH_CALL, (route) =>
    route.fulfill({
      status: 502,
      json: {
        statusCode: 502,
        code: 'INTERNAL',
        error: 'Bad Gateway',
        message: 'Something went wrong on our side.',
        requestId: 'e2e-bad-gateway-0001',
      },
    }),
  );
  const failed = reportSent(page);
  await page.goto(partnerUrl('/search', PARTNER));
  await failed;

  const console = await browser.newPage();
  const table = await openErrorReports(console);
  await expect(table.getByText(/^TypeError: Cannot read properties of undefined/).first()).toBeVisible();
  await expect(table.getByText('Error: The saved search could not be restored').first()).toBeVisible();
  await expect(table.getByText('e2e-bad-gateway-0001').first()).toBeVisible();
  await expectNoAxeViolations(console);
  await console.close();
});

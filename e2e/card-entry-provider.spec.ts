import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { enrollFreshMember, randomCardNumber, toastsSettled } from './cards-fixtures';

// The card form through the hosted-fields adapter and the local stand-in provider (issue 36). The suite's server
// runs the own frame (nothing configured); this file starts a second one of its own with
// CARD_ENTRY_PROVIDER=stand-in, on the port after the suite's (E2E_STAND_IN_PORT overrides), so no other spec
// pays for it and every request stays on this machine.

const port = Number(process.env.E2E_STAND_IN_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const origin = `http://localhost:${port}`;
const SCRIPT = '**/card-entry-stand-in/hosted-fields.js';
const LOAD_FAILED = /^Failed to load Forkpoint Card Fields\. /;
const TERMS = /Linking a card and authorizing activity monitoring is required to complete and earn rewards\./;
const LINK_TIMEOUT = { timeout: 45_000 };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, PORT: String(port), CARD_ENTRY_PROVIDER: 'stand-in' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 170_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
});

const fields = (page: Page) => ({
  number: page.getByLabel('Card number', { exact: true }),
  expiry: page.getByLabel('Expiry (MM/YY)'),
  cvc: page.getByLabel('Security code'),
});

/** Every request the page makes, to prove none leaves this server. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function typeCard(page: Page, number: string) {
  const { number: numberField, expiry, cvc } = fields(page);
  await numberField.fill(number);
  await expiry.fill(`12/${String(new Date().getUTCFullYear() + 3).slice(-2)}`);
  await cvc.fill('123');
}

async function linkTyped(page: Page, number: string) {
  await typeCard(page, number);
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('button', { name: 'Link card' }).click();
  const linked = `Your card ending in ${number.slice(-4)} has been linked.`;
  await expect(page.getByRole('status').filter({ hasText: linked }).first()).toBeVisible(LINK_TIMEOUT);
  const rows = page.getByRole('region', { name: 'Your linked cards' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`ending in ${number.slice(-4)}`);
}

test("a member links a card through the stand-in provider's hosted fields, with no outside request", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await enrollFreshMember(page, 'kitefund');
  await page.goto('/account/manage_cards');
  await expect(fields(page).number).toBeVisible();
  // The provider's fields replace the own frame.
  await expect(page.locator('iframe[title="Secure card number entry"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const number = randomCardNumber('mastercard');
  await linkTyped(page, number);
  await expect(fields(page).number).toHaveValue('');
  expect((await (await page.request.get('/api/Member')).json()).memberType).toBe('EnrolledCardMember');
  expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  await toastsSettled(page);
  await expectNoAxeViolations(page);
});

test('a blocked provider script shows the load-failure error, and retry loads it', async ({ page }) => {
  await enrollFreshMember(page, 'kitefund');
  await page.route(SCRIPT, (route) => route.abort('blockedbyclient'));
  await page.goto('/account/manage_cards');
  const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link card' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.unroute(SCRIPT);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(fields(page).number).toBeVisible();
  await expect(alert).toHaveCount(0);
  await linkTyped(page, randomCardNumber('visa'));
});

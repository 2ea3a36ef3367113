import type { Page } from '@playwright/test';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { generate } from 'otplib';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { csrfHeaders, DEMO_PASSWORD } from './cards-fixtures';

/**
 * The staging tools at /stgtools (issue 17 item 6) over the real app and server (NODE_ENV=test, so they exist):
 * the staff sign-in they ask for, then each tool with its loading, empty, done and error states and axe on
 * each. Every test signs a different program's admin in (the console refuses a TOTP code used twice) and
 * works on programs no other browser test uses, since resetting demo data removes that program's demo members.
 */

/** The demo staff's development TOTP secret (README "Demo accounts"; apps/server/src/stand-ins/seed/demo-staff.ts). */
const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';

const tools = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A client-side navigation, as a link inside the app makes it (no page load). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openProgram(page: Page, partner: string) {
  expect((await page.request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
}

async function signInMember(page: Page, partner: string, kind = 'card') {
  await openProgram(page, partner);
  const response = await page.request.post('/api/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { userName: `${kind}.member@${partner}.example`, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs the program's demo admin in through the console's API, as its sign-in form does. */
async function signInAdmin(page: Page, partner: string) {
  await openProgram(page, partner);
  const code = await generate({
    secret: DEMO_STAFF_TOTP_SECRET,
    epoch: Math.floor(Date.now() / 1000),
    period: 30,
    digits: 6,
  });
  const response = await page.request.post('/api/Support/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { email: `staff.admin@${partner}.example`, password: DEMO_PASSWORD, code },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openTools(page: Page, partner: string) {
  await page.goto(partnerUrl('/stgtools', partner));
  await expect(page.getByRole('heading', { level: 1, name: 'Staging Tools' })).toBeVisible();
}

test('without a staff session the page offers the console sign-in, and the partner can still be switched', async ({
  page,
}) => {
  await openTools(page, 'quillmere');
  const signIn = page.getByRole('link', { name: 'Sign in to the support console' });
  await expect(signIn).toHaveAttribute('href', '/support?returnTo=%2Fstgtools');
  await expect(tools(page, 'Maintenance')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const partner = tools(page, 'Partner');
  await expect(partner.getByText(/\(quillmere\)\.$/)).toBeVisible();
  await partner.getByLabel('Partner', { exact: true }).selectOption('tidewick');
  await partner.getByRole('button', { name: 'Switch partner' }).click();
  await expect(page).toHaveURL(/\/stgtools\?partner=tidewick$/);
  await expect(tools(page, 'Partner').getByText(/\(tidewick\)\.$/)).toBeVisible();
});

test('signing in from the staging tools brings the admin back to them', async ({ page }) => {
  await openTools(page, 'northloft');
  await page.getByRole('link', { name: 'Sign in to the support console' }).click();
  await expect(page).toHaveURL(/\/support\?returnTo=%2Fstgtools$/);
  await page.getByLabel(/^E-mail/).fill('staff.admin@northloft.example');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: /^Recovery code/ }).fill('forkp-demo2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/stgtools$/);
  await expect(tools(page, 'Maintenance')).toBeVisible();
});

test('an admin shortens the member session and sees the inactivity warning on the next page', async ({ page }) => {
  await signInMember(page, 'quillmere');
  await signInAdmin(page, 'quillmere');
  await openTools(page, 'quillmere');
  const session = tools(page, 'Member session expiry');
  await expect(session).toBeVisible();
  await expectNoAxeViolations(page);

  // Refused first: the field's bounds are the server's (10 s to 24 h), answered in the panel.
  await session.getByLabel('Session lasts (seconds)').fill('5');
  await session.getByRole('button', { name: 'Set session expiry' }).click();
  await expect(session.getByRole('alert')).toHaveText('Invalid body: seconds: Enter at least 10 seconds.');
  await expectNoAxeViolations(page);

  await session.getByLabel('Session lasts (seconds)').fill('64');
  await session.getByRole('button', { name: 'Set session expiry' }).click();
  await expect(session.getByRole('status')).toContainText('The session of demo-card-quillmere now ends at');
  // The warning shows 60 s before the end: 4 s after the next page opens (which slides the session by 64 s).
  await navigateInApp(page, '/how-it-works');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You will be automatically logged out due to inactivity.' }),
  ).toBeVisible();
});

test('an admin posts a feed file, reads the outbox and switches maintenance', async ({ page }) => {
  await signInAdmin(page, 'wrenvale');
  await openTools(page, 'wrenvale');

  const feed = tools(page, 'Transaction feed');
  await feed.getByRole('button', { name: 'Post feed file' }).click();
  await expect(feed.getByRole('alert')).toHaveText('Choose a feed file first.');
  const csv = [
    'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at,original_transaction_id',
    `stg-e2e-${Date.now()},authorization,4111111111111111,M-NOT-A-MERCHANT,2500,USD,2026-01-05T19:00:00Z,`,
    'broken-row,authorization',
  ].join('\n');
  await feed
    .getByLabel('Feed file (CSV)')
    .setInputFiles({ name: 'feed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await feed.getByRole('button', { name: 'Post feed file' }).click();
  await expect(feed.getByRole('status')).toHaveText('Imported: 1 of 2 rows applied.');
  const report = feed.getByRole('list', { name: 'Rejected rows' });
  await expect(report.getByRole('listitem')).toHaveCount(1);
  await expect(feed.getByText('Rows read')).toBeVisible();
  await expectNoAxeViolations(page);

  const outbox = tools(page, 'E-mail outbox');
  await outbox.getByLabel('To address (optional)').fill('nobody@wrenvale.example');
  await outbox.getByRole('button', { name: 'Show mails' }).click();
  await expect(outbox.getByRole('status')).toHaveText('No mail to nobody@wrenvale.example yet.');
  await expectNoAxeViolations(page);

  // The maintenance switch is the whole server's: answered here as the server answers it (the server's own
  // test switches it for real), so the other browser tests running now keep their pages.
  await page.route('**/api/StagingTools/Maintenance', (route) =>
    route.fulfill({ json: { maintenance: (route.request().postDataJSON() as { maintenance: boolean }).maintenance } }),
  );
  const maintenance = tools(page, 'Maintenance');
  await maintenance.getByRole('button', { name: 'Turn maintenance on' }).click();
  await expect(maintenance.getByRole('status')).toContainText('Maintenance is on');
  await expect(maintenance.getByRole('button', { name: 'Turn maintenance off' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);
});

test('an admin marks a booked reservation honoured, and its bonus is paid once', async ({ page }) => {
  await signInAdmin(page, 'cirrella');
  await openTools(page, 'cirrella');
  await expect(tools(page, 'Reservations')).toContainText('No booked reservations.');
  const booking = await bookATable(page, 'cirrella');
  await page.reload();
  const row = tools(page, 'Reservations').getByRole('listitem').filter({ hasText: booking.confirmationNumber });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Mark honoured/ }).click();
  await expect(tools(page, 'Reservations').getByRole('status').last()).toHaveText(
    new RegExp(`Reservation ${booking.confirmationNumber} at .+ is honoured; its bonus of 100 is paid\\.`),
  );
  await expect(
    tools(page, 'Reservations').getByRole('listitem').filter({ hasText: booking.confirmationNumber }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an admin resets the demo data and follows its progress to the end', async ({ page }) => {
  await signInAdmin(page, 'rebatelle');
  await openTools(page, 'rebatelle');
  const demo = tools(page, 'Demo data');
  await demo.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(demo.getByRole('group', { name: 'Confirm the reset' })).toBeVisible();
  await expectNoAxeViolations(page);
  await demo.getByRole('button', { name: 'Yes, reset demo data' }).click();
  await expect(demo.getByRole('progressbar')).toBeVisible();
  await expect(demo.getByText('The demo data was reset.')).toBeVisible({ timeout: 60_000 });
  await expect(demo.getByRole('progressbar')).toHaveAttribute('value', '4');
  await expectNoAxeViolations(page);
});

/** Books next week's first free 7 PM table near New York as the program's demo card member (the API's own calls). */
async function bookATable(page: Page, partner: string): Promise<{ confirmationNumber: string }> {
  await signInMember(page, partner);
  const search = await page.request.get(
    `/api/v2/Merchants/Search?${new URLSearchParams({ location: 'New York, NY', reservations: 'true', pageSize: '20' })}`,
  );
  const { merchants } = (await search.json()) as { merchants: { merchantId: string }[] };
  const date = new Date(Date.now() + 8 * DAY_MS).toISOString().slice(0, 10);
  for (const merchant of merchants) {
    const query = new URLSearchParams({ merchantId: merchant.merchantId, date, time: '19:00', partySize: '2' });
    const availability = (await (await page.request.get(`/api/Reservations/Availability?${query}`)).json()) as {
      cardRequired?: boolean;
      slots?: { slot: string; time: string }[];
    };
    const slot = availability.cardRequired ? undefined : availability.slots?.[0];
    if (!slot) continue;
    const booked = await page.request.post('/api/Reservations', {
      headers: await csrfHeaders(page.request),
      data: { merchantId: merchant.merchantId, date, time: '19:00', partySize: 2, slot: slot.slot },
    });
    if (booked.status() === 201) return (await booked.json()) as { confirmationNumber: string };
  }
  throw new Error('no bookable table near New York');
}

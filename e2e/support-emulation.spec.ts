import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, partnerUrl, test } from './fixtures';
import { DEMO_PASSWORD, csrfHeaders, toastsSettled } from './cards-fixtures';

/**
 * Support emulation (issue 18 item 5): an agent views the member app as the member in a window of its own,
 * with the "Viewing as …" banner on every page, card and profile changes refused, and the console's exit
 * message signing the window out; a forged exit message from another origin changes nothing. Each test
 * signs a different partner's agent in through the console's API, so no TOTP code is used twice.
 */

const DEMO_STAFF_TOTP_SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';
const REFUSED = 'You are viewing as the member: cards, profile, password and e-mail cannot be changed while emulating.';

async function signInAgent(page: Page, partner: string) {
  expect((await page.request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
  const code = await generate({ secret: DEMO_STAFF_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });
  const response = await page.request.post('/api/Support/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { email: `support.staff@${partner}.example`, password: DEMO_PASSWORD, code },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Support emulation' });

test('an agent views the member app as the member, is refused card and profile changes, and ends it from the console', async ({
  page,
}) => {
  await signInAgent(page, 'ostrand');
  await page.goto(partnerUrl('/support/members/demo-card-ostrand', 'ostrand'));
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Cardwell' })).toBeVisible();
  const section = page.getByRole('region', { name: 'View as member' });
  await expectNoAxeViolations(page);

  const opened = page.waitForEvent('popup');
  await section.getByRole('button', { name: 'View as member' }).click();
  const popup = await opened;
  await expect(bannerOf(popup)).toContainText('Viewing as Casey Cardwell');
  expect(new URL(popup.url()).pathname).toBe('/');
  await expect(section.getByRole('status')).toHaveText('Viewing as the member in the other window.');
  await expectNoAxeViolations(popup);
  const stored = await popup.evaluate(() => [
    sessionStorage.getItem('emulationMode'),
    sessionStorage.getItem('emulationId'),
  ]);
  expect(stored[0]).toBe('radmin-emulation');
  expect(stored[1]).toMatch(/^[0-9a-f-]{36}$/);

  for (const [path, heading] of [
    ['/account/overview', /Account/],
    ['/account/manage_cards', /card/i],
  ] as const) {
    await popup.goto(path);
    await expect(popup.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(bannerOf(popup)).toContainText('Viewing as Casey Cardwell');
    await expectNoAxeViolations(popup);
  }

  // Linking a card is refused by the server, whatever the form sends.
  const link = await popup.request.post('/api/Member/Cards', {
    headers: await csrfHeaders(popup.request),
    data: { creditCards: [], gRecaptchaResponse: '' },
  });
  expect(link.status()).toBe(403);
  expect((await link.json()).message).toBe(REFUSED);

  // The profile form says why its change was not saved.
  await popup.goto('/account/user_profile');
  await expect(bannerOf(popup)).toBeVisible();
  const firstName = popup.getByRole('textbox', { name: /^First name/ });
  await firstName.fill('Mallory');
  await popup.getByRole('button', { name: 'Save changes' }).click();
  await expect(popup.getByText(REFUSED).first()).toBeVisible();
  // The error toast fades in; axe reads its colours once it has.
  await toastsSettled(popup);
  await expectNoAxeViolations(popup);
  expect((await (await popup.request.get('/api/Member')).json()).firstName).toBe('Casey');

  // The console ends it: the exit message signs the window out, and the End call ends it on the server.
  // The window itself signs out (only the accepted exit message makes it call GET /api/SignOut).
  const windowSignsOut = popup.waitForRequest((r) => new URL(r.url()).pathname === '/api/SignOut');
  await section.getByRole('button', { name: 'End emulation' }).click();
  await windowSignsOut;
  await expect(section.getByRole('status')).toHaveText(/^The emulation (has|had already) ended/);
  await expect(bannerOf(popup)).toHaveCount(0);
  await expect.poll(async () => (await popup.request.get('/api/Member')).status()).toBe(401);
  await expect(section.getByRole('button', { name: 'View as member' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('a forged exit message', () => {
  // The member app's CSP allows no other origin's frame; the test lifts it to put one there that forges the message.
  test.use({ bypassCSP: true });

  test('from another origin is ignored and reported, and the emulation goes on', async ({ page, baseURL }) => {
    await signInAgent(page, 'pennyorchard');
    const started = await page.request.post('/api/Support/Members/demo-noncard-pennyorchard/Emulation', {
      headers: await csrfHeaders(page.request),
    });
    expect(started.status(), await started.text()).toBe(200);
    const { emulationId, enterUrl } = (await started.json()) as { emulationId: string; enterUrl: string };
    await page.goto(enterUrl);
    await expect(bannerOf(page)).toContainText('Viewing as Nico');

    // Another origin (127.0.0.1 is not localhost) posts the exit message, naming the right emulation.
    const forger = new URL(baseURL!);
    forger.hostname = '127.0.0.1';
    await page.context().route(`${forger.origin}/forged-exit`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>forger</title><script>parent.postMessage({ type: 'emulation-exit', emulationId: ${JSON.stringify(emulationId)} }, '*');</script>`,
      }),
    );
    const reported = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Emulation/RefusedExit');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'forger';
      document.body.append(frame);
    }, `${forger.origin}/forged-exit`);
    const report = await reported;
    expect(report.status()).toBe(200);
    expect(JSON.parse(report.request().postData() ?? '{}')).toEqual({ origin: forger.origin, reason: 'origin' });

    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(bannerOf(page)).toContainText('Viewing as Nico');
    const member = await (await page.request.get('/api/Member')).json();
    expect(member.emulation).toMatchObject({ id: emulationId });
  });
});

test('signing out of the console ends the emulation: the member window stops answering (issue 28)', async ({
  page,
}) => {
  await signInAgent(page, 'wrenvale');
  await page.goto(partnerUrl('/support/members/demo-card-wrenvale', 'wrenvale'));
  const section = page.getByRole('region', { name: 'View as member' });
  await expect(section).toContainText('The window is signed out when your console session ends.');
  const opened = page.waitForEvent('popup');
  await section.getByRole('button', { name: 'View as member' }).click();
  const popup = await opened;
  await expect(bannerOf(popup)).toContainText('Viewing as Casey Cardwell');
  await expectNoAxeViolations(popup);
  // Acting in the member's name is refused like a card change.
  const bonus = await popup.request.post('/api/Member/Bonus/WELCOME', { headers: await csrfHeaders(popup.request) });
  expect(bonus.status()).toBe(403);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support console sign-in' })).toBeVisible();
  await expect.poll(async () => (await popup.request.get('/api/Member')).status()).toBe(401);
});

import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CARD_FRAME_CHANNEL as channel, type CardTypeCode } from '@forkpoint/shared/cards/index';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The secure card-entry frame, in a real browser against the real server, hosted by a tiny parent
// page that the test serves itself on the app's origin (no app route is needed for it).

const VISA = '4111111111111111';
const AMEX = '378282246310005';
const ALL: CardTypeCode[] = ['AMEX', 'DISC', 'MAST', 'VISA'];
const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
const HARNESS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card frame harness</title></head>
<body><main><h1>Link a card</h1><div id="slot"></div></main></body></html>`;

interface Received {
  data: { type: string; [key: string]: unknown };
  origin: string;
}

/** Opens the harness at `origin` and mounts the frame from `frameOrigin`, recording what the frame posts. */
async function openHarness(page: Page, origin: string, frameOrigin = origin) {
  await page.route(`${origin}/__card-frame-harness`, (route) =>
    route.fulfill({ contentType: 'text/html', body: HARNESS }),
  );
  await page.goto(`${origin}/__card-frame-harness`);
  await page.evaluate((src) => {
    const w = window as unknown as { received: unknown[] };
    w.received = [];
    window.addEventListener('message', (event) => w.received.push({ data: event.data, origin: event.origin }));
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'Secure card number entry';
    document.getElementById('slot')?.appendChild(iframe);
  }, `${frameOrigin}/card-frame/`);
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);

async function waitFor(page: Page, type: string): Promise<Received> {
  await expect.poll(async () => (await received(page)).some((m) => m.data?.type === type)).toBe(true);
  return (await received(page)).find((m) => m.data?.type === type) as Received;
}

async function toFrame(page: Page, message: unknown) {
  await page.evaluate(
    (m) => document.querySelector('iframe')?.contentWindow?.postMessage(m, window.location.origin),
    message,
  );
}

async function enterAndSubmit(page: Page, number: string, accepted = ALL) {
  await waitFor(page, 'ready');
  await toFrame(page, { channel, type: 'init', cardTypesAccepted: accepted });
  await page.frameLocator('iframe').getByLabel('Credit card number').fill(number);
  await toFrame(page, { channel, type: 'submit', requestId: 'req-1' });
  return (await waitFor(page, 'result')).data;
}

test.describe('secure card-entry frame', () => {
  test('is served with its own strict CSP and loads under it without a violation', async ({ page, request }) => {
    const response = await request.get('/card-frame/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toBe(STRICT_CSP);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/card-frame/');
    await expect(page.getByLabel('Credit card number')).toBeVisible();
    await page.getByLabel('Credit card number').fill('4');
    await expect(page.getByText('Visa', { exact: true })).toBeVisible();
    expect(violations).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('hands the parent a valid Visa as ciphertext under the vault key id, with last four and type only', async ({
    page,
    baseURL,
    request,
  }) => {
    const { keyId } = await (await request.get('/api/card-frame/key')).json();
    await openHarness(page, baseURL ?? '');
    const result = await enterAndSubmit(page, VISA);
    expect(result).toMatchObject({ ok: true, card: { keyId, lastFour: '1111', cardType: 'visa' } });
    const card = result.card as Record<string, string>;
    expect(Object.keys(card).sort()).toEqual(['cardType', 'encryptedCardNumber', 'keyId', 'lastFour']);
    expect(card.encryptedCardNumber).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    // Nothing the parent received, from any message, holds the number.
    expect(JSON.stringify(await received(page))).not.toContain(VISA);
    await expectNoAxeViolations(page);
  });

  test('encrypts with RSA-OAEP SHA-256 to the key it is given, which the private key opens', async ({
    page,
    baseURL,
  }) => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { n, e } = publicKey.export({ format: 'jwk' });
    const keyId = 'cv1_e2etestkey000000000';
    await page.route('**/api/card-frame/key', (route) =>
      route.fulfill({
        json: {
          keyId,
          algorithm: 'RSA-OAEP-256',
          jwk: { kty: 'RSA', n, e, alg: 'RSA-OAEP-256', use: 'enc', kid: keyId },
          spki: '',
        },
      }),
    );
    await openHarness(page, baseURL ?? '');
    const result = await enterAndSubmit(page, '4111 1111 1111 1111');
    const card = result.card as Record<string, string>;
    expect(card.keyId).toBe(keyId);
    const opened = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(card.encryptedCardNumber ?? '', 'base64'),
    );
    expect(opened.toString()).toBe(VISA);
  });

  test('shows the brands message for a wrong check digit', async ({ page, baseURL }) => {
    await openHarness(page, baseURL ?? '');
    const message = 'Card must be Visa®, Mastercard®, American Express® or Discover® with registered marks.';
    expect(await enterAndSubmit(page, '4111111111111112')).toMatchObject({ ok: false, message });
    await expect(page.frameLocator('iframe').getByRole('alert')).toHaveText(message);
    await expectNoAxeViolations(page);
  });

  test("shows the partner's brands for a card of a brand it does not accept", async ({ page, baseURL }) => {
    await openHarness(page, baseURL ?? '');
    const message = 'Card must be Visa® with registered marks.';
    expect(await enterAndSubmit(page, AMEX, ['VISA'])).toMatchObject({ ok: false, message });
    await expect(page.frameLocator('iframe').getByRole('alert')).toHaveText(message);
  });

  test('asks for a number when submitted empty', async ({ page, baseURL }) => {
    await openHarness(page, baseURL ?? '');
    expect(await enterAndSubmit(page, '')).toMatchObject({
      ok: false,
      message: 'Please enter your credit card number.',
    });
  });

  test('cannot be framed by a page of another origin, which receives nothing from it', async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? '');
    const otherOrigin = `${url.protocol}//127.0.0.1:${url.port}`;
    await openHarness(page, otherOrigin, url.origin);
    await page.waitForTimeout(2000);
    expect(await received(page)).toEqual([]);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(
      await frame
        ?.locator('#card-number')
        .count()
        .catch(() => 0),
    ).toBe(0);
  });
});

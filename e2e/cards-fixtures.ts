import { createHash, randomInt, webcrypto } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { withLuhnCheckDigit } from '@forkpoint/shared/cards/index';
import { expect, partnerUrl } from './fixtures';

/**
 * Set-up for the cards browser tests, done through the API so each test spends its time on the flow it is
 * about: a fresh member per test (tests run in parallel, so no two mutate one account), a demo member
 * signed in, cards linked or deleted. What the secure frame would do for a typed card is done here the same
 * way (RSA-OAEP SHA-256 over the server's key), and the captcha is solved here as the page would solve it.
 */

export const DEMO_PASSWORD = 'dine-around-2026';
const PASSWORD = 'a quiet harbour at dusk';

const PREFIX = { visa: '4', mastercard: '51' } as const;

/** A random Luhn-valid 16-digit number nobody else holds (never a real card). */
export function randomCardNumber(brand: keyof typeof PREFIX = 'visa'): string {
  const prefix = PREFIX[brand];
  const body = Array.from({ length: 15 - prefix.length }, () => randomInt(10)).join('');
  return withLuhnCheckDigit(prefix + body);
}

export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { csrfToken } = await (await request.get('/api/CSRF')).json();
  return { 'X-XSRF-TOKEN': csrfToken };
}

/** An ALTCHA challenge of the server, solved as lib/captcha/altcha-solver.ts does in the page. */
async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get('/api/Captcha/Challenge')).json();
  const { salt, nonce, keyPrefix } = challenge.parameters as { salt: string; nonce: string; keyPrefix: string };
  const data = Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex'), Buffer.alloc(4)]);
  for (let counter = 0; counter < 10_000_000; counter += 1) {
    data.writeUInt32BE(counter, data.length - 4);
    const derivedKey = createHash('sha256').update(data).digest('hex');
    if (derivedKey.startsWith(keyPrefix)) {
      return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey, time: 1 } })).toString('base64');
    }
  }
  throw new Error('captcha not solved');
}

/** The partner is picked for the browser and its API calls alike (?partner= is remembered in a cookie). */
async function usePartner(page: Page, partner: string) {
  expect((await page.request.get(partnerUrl('/api/partner', partner))).status()).toBe(200);
}

/**
 * Enrolls a new member of a direct partner; the page's browser is signed in. `fields` adds what the partner
 * asks for beyond the basics (a partner number where the partner has them).
 */
export async function enrollFreshMember(
  page: Page,
  partner: string,
  fields: Record<string, unknown> = {},
): Promise<{ email: string; password: string }> {
  await usePartner(page, partner);
  const email = `cards.${Date.now()}.${randomInt(1_000_000)}@example.com`;
  const response = await page.request.post('/api/Members/Prospects', {
    headers: await csrfHeaders(page.request),
    data: {
      firstName: 'Carmen',
      lastName: 'Cardholder',
      email,
      zipCode: '10001',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      emailOptIn: false,
      termsAccepted: true,
      gRecaptchaResponse: await solveCaptcha(page.request),
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

export async function signInDemo(page: Page, partner: string, kind: 'noncard' | 'vip' | 'card') {
  await usePartner(page, partner);
  const response = await page.request.post('/api/SignIn', {
    headers: await csrfHeaders(page.request),
    data: { userName: `${kind}.member@${partner}.example`, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The typed cards as the secure frame hands them over: ciphertext under the vault key, last four, brand. */
async function framedCards(request: APIRequestContext, numbers: readonly string[]) {
  const { jwk, keyId } = await (await request.get('/api/card-frame/key')).json();
  const key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return Promise.all(
    numbers.map(async (number) => ({
      encryptedCardNumber: Buffer.from(
        await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(number)),
      ).toString('base64'),
      keyId,
      lastFour: number.slice(-4),
      cardType: number.startsWith('4') ? 'visa' : 'mastercard',
    })),
  );
}

/** Links the numbers to the signed-in member through POST /api/Member/Cards; answers their card ids. */
export async function linkCardsByApi(page: Page, numbers: readonly string[]): Promise<string[]> {
  const response = await page.request.post('/api/Member/Cards', {
    headers: await csrfHeaders(page.request),
    data: {
      creditCards: await framedCards(page.request, numbers),
      directFileFeedOptIn: true,
      gRecaptchaResponse: await solveCaptcha(page.request),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { cardRegistration } = await response.json();
  return cardRegistration.map((entry: { memberCard: { id: string } }) => entry.memberCard.id);
}

export async function deleteCardByApi(page: Page, id: string) {
  const response = await page.request.delete(`/api/Member/Cards?id=${encodeURIComponent(id)}`, {
    headers: await csrfHeaders(page.request),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The number field inside the secure card-entry frame. */
export const frameNumber = (page: Page) =>
  page.frameLocator('iframe[title="Secure card number entry"]').getByLabel('Credit card number');

/** Waits until no toast is moving: axe once mis-measured a toast mid-animation (stack notes). */
export async function toastsSettled(page: Page) {
  await page.waitForTimeout(900);
}

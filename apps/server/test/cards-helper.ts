import { generateKeyPairSync, randomBytes, randomInt, webcrypto } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  cardFrameKeyResponseSchema,
  detectCardBrand,
  withLuhnCheckDigit,
  type CardFrameKeyResponse,
  type CardTypeCode,
  type CardTypeName,
  type EncryptedCardInput,
  type LinkCardsResponse,
} from '@forkpoint/shared';
import { createCardVaultFromEnv } from '../src/modules/card-vault/vault-from-env';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';

/**
 * Card call tests: the identity test app plus a configured vault key (a 2048-bit key made once
 * per test file, instead of the 3072-bit one a vault generates), demo cards seeded through that
 * vault, and a frame stand-in that encrypts numbers exactly as the browser frame does.
 */

let testPem: string | undefined;
const vaultPem = () =>
  (testPem ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString());

export function buildCardsApp(): Promise<IdentityContext> {
  return buildIdentityApp({
    env: {
      RATE_LIMIT_MAX: '100000',
      CARD_VAULT_PRIVATE_KEY: vaultPem(),
      CARD_FINGERPRINT_SECRET: `test-fingerprint-${randomBytes(16).toString('hex')}`,
    },
    cardVault: (env, database) => createCardVaultFromEnv(env, database.db),
  });
}

/**
 * The one cards test app of a test file: built before the file's tests, closed after them. The object
 * is filled in by beforeAll, so the tests use it as the context itself.
 */
export function cardsAppPerFile(): IdentityContext {
  const ctx = {} as IdentityContext;
  beforeAll(async () => {
    Object.assign(ctx, await buildCardsApp());
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

const PREFIX: Record<CardTypeCode, string> = { VISA: '4', MAST: '51', AMEX: '34', DISC: '6011' };
const LENGTH: Record<CardTypeCode, number> = { VISA: 16, MAST: 16, AMEX: 15, DISC: 16 };

/** A random Luhn-valid number of the brand: every test gets cards nobody else holds. */
export function randomCardNumber(brand: CardTypeCode = 'VISA'): string {
  const prefix = PREFIX[brand];
  const body = Array.from({ length: LENGTH[brand] - prefix.length - 1 }, () => randomInt(10)).join('');
  return withLuhnCheckDigit(prefix + body);
}

/** The same number with a wrong check digit. */
export const withWrongCheckDigit = (number: string) => `${number.slice(0, -1)}${(Number(number.slice(-1)) + 1) % 10}`;

/** A signed-in browser of a demo member (aerovia.localhost style hosts). */
export async function signedIn(
  ctx: IdentityContext,
  kind: 'card' | 'noncard' | 'closed' | 'vip',
  partner: string,
): Promise<Browser> {
  const browser = await Browser.open(ctx.app, `${partner}.localhost`);
  const response = await browser.signIn(demo(kind, partner));
  if (response.statusCode !== 200) throw new Error(`sign-in of ${kind}@${partner} answered ${response.statusCode}`);
  return browser;
}

const keys = new WeakMap<object, Promise<CardFrameKeyResponse>>();

/** What the secure frame hands the page for a typed number: WebCrypto RSA-OAEP over the served key. */
export async function frameCard(
  browser: Browser,
  number: string,
  claimed: { cardType?: CardTypeName; lastFour?: string } = {},
): Promise<EncryptedCardInput> {
  let key = keys.get(browser.app);
  if (!key) {
    key = browser.request('GET', '/api/card-frame/key').then((r) => cardFrameKeyResponseSchema.parse(r.json()));
    keys.set(browser.app, key);
  }
  const { jwk, keyId } = await key;
  const imported = await webcrypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const sealed = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, imported, new TextEncoder().encode(number));
  return {
    encryptedCardNumber: Buffer.from(sealed).toString('base64'),
    keyId,
    lastFour: claimed.lastFour ?? number.slice(-4),
    cardType: claimed.cardType ?? detectCardBrand(number)?.type ?? 'visa',
  };
}

/** POST /api/Member/Cards with the terms accepted and a solved bot check, unless overridden. */
export async function linkCards(
  browser: Browser,
  creditCards: unknown[],
  overrides: Record<string, unknown> = {},
): Promise<LightMyRequestResponse & { registration: LinkCardsResponse['cardRegistration'] }> {
  const body = { creditCards, directFileFeedOptIn: true, gRecaptchaResponse: await browser.captcha(), ...overrides };
  const response = await browser.request('POST', '/api/Member/Cards', body);
  const parsed = response.json() as Partial<LinkCardsResponse>;
  return Object.assign(response, { registration: parsed.cardRegistration ?? [] });
}

export async function cardsOf(browser: Browser): Promise<Array<{ id: string; lastFour: string; linkedAt: string }>> {
  const response = await browser.request('GET', '/api/Member/Cards');
  if (response.statusCode !== 200) throw new Error(`GET /api/Member/Cards answered ${response.statusCode}`);
  return response.json();
}

export async function memberOf(browser: Browser): Promise<{ memberType: string; active: boolean }> {
  return (await browser.request('GET', '/api/Member')).json();
}

export const errorCodes = (registration: LinkCardsResponse['cardRegistration']) =>
  registration.map((entry) => entry.error?.code ?? null);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '@forkpoint/shared';
import { CARD_TOKEN_MESSAGES } from '../src/modules/card-entry/token-verifier';
import { CARD_VAULT_MESSAGES } from '../src/modules/card-vault/vault-error';
import {
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SCRIPT_PATH,
  STAND_IN_TOKENS_PATH,
} from '../src/stand-ins/card-entry/stand-in-provider';
import { errorCodes, linkCards, memberOf, randomCardNumber, signedIn } from './cards-helper';
import { buildTestApp, realPartners } from './helper';
import { buildIdentityApp, type IdentityContext } from './identity-helper';

// The card-entry provider (issue 36): the own frame by default, the hosted-fields adapter with the local
// stand-in provider under CARD_ENTRY_PROVIDER=stand-in, a configured Stripe-style provider verified with its
// secret key, and the start-up rules of live and test keys.

// The identity apps' clock starts in 2030 (identity-helper movableClock).
const FUTURE_YEAR = 2034;

const hostedPartner = (overrides: Record<string, unknown> = {}): Partner[] =>
  realPartners().map((partner) =>
    partner.code === 'aerovia'
      ? {
          ...partner,
          cardEntry: {
            provider: 'hosted-fields',
            hostedFields: {
              name: 'Stripe.js',
              scriptUrl: 'https://js.provider.example/v3/',
              globalName: 'Stripe',
              apiUrl: 'https://api.provider.example',
              frameOrigins: ['https://js.provider.example'],
              connectOrigins: ['https://api.provider.example'],
              testPublishableKey: 'pk_test_aerovia',
              livePublishableKey: 'pk_live_aerovia',
              ...overrides,
            },
          },
        }
      : partner,
  );

async function standInToken(ctx: IdentityContext, number: string, key = STAND_IN_PUBLISHABLE_KEY) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: STAND_IN_TOKENS_PATH,
    payload: { key, card: { number, exp_month: 12, exp_year: FUTURE_YEAR, cvc: '123' } },
  });
  return response;
}

describe('with nothing configured', () => {
  let ctx: IdentityContext;
  beforeAll(async () => {
    ctx = await buildIdentityApp({ env: { RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => ctx.close());

  it('runs every program on the own frame, names no provider in the CSP and serves no stand-in', async () => {
    const config = await ctx.app.inject({
      method: 'GET',
      url: '/api/card-entry',
      headers: { host: 'aerovia.localhost' },
    });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({ provider: 'frame' });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    const token = await ctx.app.inject({ method: 'POST', url: STAND_IN_TOKENS_PATH, payload: {} });
    expect(token.statusCode).toBe(404);
  });

  it('refuses a provider token on a program that runs the own frame, linking nothing', async () => {
    const browser = await signedIn(ctx, 'noncard', 'aerovia');
    const response = await linkCards(browser, [
      { cardToken: 'tok_sti_forged.token', lastFour: '4242', cardType: 'visa' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(errorCodes(response.registration)).toEqual(['CARD_UNREADABLE']);
    expect(response.registration[0]?.error?.message).toBe(CARD_TOKEN_MESSAGES.INVALID_TOKEN);
  });
});

describe('CARD_ENTRY_PROVIDER=stand-in', () => {
  let ctx: IdentityContext;
  beforeAll(async () => {
    ctx = await buildIdentityApp({ env: { RATE_LIMIT_MAX: '100000', CARD_ENTRY_PROVIDER: 'stand-in' } });
  });
  afterAll(() => ctx.close());

  it("hands every program the stand-in's hosted fields with its test key, from this server's own origin", async () => {
    for (const host of ['aerovia.localhost', 'greyfen.localhost']) {
      const config = await ctx.app.inject({ method: 'GET', url: '/api/card-entry', headers: { host } });
      expect(config.json()).toEqual({
        provider: 'hosted-fields',
        name: 'Forkpoint Card Fields',
        scriptUrl: STAND_IN_SCRIPT_PATH,
        globalName: 'ForkpointCardFields',
        publishableKey: STAND_IN_PUBLISHABLE_KEY,
      });
      expect(String(config.headers['content-security-policy'])).toContain("script-src 'self';");
    }
    const script = await ctx.app.inject({ method: 'GET', url: STAND_IN_SCRIPT_PATH });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.ForkpointCardFields');
  });

  it('issues a token for a test card, and refuses a bad number or another key', async () => {
    const number = randomCardNumber('MAST');
    const issued = await standInToken(ctx, number);
    expect(issued.statusCode, issued.body).toBe(200);
    const body = issued.json();
    expect(body.id).toMatch(/^tok_sti_/);
    expect(body.card).toEqual({ last4: number.slice(-4), brand: 'mastercard', exp_month: 12, exp_year: FUTURE_YEAR });
    expect(issued.body).not.toContain(number);
    expect((await standInToken(ctx, `${number.slice(0, -1)}${(Number(number.slice(-1)) + 1) % 10}`)).statusCode).toBe(
      402,
    );
    expect((await standInToken(ctx, number, 'pk_test_other')).statusCode).toBe(401);
  });

  it('links a card by its verified token: last four and brand from the provider, the provider fingerprint kept', async () => {
    const browser = await signedIn(ctx, 'noncard', 'aerovia');
    const number = randomCardNumber('VISA');
    const token = (await standInToken(ctx, number)).json().id as string;
    const response = await linkCards(browser, [{ cardToken: token, lastFour: number.slice(-4), cardType: 'visa' }]);
    expect(response.statusCode).toBe(200);
    expect(response.registration[0]).toMatchObject({
      error: null,
      memberCard: { lastFour: number.slice(-4), cardType: 'visa', description: 'Visa' },
    });
    expect(await memberOf(browser)).toMatchObject({ memberType: 'EnrolledCardMember' });
    const row = await ctx.database.db
      .selectFrom('member_cards')
      .select(['fingerprint', 'envelope'])
      .where('id', '=', response.registration[0]!.memberCard.id!)
      .executeTakeFirstOrThrow();
    expect(row.fingerprint).toMatch(/^hf:stand-in:/);
    expect(row.envelope).toBeNull();

    // The same card again, through a new token: the provider's fingerprint finds it.
    const again = (await standInToken(ctx, number)).json().id as string;
    const second = await linkCards(browser, [{ cardToken: again, lastFour: number.slice(-4), cardType: 'visa' }]);
    expect(errorCodes(second.registration)).toEqual(['CARD_ALREADY_LINKED']);
  });

  it('refuses a forged token and details that are not the token card’s own', async () => {
    const browser = await signedIn(ctx, 'noncard', 'aerovia');
    const number = randomCardNumber('VISA');
    const token = (await standInToken(ctx, number)).json().id as string;
    const forged = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    const refused = await linkCards(browser, [
      { cardToken: forged, lastFour: number.slice(-4), cardType: 'visa' },
      { cardToken: token, lastFour: '0000', cardType: 'visa' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(errorCodes(refused.registration)).toEqual(['CARD_UNREADABLE', 'CARD_DETAILS_MISMATCH']);
    expect(refused.registration[1]?.error?.message).toBe(CARD_VAULT_MESSAGES.MISMATCH);
  });
});

describe('a program configured with a Stripe-style provider', () => {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  let answer: () => Response = () => new Response('{}', { status: 404 });
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
    return answer();
  }) as typeof fetch;
  let ctx: IdentityContext;
  beforeAll(async () => {
    ctx = await buildIdentityApp({
      env: { RATE_LIMIT_MAX: '100000', CARD_ENTRY_SECRET_KEYS: JSON.stringify({ aerovia: 'sk_test_aerovia_secret' }) },
      partners: hostedPartner(),
      cardEntryFetch: fakeFetch,
    });
  });
  afterAll(() => ctx.close());

  it("hands the browser the test publishable key outside production and names the provider's origins in the CSP", async () => {
    const config = await ctx.app.inject({
      method: 'GET',
      url: '/api/card-entry',
      headers: { host: 'aerovia.localhost' },
    });
    expect(config.json()).toEqual({
      provider: 'hosted-fields',
      name: 'Stripe.js',
      scriptUrl: 'https://js.provider.example/v3/',
      globalName: 'Stripe',
      publishableKey: 'pk_test_aerovia',
    });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.provider.example;");
    expect(csp).toContain("frame-src 'self' https://js.provider.example;");
    expect(csp).toContain("connect-src 'self' https://api.provider.example;");
    // Programs without a provider keep the own frame.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/card-entry',
      headers: { host: 'greyfen.localhost' },
    });
    expect(other.json()).toEqual({ provider: 'frame' });
  });

  it('verifies the token with the secret key and links the card the provider describes', async () => {
    answer = () =>
      Response.json({
        id: 'tok_provider_0001',
        livemode: false,
        used: false,
        card: { last4: '4444', brand: 'MasterCard', exp_month: 9, exp_year: FUTURE_YEAR, fingerprint: 'Xy12ab34CD' },
      });
    const browser = await signedIn(ctx, 'noncard', 'aerovia');
    const response = await linkCards(browser, [
      { cardToken: 'tok_provider_0001', lastFour: '4444', cardType: 'mastercard' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(calls.at(-1)).toEqual({
      url: 'https://api.provider.example/v1/tokens/tok_provider_0001',
      authorization: 'Bearer sk_test_aerovia_secret',
    });
  });

  it('refuses a used token, a live-mode token outside production, and an unreachable provider', async () => {
    const browser = await signedIn(ctx, 'noncard', 'aerovia');
    const card = { last4: '1881', brand: 'Visa', exp_month: 1, exp_year: FUTURE_YEAR, fingerprint: 'Zz98yx76WV' };
    for (const token of [
      { id: 'tok_used_00001', livemode: false, used: true, card },
      { id: 'tok_live_00001', livemode: true, used: false, card },
    ]) {
      answer = () => Response.json(token);
      const refused = await linkCards(browser, [{ cardToken: token.id, lastFour: '1881', cardType: 'visa' }]);
      expect(errorCodes(refused.registration)).toEqual(['CARD_UNREADABLE']);
    }
    answer = () => new Response('down', { status: 503 });
    const down = await linkCards(browser, [{ cardToken: 'tok_any_000001', lastFour: '1881', cardType: 'visa' }]);
    expect(down.registration[0]?.error?.message).toBe(CARD_TOKEN_MESSAGES.UNAVAILABLE);
  });
});

describe('start-up', () => {
  const productionKeys = { CARD_ENTRY_SECRET_KEYS: JSON.stringify({ aerovia: 'sk_live_aerovia_secret' }) };

  it('uses the live publishable key in production', async () => {
    const ctx = await buildTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), ...productionKeys },
      partners: hostedPartner(),
    });
    try {
      const config = await ctx.app.inject({
        method: 'GET',
        url: '/api/card-entry',
        headers: { host: 'aerovia.localhost' },
      });
      expect(config.json()).toMatchObject({ provider: 'hosted-fields', publishableKey: 'pk_live_aerovia' });
    } finally {
      await ctx.close();
    }
  });

  it('refuses a live key outside production and a test key in production, naming the setting', async () => {
    await expect(
      buildTestApp({
        env: { CARD_ENTRY_SECRET_KEYS: JSON.stringify({ aerovia: 'sk_test_aerovia_secret' }) },
        partners: hostedPartner({ testPublishableKey: 'pk_live_aerovia' }),
      }),
    ).rejects.toThrow(
      /aerovia: cardEntry\.hostedFields\.testPublishableKey is a live key \(pk_live_…\): live keys are used only when NODE_ENV=production/,
    );
    await expect(
      buildTestApp({
        env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), ...productionKeys },
        partners: hostedPartner({ livePublishableKey: 'pk_test_aerovia' }),
      }),
    ).rejects.toThrow(/livePublishableKey is a test key \(pk_test_…\): production uses live keys only/);
    await expect(
      buildTestApp({ env: { CARD_ENTRY_SECRET_KEYS: JSON.stringify({ aerovia: 'sk_live_aerovia_secret' }) } }),
    ).rejects.toThrow(/CARD_ENTRY_SECRET_KEYS\.aerovia: is a live key \(sk_live_…\)/);
    await expect(
      buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) }, partners: hostedPartner() }),
    ).rejects.toThrow(/CARD_ENTRY_SECRET_KEYS\.aerovia is required: its card entry is hosted-fields/);
  });

  it('refuses CARD_ENTRY_PROVIDER=stand-in in production', async () => {
    await expect(buildTestApp({ env: { NODE_ENV: 'production', CARD_ENTRY_PROVIDER: 'stand-in' } })).rejects.toThrow(
      /CARD_ENTRY_PROVIDER: must be unset in production/,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { RECAPTCHA_VERIFY_URL, recaptchaVerifier } from '../src/modules/captcha/recaptcha';
import { Browser, buildIdentityApp, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
let recaptcha: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  recaptcha = await buildIdentityApp({
    env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await recaptcha?.close();
});

describe('ALTCHA (the default)', () => {
  it('names itself and serves signed, expiring challenges that are not cached', async () => {
    const b = await Browser.open(ctx.app);
    expect((await b.request('GET', '/api/Captcha')).json()).toEqual({
      provider: 'altcha',
      siteKey: null,
      challengeUrl: '/api/Captcha/Challenge',
    });
    const response = await b.request('GET', '/api/Captcha/Challenge');
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256' });
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it('keeps the proof of work within CAPTCHA_MAX_NUMBER tries', async () => {
    const b = await Browser.open(ctx.app);
    const { solution } = JSON.parse(Buffer.from(await b.captcha(), 'base64').toString()) as {
      solution: { counter: number };
    };
    expect(solution.counter).toBeLessThanOrEqual(ctx.env.CAPTCHA_MAX_NUMBER);
  });
});

describe('reCAPTCHA by configuration', () => {
  it('names itself with the site key and serves no challenges', async () => {
    const b = await Browser.open(recaptcha.app);
    expect((await b.request('GET', '/api/Captcha')).json()).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key',
      challengeUrl: null,
    });
    expect((await b.request('GET', '/api/Captcha/Challenge')).statusCode).toBe(404);
  });

  it("lets the page load Google's script and widget frames only when reCAPTCHA is configured", async () => {
    const cspOf = async (context: IdentityContext) =>
      String((await context.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `));
    const withRecaptcha = await cspOf(recaptcha);
    expect(directive(withRecaptcha, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(withRecaptcha, 'script-src')).toContain('https://www.gstatic.com/recaptcha/');
    expect(directive(withRecaptcha, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    // Still no inline scripts, and the default stays 'self' only.
    expect(directive(withRecaptcha, 'script-src')).not.toContain('unsafe');
    const byDefault = await cspOf(ctx);
    expect(directive(byDefault, 'script-src')?.trim()).toBe("script-src 'self'");
    expect(directive(byDefault, 'frame-src')?.trim()).toBe("frame-src 'self'");
  });

  it("checks the token with Google's siteverify and fails closed", async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const answering = (answer: unknown, ok = true) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), body: String(init?.body) });
        return new Response(JSON.stringify(answer), { status: ok ? 200 : 500 });
      }) as typeof fetch;
    const verifier = (fetchImpl: typeof fetch) =>
      recaptchaVerifier({ secret: 's3cret', siteKey: 'k', fetch: fetchImpl });

    expect(await verifier(answering({ success: true })).verify('token-1', { ip: '10.0.0.1' })).toBe(true);
    expect(calls[0]!.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(new URLSearchParams(calls[0]!.body).get('response')).toBe('token-1');
    expect(new URLSearchParams(calls[0]!.body).get('secret')).toBe('s3cret');
    expect(await verifier(answering({ success: false })).verify('t', { ip: '' })).toBe(false);
    expect(await verifier(answering({ success: true }, false)).verify('t', { ip: '' })).toBe(false);
    expect(
      await verifier((async () => {
        throw new Error('offline');
      }) as typeof fetch).verify('t', { ip: '' }),
    ).toBe(false);
  });

  it('needs both keys in the environment', () => {
    expect(() => loadEnv({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET[\s\S]*RECAPTCHA_SITE_KEY/);
  });
});

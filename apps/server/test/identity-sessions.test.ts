import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE,
  SESSION_EXPIRY_COOKIE,
  SESSION_TIMEOUT_MS,
  SESSION_TIMEOUT_REMEMBER_ME_MS,
} from '@forkpoint/shared';
import { Browser, PASSWORD, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { SESSION_TOUCH_INTERVAL_MS } from '../src/modules/auth/session-store';

let ctx: IdentityContext;
let production: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  production = await buildIdentityApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) } });
});
afterAll(async () => {
  await ctx?.close();
  await production?.close();
});

const signedIn = async (kind: 'card' | 'noncard' | 'vip' = 'card', rememberMe = false) => {
  const b = await Browser.open(ctx.app);
  const response = await b.signIn(demo(kind), PASSWORD, rememberMe);
  expect(response.statusCode).toBe(200);
  return { b, response };
};
const cookieOf = (response: { cookies: unknown[] }, name: string) =>
  (
    response.cookies as Array<{
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      expires?: Date;
    }>
  ).find((c) => c.name === name);
const member = (b: Browser) => b.request('GET', '/api/Member');

describe('session cookies', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and a readable expiry cookie holding the expiry time', async () => {
    const { response } = await signedIn();
    const session = cookieOf(response, SESSION_COOKIE)!;
    const expiry = cookieOf(response, SESSION_EXPIRY_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session.secure).toBeFalsy();
    expect(session.value).toMatch(/^[\w-]{43}$/);
    expect(expiry.httpOnly).toBeFalsy();
    const expiresAt = new Date(response.json().session.expiresAt).getTime();
    expect(Number(expiry.value)).toBe(expiresAt);
    expect(expiresAt - ctx.clock.now().getTime()).toBe(SESSION_TIMEOUT_MS);
  });

  it('marks the cookies Secure in production', async () => {
    const b = await Browser.open(production.app);
    const response = await b.signIn(demo('card'));
    expect(cookieOf(response, SESSION_COOKIE)?.secure).toBe(true);
    expect(cookieOf(response, SESSION_EXPIRY_COOKIE)?.secure).toBe(true);
  });

  it('stores only a hash of the session id', async () => {
    const { b } = await signedIn();
    const token = b.cookies.get(SESSION_COOKIE)!;
    const rows = await ctx.database.db.selectFrom('member_sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });
});

describe('GET /api/Member', () => {
  it('answers 401 when signed out', async () => {
    const b = await Browser.open(ctx.app);
    const response = await member(b);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401 to a made-up session cookie and clears it', async () => {
    const b = await Browser.open(ctx.app);
    b.cookies.set(SESSION_COOKIE, 'x'.repeat(43));
    expect((await member(b)).statusCode).toBe(401);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('expiry', () => {
  it('ends a default session 15 minutes after the last authenticated call, sliding on each call', async () => {
    const { b } = await signedIn();
    ctx.clock.advance(SESSION_TIMEOUT_MS - 1000);
    const slid = await member(b);
    expect(slid.statusCode).toBe(200);
    expect(Number(b.cookies.get(SESSION_EXPIRY_COOKIE))).toBe(ctx.clock.now().getTime() + SESSION_TIMEOUT_MS);
    ctx.clock.advance(SESSION_TIMEOUT_MS - 1000);
    expect((await member(b)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_TIMEOUT_MS + 1);
    expect((await member(b)).statusCode).toBe(401);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(b.cookies.has(SESSION_EXPIRY_COOKIE)).toBe(false);
  });

  it('moves the stored expiry at most every 15 seconds, so calls close together do not each write it', async () => {
    const { b } = await signedIn();
    ctx.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    expect((await member(b)).statusCode).toBe(200);
    const touched = ctx.clock.now().getTime() + SESSION_TIMEOUT_MS;
    expect(Number(b.cookies.get(SESSION_EXPIRY_COOKIE))).toBe(touched);
    ctx.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1000);
    expect((await member(b)).statusCode).toBe(200);
    // Within the interval: the stored expiry stands, and the cookie says so.
    expect(Number(b.cookies.get(SESSION_EXPIRY_COOKIE))).toBe(touched);
    ctx.clock.advance(1000);
    expect((await member(b)).statusCode).toBe(200);
    expect(Number(b.cookies.get(SESSION_EXPIRY_COOKIE))).toBe(ctx.clock.now().getTime() + SESSION_TIMEOUT_MS);
  });

  it('keeps a remember-me session 90 days', async () => {
    const { b, response } = await signedIn('vip', true);
    expect(response.json().session).toMatchObject({ rememberMe: true });
    expect(new Date(response.json().session.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(
      SESSION_TIMEOUT_REMEMBER_ME_MS,
    );
    ctx.clock.advance(SESSION_TIMEOUT_REMEMBER_ME_MS - 60_000);
    expect((await member(b)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_TIMEOUT_REMEMBER_ME_MS + 1);
    expect((await member(b)).statusCode).toBe(401);
  });
});

describe('rotation and sign-out', () => {
  it('issues a new session id at every sign-in and ends the one the browser held', async () => {
    const { b } = await signedIn();
    const first = b.cookies.get(SESSION_COOKIE)!;
    expect((await b.signIn(demo('card'))).statusCode).toBe(200);
    const second = b.cookies.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    b.cookies.set(SESSION_COOKIE, first);
    expect((await member(b)).statusCode).toBe(401);
    b.cookies.set(SESSION_COOKIE, second);
    expect((await member(b)).statusCode).toBe(200);
  });

  it('GET /api/SignOut ends the session server-side, clears the cookies and answers JSON', async () => {
    const { b } = await signedIn();
    const token = b.cookies.get(SESSION_COOKIE)!;
    const response = await b.request('GET', '/api/SignOut');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: true });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    // A copy of the old cookie is worthless now.
    b.cookies.set(SESSION_COOKIE, token);
    expect((await member(b)).statusCode).toBe(401);
  });

  it('GET /api/SignOut from another site (no CSRF header) is refused and the session lives on', async () => {
    const { b } = await signedIn();
    const forged = await b.request('GET', '/api/SignOut', undefined, { 'x-xsrf-token': '' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_INVALID');
    expect((await member(b)).statusCode).toBe(200);
  });

  it('GET /api/SignOut answers the same when nobody is signed in', async () => {
    const b = await Browser.open(ctx.app);
    expect((await b.request('GET', '/api/SignOut')).json()).toEqual({ signedOut: true });
  });

  it("ends only this browser's session", async () => {
    const one = await signedIn('noncard');
    const two = await signedIn('noncard');
    await one.b.request('GET', '/api/SignOut');
    expect((await member(two.b)).statusCode).toBe(200);
  });
});

describe('signing in rotates the visitor', () => {
  it('answers a new visitor cookie and CSRF token: the ones from before sign-in no longer work', async () => {
    const b = await Browser.open(ctx.app);
    const visitorBefore = b.cookies.get('fp_vid')!;
    const tokenBefore = b.token;
    const response = await b.signIn(demo('card'));
    expect(response.statusCode).toBe(200);
    expect(b.cookies.get('fp_vid')).not.toBe(visitorBefore);
    expect(response.headers['x-xsrf-token']).toBe(b.token);
    expect(b.token).not.toBe(tokenBefore);
    // The new token works for the signed-in member; the old one is refused.
    expect((await b.request('PUT', '/api/Member', {})).statusCode).not.toBe(403);
    const stale = await b.request('PUT', '/api/Member', {}, { 'x-xsrf-token': tokenBefore });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('CSRF_INVALID');
  });
});

describe('session binding', () => {
  it("is not valid on another partner's host", async () => {
    const { b } = await signedIn();
    b.host = 'cirrella.localhost';
    expect((await member(b)).statusCode).toBe(401);
  });

  it('is not valid with another visitor cookie', async () => {
    const { b } = await signedIn();
    const thief = await Browser.open(ctx.app);
    thief.cookies.set(SESSION_COOKIE, b.cookies.get(SESSION_COOKIE)!);
    expect((await member(thief)).statusCode).toBe(401);
  });
});

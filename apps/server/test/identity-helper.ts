import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO_PASSWORD, demoEmail } from '../src/stand-ins/seed/demo-accounts';
import { buildTestApp, type TestAppOptions, type TestContext } from './helper';

/**
 * Identity tests: an app with a movable clock, a cheap captcha and a high per-address limit
 * (tests that exercise the limit lower it), and a Browser that keeps cookies like a real one.
 */

export interface MovableClock {
  now(): Date;
  advance(ms: number): void;
}

export function movableClock(start = new Date('2030-06-01T12:00:00Z')): MovableClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export interface IdentityContext extends TestContext {
  clock: MovableClock;
}

export interface IdentityAppOptions extends Omit<TestAppOptions, 'clock'> {
  env?: Record<string, string>;
}

export async function buildIdentityApp(options: IdentityAppOptions = {}): Promise<IdentityContext> {
  const clock = movableClock();
  const ctx = await buildTestApp({
    ...options,
    env: { CAPTCHA_MAX_NUMBER: '20', AUTH_RATE_LIMIT_MAX: '100000', ...options.env },
    clock: clock.now,
  });
  return { ...ctx, clock };
}

export const PASSWORD = DEMO_PASSWORD;
export const demo = (kind: 'card' | 'noncard' | 'closed' | 'vip', partner = 'aerovia') =>
  demoEmail(
    { card: 'card.member', noncard: 'noncard.member', closed: 'closed.member', vip: 'vip.member' }[kind],
    partner,
  );

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET calls that change state and so ask for the CSRF header too. */
const CSRF_GUARDED_GETS = new Set(['/api/SignOut']);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser on one partner host: keeps cookies, sends the CSRF header on mutating calls. */
export class Browser {
  readonly cookies = new Map<string, string>();
  token = '';

  constructor(
    readonly app: App,
    public host = 'aerovia.localhost',
    readonly remoteAddress = '127.0.0.1',
  ) {}

  static async open(app: App, host = 'aerovia.localhost', remoteAddress = '127.0.0.1'): Promise<Browser> {
    const browser = new Browser(app, host, remoteAddress);
    const response = await browser.request('GET', '/api/CSRF');
    browser.token = (response.json() as { csrfToken: string }).csrfToken;
    return browser;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        host: this.host,
        cookie: this.cookieHeader(),
        ...((MUTATING.has(method) || CSRF_GUARDED_GETS.has(url)) && this.token ? { 'x-xsrf-token': this.token } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    // A new session rotates the token, as the web's API client learns it (lib/api-client.ts).
    const rotated = response.headers['x-xsrf-token'];
    if (typeof rotated === 'string') this.token = rotated;
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const cleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.UTC(2000, 0, 1));
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  signIn(userName: string, password = PASSWORD, rememberMe = false) {
    return this.request('POST', '/api/SignIn', { userName, password, rememberMe });
  }

  /** Solves an ALTCHA challenge of this server, as the widget would. */
  async captcha(): Promise<string> {
    const challenge = (await this.request('GET', '/api/Captcha/Challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
}

export function fieldMessages(response: LightMyRequestResponse): Record<string, string> {
  const fields = (response.json() as { fields?: { field: string; message: string }[] }).fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}

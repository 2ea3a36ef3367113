import type { StaffRole } from '@forkpoint/shared/contracts/support';
import { DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from '../src/stand-ins/seed/demo-staff';
import { DEMO_PASSWORD } from '../src/stand-ins/seed/demo-accounts';
import { totpCode } from '../src/modules/support/totp';
import type { App } from '../src/app';
import { csrfSession } from './helper';
import type { Browser } from './identity-helper';

/** Cookies and the CSRF token of a browser, with a staff session when one was signed in. */
export interface Caller {
  cookie: string;
  token: string;
  query: string;
}

/** A visitor of the partner (cookies and CSRF token), signed in as nobody. */
export async function visitor(app: App, partner: string): Promise<Caller> {
  const query = `?partner=${partner}`;
  const { cookie, token } = await csrfSession(app, query);
  return { cookie, token, query };
}

const merge = (cookie: string, set: { name: string; value: string }[]) =>
  [cookie, ...set.map((c) => `${c.name}=${c.value}`)].filter(Boolean).join('; ');

/**
 * Signs the partner's demo staff member of `role` in (password and the development TOTP code at the app's
 * clock) on a fresh visitor. Each role signs in once per app and code step: the console refuses a replayed code.
 */
export async function signedInStaff(app: App, partner: string, role: StaffRole): Promise<Caller> {
  const caller = await visitor(app, partner);
  const demo = DEMO_STAFF.find((staff) => staff.role === role);
  if (!demo) throw new Error(`no demo staff with role ${role}`);
  const response = await app.inject({
    method: 'POST',
    url: `/api/Support/SignIn${caller.query}`,
    headers: { cookie: caller.cookie, 'x-xsrf-token': caller.token },
    payload: {
      email: `${demo.local}@${partner}.example`,
      password: DEMO_PASSWORD,
      code: await totpCode(DEMO_STAFF_TOTP_SECRET, app.clock()),
    },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  return { ...caller, cookie: merge(caller.cookie, response.cookies) };
}

/** An inject call as the caller's browser makes it: its cookies, the CSRF header and the partner query. */
export function call(
  app: App,
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) {
  const [pathname, search = ''] = path.split('?');
  const query = search ? `${caller.query}&${search}` : caller.query;
  return app.inject({
    method,
    url: `${pathname}${query}`,
    headers: { cookie: caller.cookie, 'x-xsrf-token': caller.token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Signs the partner's demo staff member of `role` in on a Browser (identity-helper.ts), beside any member session. */
export async function staffSignIn(browser: Browser, role: StaffRole, now: Date): Promise<void> {
  const demo = DEMO_STAFF.find((staff) => staff.role === role);
  if (!demo) throw new Error(`no demo staff with role ${role}`);
  const partner = browser.host.split('.')[0]!;
  const response = await browser.request('POST', '/api/Support/SignIn', {
    email: `${demo.local}@${partner}.example`,
    password: DEMO_PASSWORD,
    code: await totpCode(DEMO_STAFF_TOTP_SECRET, now),
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
}

/** A GET the staff guard takes: it asks for the CSRF header on reads too. */
export function staffGet(browser: Browser, url: string) {
  return browser.request('GET', url, undefined, { 'x-xsrf-token': browser.token });
}

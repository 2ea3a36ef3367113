import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { DEMO_PASSWORD } from '../src/stand-ins/seed/demo-accounts';
import { DEMO_STAFF_TOTP_SECRET } from '../src/stand-ins/seed/demo-staff';
import { totpCode } from '../src/modules/support/totp';
import { TOTP_PERIOD_SECONDS } from '@forkpoint/shared/contracts/support';
import { Browser, type MovableClock } from './identity-helper';

/**
 * Support console tests: a browser that sends the CSRF header on every call (the console asks for it
 * on GETs too), and the demo staff of each role, signed in with a code computed from the development
 * TOTP secret at the app's (movable) clock.
 */

export type DemoStaffRole = 'agent' | 'content_editor' | 'catalog_manager' | 'admin';
const LOCAL: Record<DemoStaffRole, string> = {
  agent: 'support.staff',
  content_editor: 'content.editor',
  catalog_manager: 'catalog.manager',
  admin: 'staff.admin',
};
export const staffEmail = (role: DemoStaffRole, partner = 'aerovia') => `${LOCAL[role]}@${partner}.example`;

export class StaffBrowser extends Browser {
  static override async open(app: App, host = 'aerovia.localhost', remoteAddress = '127.0.0.1'): Promise<StaffBrowser> {
    const browser = new StaffBrowser(app, host, remoteAddress);
    const response = await browser.request('GET', '/api/CSRF');
    browser.token = (response.json() as { csrfToken: string }).csrfToken;
    return browser;
  }

  /** Every console call, GETs included, carries the CSRF header, as the console's API client sends it. */
  override request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return super.request(method, url, payload, this.token ? { 'x-xsrf-token': this.token, ...headers } : headers);
  }

  staffSignIn(body: { email: string; password?: string; code?: string; recoveryCode?: string }) {
    return this.request('POST', '/api/Support/SignIn', { password: DEMO_PASSWORD, ...body });
  }
}

/** The demo staff's current code at `now` (the app's clock). */
export const demoCode = (now: Date) => totpCode(DEMO_STAFF_TOTP_SECRET, now);

/**
 * A staff browser signed in as the role's demo staff member. The clock first moves on one TOTP step,
 * so signing the same staff member in again is never a replay of the last code.
 */
export async function signedInStaff(
  app: App,
  clock: MovableClock,
  role: DemoStaffRole,
  options: { partner?: string; address?: string } = {},
): Promise<StaffBrowser> {
  const partner = options.partner ?? 'aerovia';
  const browser = await StaffBrowser.open(app, `${partner}.localhost`, options.address ?? '127.0.0.1');
  clock.advance(TOTP_PERIOD_SECONDS * 1000);
  const response = await browser.staffSignIn({ email: staffEmail(role, partner), code: await demoCode(clock.now()) });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  return browser;
}

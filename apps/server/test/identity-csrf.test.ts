import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@forkpoint/shared';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

const MUTATING_CALLS: Array<['POST' | 'PUT', string]> = [
  ['POST', '/api/SignIn'],
  ['PUT', '/api/Member'],
  ['PUT', '/api/Member/Credentials'],
  ['POST', '/api/Member/Activate'],
  ['POST', '/api/Members/Activate'],
  ['POST', '/api/Members/Prospects'],
  ['POST', '/api/Members/Prospects/Email'],
  ['POST', '/api/Members/Recover'],
  ['POST', '/api/Members/Recover/Confirm'],
  ['POST', '/api/Members/Recover/Update'],
];

describe('CSRF on every mutating identity call', () => {
  it.each(MUTATING_CALLS)('%s %s is refused without the X-XSRF-TOKEN header, even signed in', async (method, url) => {
    const b = await Browser.open(ctx.app);
    expect((await b.signIn(demo('card'))).statusCode).toBe(200);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(true);
    const token = b.token;
    b.token = '';
    const response = await b.request(method, url, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_INVALID');
    b.token = token;
  });
});

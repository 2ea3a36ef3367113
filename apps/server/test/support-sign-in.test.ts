import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_IDLE_TIMEOUT_MS,
  STAFF_MESSAGES,
  STAFF_SESSION_COOKIE,
  TOTP_PERIOD_SECONDS,
} from '@forkpoint/shared/contracts/support';
import { DEMO_STAFF_RECOVERY_CODES } from '../src/stand-ins/seed/demo-staff';
import { buildIdentityApp, fieldMessages, type IdentityContext } from './identity-helper';
import { StaffBrowser, demoCode, signedInStaff, staffEmail } from './support-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => {
  await ctx?.close();
});

let address = 0;
const browser = (partner = 'aerovia') => StaffBrowser.open(ctx.app, `${partner}.localhost`, `10.7.0.${++address}`);
const step = () => ctx.clock.advance(TOTP_PERIOD_SECONDS * 1000);
const auditOf = (email: string) =>
  ctx.database.db
    .selectFrom('staff_audit_log')
    .select(['action', 'after', 'staff_id'])
    .where('staff_email', '=', email)
    .orderBy('id', 'desc')
    .execute();

describe('staff sign-in', () => {
  it('signs an agent in with password and code, opens a console session, and audits it', async () => {
    step();
    const b = await browser();
    const response = await b.staffSignIn({ email: staffEmail('agent'), code: await demoCode(ctx.clock.now()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      staff: { email: staffEmail('agent'), role: 'agent', partnerCode: 'aerovia' },
      recoveryCodesLeft: 10,
    });
    const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Strict' });
    expect((await b.request('GET', '/api/Support/Session')).json().staff.role).toBe('agent');
    expect((await auditOf(staffEmail('agent')))[0]).toMatchObject({
      action: 'staff.sign-in',
      after: { factor: 'totp' },
    });
  });

  it('refuses a wrong code, a wrong password and an unknown e-mail with the same message', async () => {
    step();
    const code = await demoCode(ctx.clock.now());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const body of [
      { email: staffEmail('admin'), code: wrongCode },
      { email: staffEmail('admin'), code, password: 'not the password' },
      { email: 'nobody@aerovia.example', code },
    ]) {
      const response = await (await browser()).staffSignIn(body);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(STAFF_MESSAGES.invalidCredentials);
      expect(response.cookies.some((c) => c.name === STAFF_SESSION_COOKIE && c.value)).toBe(false);
    }
    expect((await auditOf('nobody@aerovia.example'))[0]).toMatchObject({
      action: 'staff.sign-in-refused',
      staff_id: null,
    });
  });

  it('refuses a replayed code as it refuses a wrong password, so the answer never says the password was right, and audits the replay', async () => {
    step();
    const code = await demoCode(ctx.clock.now());
    const first = await (await browser()).staffSignIn({ email: staffEmail('content_editor'), code });
    expect(first.statusCode).toBe(200);
    const replay = await (await browser()).staffSignIn({ email: staffEmail('content_editor'), code });
    const wrongPassword = await (
      await browser()
    ).staffSignIn({ email: staffEmail('content_editor'), code, password: 'not the password' });
    const answer = (response: typeof replay) => {
      const { requestId: _id, ...rest } = response.json() as { requestId: string };
      return { status: response.statusCode, body: rest };
    };
    expect(answer(replay)).toEqual(answer(wrongPassword));
    expect(answer(replay)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: STAFF_MESSAGES.invalidCredentials },
    });
    expect(replay.cookies.some((c) => c.name === STAFF_SESSION_COOKIE && c.value)).toBe(false);
    // The audit log tells them apart: the replay's entry is the one before the wrong password's.
    expect((await auditOf(staffEmail('content_editor')))[1]).toMatchObject({
      action: 'staff.sign-in-refused',
      after: { reason: 'replayed' },
    });
    expect((await auditOf(staffEmail('content_editor')))[0]).toMatchObject({ after: { reason: 'password' } });
    // An earlier step's code, still within the drift window, is a replay too.
    ctx.clock.advance(TOTP_PERIOD_SECONDS * 1000);
    expect((await (await browser()).staffSignIn({ email: staffEmail('content_editor'), code })).statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const code = DEMO_STAFF_RECOVERY_CODES[3]!;
    const email = staffEmail('agent', 'brambleway');
    const first = await (await browser('brambleway')).staffSignIn({ email, recoveryCode: code.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json().recoveryCodesLeft).toBe(9);
    const again = await (await browser('brambleway')).staffSignIn({ email, recoveryCode: code });
    expect(again.statusCode).toBe(401);
  });

  it('answers 400 with field messages for a form without a code or with both kinds', async () => {
    const b = await browser();
    const none = await b.request('POST', '/api/Support/SignIn', { email: 'x', password: '' });
    expect(none.statusCode).toBe(400);
    expect(fieldMessages(none)).toMatchObject({
      email: 'Enter a valid e-mail.',
      password: 'Enter your password.',
    });
    const both = await b.staffSignIn({ email: staffEmail('agent'), code: '123456', recoveryCode: 'abcde-12345' });
    expect(both.statusCode).toBe(400);
    expect(fieldMessages(both).code).toMatch(/either/);
  });

  it('locks the staff account after five failures, even for the right code, and audits it', async () => {
    const email = staffEmail('admin', 'brambleway');
    step();
    for (let i = 0; i < 5; i += 1) {
      await (await browser('brambleway')).staffSignIn({ email, password: 'wrong', code: '000000' });
    }
    const locked = await (await browser('brambleway')).staffSignIn({ email, code: await demoCode(ctx.clock.now()) });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: STAFF_MESSAGES.locked });
    expect((await auditOf(email))[0]).toMatchObject({ action: 'staff.sign-in-refused', after: { reason: 'locked' } });
    ctx.clock.advance(31 * 60_000);
    const later = await (await browser('brambleway')).staffSignIn({ email, code: await demoCode(ctx.clock.now()) });
    expect(later.statusCode).toBe(200);
  });

  it('needs the CSRF header to sign in', async () => {
    const b = await browser();
    const response = await b.request(
      'POST',
      '/api/Support/SignIn',
      { email: staffEmail('agent') },
      { 'x-xsrf-token': 'forged' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_INVALID');
  });
});

describe('staff sessions', () => {
  it('end after 15 minutes idle, and slide with each call before that', async () => {
    const b = await signedInStaff(ctx.app, ctx.clock, 'agent');
    ctx.clock.advance(STAFF_IDLE_TIMEOUT_MS - 60_000);
    expect((await b.request('GET', '/api/Support/Session')).statusCode).toBe(200);
    ctx.clock.advance(STAFF_IDLE_TIMEOUT_MS - 60_000);
    expect((await b.request('GET', '/api/Support/Session')).statusCode).toBe(200);
    ctx.clock.advance(STAFF_IDLE_TIMEOUT_MS + 1000);
    const expired = await b.request('GET', '/api/Support/Session');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(STAFF_MESSAGES.signInRequired);
  });

  it('end after 8 hours, however busy', async () => {
    const b = await signedInStaff(ctx.app, ctx.clock, 'agent');
    // 34 calls 14 minutes apart: 7 h 56 min of work, every call answered.
    for (let i = 0; i < 34; i += 1) {
      ctx.clock.advance(STAFF_IDLE_TIMEOUT_MS - 60_000);
      expect((await b.request('GET', '/api/Support/Session')).statusCode).toBe(200);
    }
    ctx.clock.advance(5 * 60_000);
    expect((await b.request('GET', '/api/Support/Session')).statusCode).toBe(401);
  });

  it('answer only on their own partner', async () => {
    const b = await signedInStaff(ctx.app, ctx.clock, 'admin');
    b.host = 'brambleway.localhost';
    expect((await b.request('GET', '/api/Support/Session')).statusCode).toBe(401);
  });

  it('are not member sessions, and member sessions are not staff sessions', async () => {
    const b = await signedInStaff(ctx.app, ctx.clock, 'agent');
    expect((await b.request('GET', '/api/Member')).statusCode).toBe(401);
    const member = await StaffBrowser.open(ctx.app);
    await member.signIn('card.member@aerovia.example');
    expect((await member.request('GET', '/api/Support/Session')).statusCode).toBe(401);
  });

  it('end at sign-out, which is audited', async () => {
    const b = await signedInStaff(ctx.app, ctx.clock, 'admin');
    expect((await b.request('POST', '/api/Support/SignOut')).statusCode).toBe(200);
    expect((await b.request('GET', '/api/Support/Session')).statusCode).toBe(401);
    expect((await auditOf(staffEmail('admin')))[0]?.action).toBe('staff.sign-out');
  });

  it('need the CSRF header on console GETs too', async () => {
    const b = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const response = await b.request('GET', '/api/Support/Session', undefined, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
  });
});

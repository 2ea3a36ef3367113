import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications as argon2 } from '../src/modules/auth/passwords';
import { LOCKOUT_FAILED_ATTEMPTS, LOCKOUT_MINUTES, RECOVER_PATH, SIGN_IN_MESSAGES } from '@forkpoint/shared';
import { Browser, PASSWORD, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
let limited: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  limited = await buildIdentityApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
});
afterAll(async () => {
  await ctx?.close();
  await limited?.close();
});

// Each test signs in from its own address so the per-address limit never interferes.
let address = 0;
const browser = async (app = ctx.app) => Browser.open(app, 'aerovia.localhost', `10.1.0.${++address}`);
const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });

describe('sign-in', () => {
  it('signs a demo member in by e-mail, any case, and answers the member and session', async () => {
    const b = await browser();
    const response = await b.signIn(demo('card').toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.member).toMatchObject({
      email: demo('card'),
      memberType: 'EnrolledCardMember',
      publicId: 'demo-card-aerovia',
    });
    expect(body.session.rememberMe).toBe(false);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('signs in by partner number as the user name', async () => {
    const b = await browser();
    const partnerNumber = (await (await b.signIn(demo('vip'))).json()).member.partnerNumber as string;
    const again = await browser();
    const response = await again.signIn(partnerNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json().member.email).toBe(demo('vip'));
  });

  it('lets a closed-account member sign in (to re-enroll)', async () => {
    const response = await (await browser()).signIn(demo('closed'));
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ memberType: 'ClosedAccountMember', active: false });
  });

  it('answers "Invalid user name or password" to a wrong password, with no session cookie', async () => {
    const b = await browser();
    const response = await b.signIn(demo('noncard'), 'not the password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: SIGN_IN_MESSAGES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    expect(b.cookies.has('fp_sid')).toBe(false);
  });

  it('answers the validation message with field messages for an empty form', async () => {
    const response = await (await browser()).request('POST', '/api/SignIn', { userName: '  ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SIGN_IN_MESSAGES.invalidForm);
    expect(Object.keys(fieldMessages(response)).sort()).toEqual(['password', 'userName']);
  });

  it('answers the validation message to a body that is not a form', async () => {
    const response = await (await browser()).request('POST', '/api/SignIn', [1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SIGN_IN_MESSAGES.invalidForm);
  });

  it('refuses the known visitor, who has no web profile, like any unknown account', async () => {
    const response = await (await browser()).signIn('demo-known-aerovia');
    expect(response.statusCode).toBe(401);
  });

  it('requires the CSRF header', async () => {
    const b = await browser();
    const response = await b.request(
      'POST',
      '/api/SignIn',
      { userName: demo('card'), password: PASSWORD },
      { 'x-xsrf-token': '' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_INVALID');
  });
});

describe('lockout', () => {
  it(`locks the account for ${LOCKOUT_MINUTES} minutes on the ${LOCKOUT_FAILED_ATTEMPTS}th failure, with the recover path, then lets it in again`, async () => {
    const b = await browser();
    const email = demo('noncard', 'cirrella');
    b.host = 'cirrella.localhost';
    for (let attempt = 1; attempt < LOCKOUT_FAILED_ATTEMPTS; attempt += 1) {
      const response = await b.signIn(email, `wrong ${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locking = await b.signIn(email, 'wrong again');
    expect(locking.statusCode).toBe(403);
    expect(locking.json()).toMatchObject({
      message: SIGN_IN_MESSAGES.locked,
      code: 'ACCOUNT_LOCKED',
      recoverPath: RECOVER_PATH,
    });
    expect(SIGN_IN_MESSAGES.locked).toContain(`${LOCKOUT_MINUTES} minutes`);
    const lockedUntil = new Date(locking.json().lockedUntil).getTime();
    expect(lockedUntil - ctx.clock.now().getTime()).toBe(LOCKOUT_MINUTES * 60_000);

    // The right password does not open a locked account...
    expect((await b.signIn(email)).statusCode).toBe(403);
    ctx.clock.advance((LOCKOUT_MINUTES - 1) * 60_000);
    expect((await b.signIn(email)).statusCode).toBe(403);
    // ...until the 30 minutes are over.
    ctx.clock.advance(60_000);
    const after = await b.signIn(email);
    expect(after.statusCode).toBe(200);
  });

  it('counts the same account under its e-mail and its partner number', async () => {
    const b = await browser();
    b.host = 'northloft.localhost';
    const email = demo('card', 'northloft');
    const partnerNumber = (await b.signIn(email)).json().member.partnerNumber as string;
    for (let attempt = 0; attempt < LOCKOUT_FAILED_ATTEMPTS - 1; attempt += 1) {
      await b.signIn(attempt % 2 ? email : partnerNumber, 'wrong');
    }
    expect((await b.signIn(email, 'wrong')).statusCode).toBe(403);
  });

  it('forgets failures older than the lockout window', async () => {
    const b = await browser();
    b.host = 'quillmere.localhost';
    const email = demo('card', 'quillmere');
    for (let attempt = 1; attempt < LOCKOUT_FAILED_ATTEMPTS; attempt += 1) await b.signIn(email, 'wrong');
    ctx.clock.advance(LOCKOUT_MINUTES * 60_000 + 1000);
    expect((await b.signIn(email, 'wrong')).statusCode).toBe(401);
    expect((await b.signIn(email)).statusCode).toBe(200);
  });

  it('a success clears the count', async () => {
    const b = await browser();
    b.host = 'ostrand.localhost';
    const email = demo('card', 'ostrand');
    for (let attempt = 1; attempt < LOCKOUT_FAILED_ATTEMPTS; attempt += 1) await b.signIn(email, 'wrong');
    expect((await b.signIn(email)).statusCode).toBe(200);
    for (let attempt = 1; attempt < LOCKOUT_FAILED_ATTEMPTS; attempt += 1) {
      expect((await b.signIn(email, 'wrong')).statusCode).toBe(401);
    }
  });
  it(`checks at most ${LOCKOUT_FAILED_ATTEMPTS} of 100 concurrent wrong guesses, and the right password then stays locked out`, async () => {
    const b = await browser();
    b.host = 'brightwater.localhost';
    const email = demo('vip', 'brightwater');
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => b.signIn(email, `guess ${i}`)));
    expect(guesses.filter((r) => r.statusCode === 401).length).toBeLessThan(LOCKOUT_FAILED_ATTEMPTS);
    expect(guesses.every((r) => r.statusCode === 401 || r.statusCode === 403)).toBe(true);
    const checked = await ctx.database.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('partner_code', '=', 'brightwater')
      .where('outcome', 'in', ['invalid', 'locked-now'])
      .executeTakeFirstOrThrow();
    expect(Number(checked.n)).toBeLessThanOrEqual(LOCKOUT_FAILED_ATTEMPTS);
    expect((await b.signIn(email)).statusCode).toBe(403);
  });
});

describe('unknown accounts', () => {
  it('get exactly the wrong-password answer, and lock out the same way', async () => {
    const b = await browser();
    b.host = 'tallwind.localhost';
    const known = demo('card', 'tallwind');
    const unknown = 'nobody.here@tallwind.example';
    for (let attempt = 1; attempt <= LOCKOUT_FAILED_ATTEMPTS; attempt += 1) {
      const real = await b.signIn(known, 'wrong');
      const ghost = await b.signIn(unknown, 'wrong');
      expect(ghost.statusCode, `attempt ${attempt}`).toBe(real.statusCode);
      expect({ ...withoutRequestId(ghost.json()), lockedUntil: undefined }).toEqual({
        ...withoutRequestId(real.json()),
        lockedUntil: undefined,
      });
    }
  });

  it('spend one argon2 verification each, like a wrong password (so timing tells nothing)', async () => {
    const b = await browser();
    b.host = 'veradell.localhost';
    const verifications = async (userName: string) => {
      const before = argon2.count;
      await b.signIn(userName, 'wrong');
      return argon2.count - before;
    };
    expect(await verifications(demo('card', 'veradell'))).toBe(1);
    expect(await verifications('nobody.here@veradell.example')).toBe(1);
  });
});

describe('per-address rate limit', () => {
  it('answers 429 with Retry-After once an address exceeds the limit, and other addresses go on', async () => {
    const b = await browser(limited.app);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await b.signIn(demo('card'), 'wrong');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    const other = await browser(limited.app);
    expect((await other.signIn(demo('card'))).statusCode).toBe(200);
  });
});

import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { realPartners, testEngine } from './helper';
import { Browser, buildIdentityApp, type IdentityContext } from './identity-helper';

/**
 * An enrollment whose answer is lost to the database going away (SECURITY.md "Availability", issue 28 defect 2):
 * the client sees 503 with Retry-After and cannot know whether the account was made. Trying again must answer
 * consistently: either the account is made now (the first try committed nothing), or the retry is told the
 * account exists and to sign in (the first try committed) — one member, never a duplicate, never a 500.
 *
 * The fault is a trigger that drops the database connection at a chosen statement. On PostgreSQL it is real:
 * the backend terminates itself (pg_terminate_backend(pg_backend_pid()), FATAL 57P01, the socket closes). PGlite
 * is in-process and has no connection to drop, so there the trigger raises the same SQLSTATE.
 */
let ctx: IdentityContext;
let databaseUrl: string | undefined;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  if (testEngine === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.database.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    databaseUrl = url.toString();
  }
});
afterAll(async () => ctx?.close());

/** DDL on the app's database over a connection of the test's own, not one of the app's pool, which the fault breaks. */
async function runScript(script: string) {
  if (!databaseUrl) return ctx.database.execScript(script);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}

/**
 * A connection the server dropped may still sit idle in the app's pool for an instant; its next call answers 503
 * too, and the pool lets it go. A client obeying Retry-After finds the app answering again: so does this test.
 */
async function untilAnswering() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'aerovia.localhost' },
    });
    if (response.statusCode === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the app did not answer again');
}

const aerovia = realPartners().find((p) => p.code === 'aerovia')!;
const FAULT = 'fp_test_connection_lost';
const dropConnection =
  testEngine === 'postgres'
    ? // The RAISE is a backstop only: the backend ends at its next interrupt check, before the insert is done.
      `PERFORM pg_terminate_backend(pg_backend_pid());
       RAISE EXCEPTION 'terminating connection due to administrator command' USING ERRCODE = '57P01';`
    : `RAISE EXCEPTION 'terminating connection due to administrator command' USING ERRCODE = '57P01';`;

/** Every insert into `table` loses its connection, until removeFault. */
async function loseConnectionOnInsertInto(table: 'members' | 'member_sessions') {
  await runScript(`
    CREATE FUNCTION ${FAULT}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${dropConnection}
      RETURN NEW;
    END $$;
    CREATE TRIGGER ${FAULT} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${FAULT}();
  `);
}
afterEach(async () => {
  await runScript(`
    DROP TRIGGER IF EXISTS ${FAULT} ON members;
    DROP TRIGGER IF EXISTS ${FAULT} ON member_sessions;
    DROP FUNCTION IF EXISTS ${FAULT}();
  `);
});

let serial = 0;
function details() {
  serial += 1;
  return {
    firstName: 'Rowan',
    lastName: 'Ito',
    email: `rowan.retry.${serial}@example.com`,
    zipCode: '10001',
    partnerNumber: String(7_100_000_000 + serial),
    password: 'a quiet corner table',
    passwordConfirm: 'a quiet corner table',
    termsAccepted: true,
  };
}
/** The web's join page solves a fresh captcha for every submission (apps/web/src/features/auth/components/join-page.tsx). */
const enroll = async (b: Browser, form: ReturnType<typeof details>) =>
  b.request('POST', '/api/Members/Prospects', { ...form, gRecaptchaResponse: await b.captcha() });
const membersWithEmail = async (email: string) =>
  (await ctx.database.db.selectFrom('members').select('id').where('email', '=', email).execute()).length;

describe('retrying an enrollment answered 503', () => {
  it('after the account was committed (the session write lost the connection): told to sign in, one member', async () => {
    const b = await Browser.open(ctx.app);
    const form = details();
    await loseConnectionOnInsertInto('member_sessions');
    const lost = await enroll(b, form);
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toMatch(/^\d+$/);
    expect(lost.json()).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    await runScript(`DROP TRIGGER ${FAULT} ON member_sessions; DROP FUNCTION ${FAULT}();`);
    await untilAnswering();
    // The first try committed: the member exists, though its client never heard so.
    expect(await membersWithEmail(form.email)).toBe(1);

    // The same details again, once and twice at a time: one consistent answer, "you have an account, sign in" —
    // on the e-mail only (the partner number is that same account's, so it is not "in use" by someone else).
    const retries = await Promise.all([enroll(b, form), enroll(await Browser.open(ctx.app), form)]);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(400);
      expect(retry.json().fields).toEqual([
        { field: 'email', message: FIELD_MESSAGES.alreadyHaveAccount(aerovia.terms) },
      ]);
    }
    expect(await membersWithEmail(form.email)).toBe(1);
    // …and signing in, as the answer says, works with the password of the first try.
    expect((await b.signIn(form.email, form.password)).statusCode).toBe(200);
  });

  it('when nothing was committed (the account insert lost the connection): the retry makes the account', async () => {
    const b = await Browser.open(ctx.app);
    const form = details();
    await loseConnectionOnInsertInto('members');
    const lost = await enroll(b, form);
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toMatch(/^\d+$/);
    await runScript(`DROP TRIGGER ${FAULT} ON members; DROP FUNCTION ${FAULT}();`);
    await untilAnswering();
    expect(await membersWithEmail(form.email)).toBe(0);

    const retry = await enroll(b, form);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().member).toMatchObject({ email: form.email, partnerNumber: form.partnerNumber });
    expect(await membersWithEmail(form.email)).toBe(1);
  });
});

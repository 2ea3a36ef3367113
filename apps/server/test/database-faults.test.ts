import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine, type TestContext } from './helper';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';

/**
 * PostgreSQL connections that drop while the app is busy (a failover, an administrator's
 * pg_terminate_backend, a restarted server): the process lives, calls caught mid-drop answer 503
 * with Retry-After (never 500), and the app recovers by itself once connections can be made again.
 * PGlite is in-process and has no connections to drop, so this runs on the PostgreSQL project only.
 */
describe.runIf(testEngine === 'postgres')('when PostgreSQL connections drop under load', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    // The load comes from one address: lift the per-address limit so every call reaches the database.
    ctx = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
    const result = await sql<{ name: string }>`select current_database() as name`.execute(ctx.database.db);
    databaseName = result.rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
  });

  const killConnections = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );

  it('lives through a kill every 100 ms, answers 200 or 503 with Retry-After, then recovers', async () => {
    const statuses = new Map<number, number>();
    let missingRetryAfter = 0;
    let running = true;
    const client = async () => {
      const urls = ['/api/health', '/api/cms/pages/home/?page_size=100', '/api/partner', '/api/cms/pages/discover/'];
      for (let i = 0; running; i += 1) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: urls[i % urls.length]!,
          headers: { host: 'aerovia.localhost' },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 503 && !response.headers['retry-after']) missingRetryAfter += 1;
        // Requests reach a real server through I/O; inject can answer within microtasks (a call that
        // fails at once), which would starve the timer that kills connections.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const load = Array.from({ length: 8 }, client);
    for (let kill = 0; kill < 30; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await killConnections();
    }
    running = false;
    await Promise.all(load);

    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200]));
    expect(statuses.get(500) ?? 0).toBe(0);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(missingRetryAfter).toBe(0);

    // Connections can be made again: within a few tries (a connection killed last may still fail one
    // call before the pool notices), health and a database-backed call succeed.
    const eventually = async (url: string) => {
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await ctx.app.inject({ method: 'GET', url, headers: { host: 'aerovia.localhost' } })).statusCode;
      }
      return status;
    };
    expect(await eventually('/api/health')).toBe(200);
    expect(await eventually('/api/cms/pages/home/')).toBe(200);
  });
});

/**
 * A database that refuses connections (issue 28, defect 2): `ALTER DATABASE … ALLOW_CONNECTIONS false` and its
 * backends terminated, as a failover or an administrator does. Every new connection is refused with FATAL 55000
 * ("database … is not currently accepting connections"): every call that needs the database answers 503 with
 * Retry-After (never 500), an enrollment caught by it made nothing, and all is served again once connections are
 * allowed. The scratch database is this app's own (helper.ts), so no other test sees the refusal.
 */
describe.runIf(testEngine === 'postgres')('when PostgreSQL refuses connections', () => {
  let ctx: IdentityContext;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    ctx = await buildIdentityApp({ env: { RATE_LIMIT_MAX: '1000000' } });
    const result = await sql<{ name: string }>`select current_database() as name`.execute(ctx.database.db);
    databaseName = result.rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`).catch(() => {});
    await admin?.end();
    await ctx?.close();
  });

  const allowConnections = (allowed: boolean) =>
    admin.query(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS ${allowed ? 'true' : 'false'}`);
  const killConnections = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );

  it('answers 503 with Retry-After to every call while refused, never 500, then serves again', async () => {
    const member = await Browser.open(ctx.app);
    expect((await member.signIn(demo('card'))).statusCode).toBe(200);
    const joiner = await Browser.open(ctx.app);
    const form = {
      firstName: 'Noor',
      lastName: 'Vale',
      email: 'noor.refused@example.com',
      zipCode: '10001',
      partnerNumber: '7200000001',
      password: 'a table by the fire',
      passwordConfirm: 'a table by the fire',
      termsAccepted: true,
    };
    const solvedBeforeTheOutage = await joiner.captcha();

    const anonymous = (url: string) => () =>
      ctx.app.inject({ method: 'GET', url, headers: { host: 'aerovia.localhost' } });
    const calls = [
      anonymous('/api/health'),
      anonymous('/api/partner'),
      anonymous('/api/cms/pages/home/'),
      anonymous('/api/CSRF'),
      () => member.request('GET', '/api/Member'),
    ];
    const statuses = new Map<number, number>();
    let missingRetryAfter = 0;
    const record = (response: { statusCode: number; headers: Record<string, unknown> }) => {
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 503 && !response.headers['retry-after']) missingRetryAfter += 1;
    };
    let running = true;
    let answered = 0;
    const client = async (offset: number) => {
      for (let i = offset; running; i += 1) {
        record(await calls[i % calls.length]!());
        answered += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const load = Array.from({ length: 6 }, (_, n) => client(n));
    while (answered < 30) await new Promise((resolve) => setTimeout(resolve, 20));

    await allowConnections(false);
    // Backends that were connecting as the refusal began are caught by the next round.
    for (let round = 0; round < 10; round += 1) {
      await killConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // While refused, each call that needs the database: 503, Retry-After, the one error body.
    for (const call of calls) {
      const response = await call();
      record(response);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
    const enrollment = await joiner.request('POST', '/api/Members/Prospects', {
      ...form,
      gRecaptchaResponse: solvedBeforeTheOutage,
    });
    record(enrollment);
    expect(enrollment.statusCode).toBe(503);
    expect(enrollment.headers['retry-after']).toMatch(/^\d+$/);
    expect(enrollment.json()).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    running = false;
    await Promise.all(load);

    expect(statuses.get(500) ?? 0).toBe(0);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(missingRetryAfter).toBe(0);

    // Connections allowed again: the app serves by itself, and the enrollment's retry makes the account (the
    // refused try committed nothing: no connection could be made).
    await allowConnections(true);
    const eventually = async (url: string) => {
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await anonymous(url)()).statusCode;
      }
      return status;
    };
    expect(await eventually('/api/health')).toBe(200);
    expect(await eventually('/api/cms/pages/home/')).toBe(200);
    const retry = await joiner.request('POST', '/api/Members/Prospects', {
      ...form,
      gRecaptchaResponse: await joiner.captcha(),
    });
    expect(retry.statusCode).toBe(201);
    expect((await member.request('GET', '/api/Member')).statusCode).toBe(200);
  });
});

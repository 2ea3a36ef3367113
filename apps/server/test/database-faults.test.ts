import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine, type TestContext } from './helper';

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

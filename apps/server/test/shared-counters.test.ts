import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { migrationFiles } from '../src/db/migrate';
import { sweepCounters } from '../src/lib/http/rate-limit-store';
import { buildTestApp, realPartners, type TestContext } from './helper';

/**
 * Stateless instances (docs/decisions/0021): two apps on one database stand for two instances behind a
 * balancer. The rate-limit counters are rows of that database, so the limit counts both apps' hits; and
 * GET /api/ready tells a balancer whether the instance's migrations are all applied.
 */
const LIMIT = 4;
let first: TestContext;
let second: App;

beforeAll(async () => {
  // The counters in the database on either engine (PGlite would keep them in memory by default).
  first = await buildTestApp({ env: { RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_COUNTERS: 'database' } });
  second = await buildApp({ env: first.env, database: first.database, partners: realPartners() });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const call = (app: App, url: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url, remoteAddress, headers: { host: 'aerovia.localhost' } });

const counters = () =>
  sql<{ counter_key: string; hits: number }>`SELECT counter_key, hits FROM rate_limit_counters ORDER BY counter_key`
    .execute(first.database.db)
    .then((result) => result.rows);

describe('the rate-limit counters', () => {
  it('count the hits of every instance on the same database against one limit', async () => {
    const answers = [];
    for (let i = 0; i <= LIMIT; i += 1)
      answers.push(await call(i % 2 ? second : first.app, '/api/partners', '192.0.2.50'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0', '0']);
    expect(await counters()).toContainEqual({ counter_key: '192.0.2.50', hits: LIMIT + 1 });
  });

  it("keep a route's own limit apart from the API-wide count", async () => {
    const csrf = await call(second, '/api/CSRF', '192.0.2.51');
    const signIn = await first.app.inject({
      method: 'POST',
      url: '/api/SignIn',
      remoteAddress: '192.0.2.51',
      headers: {
        host: 'aerovia.localhost',
        cookie: csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        'x-xsrf-token': csrf.json<{ csrfToken: string }>().csrfToken,
      },
      payload: { userName: 'nobody@aerovia.example', password: 'wrong', rememberMe: false },
    });
    expect(signIn.statusCode).toBe(401);
    const rows = (await counters()).filter((row) => row.counter_key.endsWith('192.0.2.51'));
    // The sign-in counts under its own route only, not also against the API-wide limit.
    expect(rows).toEqual([
      { counter_key: '192.0.2.51', hits: 1 },
      { counter_key: 'POST/api/SignIn-192.0.2.51', hits: 1 },
    ]);
  });

  it('start a new window once the old one has ended, and the sweep deletes ended windows', async () => {
    for (let i = 0; i < LIMIT + 1; i += 1) await call(first.app, '/api/partners', '192.0.2.52');
    expect((await call(second, '/api/partners', '192.0.2.52')).statusCode).toBe(429);
    const endWindow = sql`UPDATE rate_limit_counters SET window_ends_at = now() - interval '1 second'
                          WHERE counter_key = '192.0.2.52'`;
    await endWindow.execute(first.database.db);
    const fresh = await call(second, '/api/partners', '192.0.2.52');
    expect([fresh.statusCode, fresh.headers['x-ratelimit-remaining']]).toEqual([200, String(LIMIT - 1)]);

    await endWindow.execute(first.database.db);
    await sweepCounters(first.database.db);
    expect((await counters()).map((row) => row.counter_key)).not.toContain('192.0.2.52');
  });
});

describe('GET /api/ready', () => {
  it('answers 200 with every migration applied, and is never rate-limited', async () => {
    const answers = [];
    for (let i = 0; i < LIMIT * 2; i += 1) answers.push(await call(first.app, '/api/ready', '192.0.2.60'));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(LIMIT * 2).fill(200));
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    expect(answers[0]!.json()).toEqual({
      status: 'ready',
      database: 'up',
      engine: first.database.engine,
      migrations: { applied: migrationFiles().length, pending: 0 },
    });
    expect((await counters()).map((row) => row.counter_key)).not.toContain('192.0.2.60');
  });

  it('answers 503 migrating while a migration this instance ships is not applied', async () => {
    const last = migrationFiles().at(-1)!;
    await sql`DELETE FROM schema_migrations WHERE name = ${last}`.execute(first.database.db);
    try {
      const answer = await call(second, '/api/ready', '192.0.2.61');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        status: 'migrating',
        database: 'up',
        migrations: { applied: migrationFiles().length - 1, pending: 1 },
      });
    } finally {
      await sql`INSERT INTO schema_migrations (name) VALUES (${last})`.execute(first.database.db);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/lib/database-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/errors';
import { buildTestApp, type TestContext } from './helper';

// A database that stops answering: health says so, and calls answer 503 with Retry-After (the
// database is out of reach, not broken: clients and load balancers try again), with the request id
// for the support team and nothing else.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.database.close();
});
afterAll(async () => ctx?.app.close());

describe('when the database is down', () => {
  it('health answers 503', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  });

  it('a content call answers 503 with Retry-After, without internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cms/pages/home/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const body = response.json();
    expect(body).toMatchObject({ code: 'UNAVAILABLE', error: 'Service Unavailable' });
    expect(body.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(body.requestId).toBeTruthy();
    expect(response.body).not.toMatch(/stack|\.ts:\d+|kysely|pglite|destroy/i);
  });
});

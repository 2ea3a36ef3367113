import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

// A database that stops answering: health says so and calls fail with a 500 that tells
// the user what to do and the support team the request id, and leaks nothing else.
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
  });

  it('a content call answers a 500 without internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cms/pages/home/' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ code: 'INTERNAL', error: 'Internal Server Error' });
    expect(body.message).toBe('Something went wrong on our side. Please refresh the page and try again.');
    expect(body.requestId).toBeTruthy();
    expect(response.body).not.toMatch(/stack|\.ts:\d+|kysely|pglite|destroy/i);
  });
});

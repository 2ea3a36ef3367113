import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

/** plugins/api-caching.ts: API answers are never kept by a cache unless their route asks for caching itself. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

const cacheControlOf = async (method: 'GET' | 'POST', url: string) =>
  (await ctx.app.inject({ method, url })).headers['cache-control'];

describe('Cache-Control of API answers', () => {
  it('is no-store for a route that sets none, a member call answered 401, and an unknown API path', async () => {
    expect(await cacheControlOf('GET', '/api/CSRF')).toBe('no-store');
    expect(await cacheControlOf('GET', '/api/Member')).toBe('no-store');
    expect(await cacheControlOf('GET', '/api/no-such-call')).toBe('no-store');
    expect(await cacheControlOf('POST', '/api/Login')).toBe('no-store');
  });

  it("keeps a route's own caching: the partner's logo is public for five minutes", async () => {
    expect(await cacheControlOf('GET', '/api/partner/logo.svg')).toBe('public, max-age=300');
  });

  it('leaves pages and static files to their own rules', async () => {
    expect(await cacheControlOf('GET', '/robots.txt')).toBe('public, max-age=3600');
  });
});

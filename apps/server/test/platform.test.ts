import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfSession, realPartners, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('health', () => {
  it('answers 200 with the engine when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('draining (SIGTERM, server.ts)', () => {
  it('health answers 503 draining while other calls are still served', async () => {
    const draining = await buildTestApp({ seed: false });
    try {
      expect((await draining.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      draining.app.drain();
      const health = await draining.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'draining', database: 'up' });
      expect((await draining.app.inject({ method: 'GET', url: '/api/partners' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('unknown API paths', () => {
  it('get a JSON 404 naming the path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/x' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
    expect(response.json().message).toContain('/api/x');
  });

  it('are rate-limited like every other route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
  });
});

describe('CSRF', () => {
  it('answers a token and sets an HttpOnly visitor cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/CSRF' });
    expect(response.statusCode).toBe(200);
    expect(response.json().csrfToken).toMatch(/^[\w-]{20,}$/);
    const visitor = response.cookies.find((c) => c.name === 'fp_vid');
    expect(visitor?.httpOnly).toBe(true);
  });

  it('refuses a mutating call without the X-XSRF-TOKEN header with a 403 JSON answer', async () => {
    const { cookie } = await csrfSession(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Impressions',
      headers: { cookie },
      payload: [],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_INVALID', error: 'Forbidden' });
  });

  it("refuses another visitor's token", async () => {
    const mine = await csrfSession(ctx.app);
    const theirs = await csrfSession(ctx.app);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/anything',
      headers: { cookie: mine.cookie, 'x-xsrf-token': theirs.token },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a mutating call with the matching token through to routing', async () => {
    const { cookie, token } = await csrfSession(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { cookie, 'x-xsrf-token': token },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 to a body that is not JSON', async () => {
    const { cookie, token } = await csrfSession(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Impressions',
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
      fields: [{ field: 'body', message: 'must be JSON without __proto__ or constructor.prototype keys' }],
    });
  });

  it('answers 400 naming the body to an object with a __proto__ key, which never reaches a handler', async () => {
    const { cookie, token } = await csrfSession(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Impressions',
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
      payload: '{"answers":{"__proto__":{"admin":true}}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_JSON',
      fields: [{ field: 'body', message: 'must be JSON without __proto__ or constructor.prototype keys' }],
    });
  });

  it('answers 413 to a body over 1 MB', async () => {
    const { cookie, token } = await csrfSession(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Impressions',
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify([{ pad: 'x'.repeat(1024 * 1024) }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 with the field to a malformed query value', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cms/pages/home/?page_size=lots' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'page_size' })]);
  });

  it('answers 4xx, never 500, to a badly encoded query string', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cms/pages/home/?page_size=%E0%A4%A&x=%' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers 404 JSON to an unknown partner code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/partner?partner=nosuchpartner' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_PARTNER' });
    expect(response.json().message).toContain('nosuchpartner');
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and forbids framing by other sites', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every response a request id header for support', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'x-request-id': 'support-ref-1234' },
    });
    expect(response.json().requestId).toBe('support-ref-1234');
  });
});

describe('web app', () => {
  it('answers any non-API path with the SPA document (history fallback)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/account/overview' });
    expect([200, 503]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('partners', () => {
  it('lists every partner code and name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/partners' });
    const { partners } = response.json() as { partners: Array<{ code: string; name: string }> };
    expect(partners.map((p) => p.code).sort()).toEqual(
      realPartners()
        .map((p) => p.code)
        .sort(),
    );
    expect(partners.length).toBeGreaterThanOrEqual(19);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfSession, type TestContext } from './helper';

// A built web app in a temp folder, so these tests do not depend on `npm run build`.
const dist = mkdtempSync(join(tmpdir(), 'forkpoint-dist-'));
const INDEX =
  '<!doctype html><html lang="en"><head><title>Forkpoint</title></head><body><div id="root"></div></body></html>';
const BIG_SCRIPT = `export const copy = ${JSON.stringify('a dining rewards app '.repeat(500))};`;

let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), BIG_SCRIPT);
  ctx = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each(['/', '/account/overview', '/merchants/123/Order', '/earn/vip-upgrade?x=1'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      // The page as built, plus the start-up data block and, on /, a preload (startup-data.test.ts).
      const built = response.body
        .replace(/<script type="application\/json" id="fp-startup-data">[^<]*<\/script>/, '')
        .replace(/<link rel="preload"[^>]*>/, '');
      expect(built).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with immutable caching and compresses them', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
  });

  it('answers a missing asset with a 404, not the app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('compresses large API answers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/cms/pages/earn_details/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a non-GET to a page path with a JSON 404', async () => {
    const { cookie, token } = await csrfSession(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/account',
      headers: { cookie, 'x-xsrf-token': token },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

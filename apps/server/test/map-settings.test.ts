import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

/** The search map's tile server (MAP_TILE_URL, docs/decisions/0016): its settings call and the CSP it opens. */

const TILE_URL = 'https://{s}.tiles.example.org/light/{z}/{x}/{y}{r}.png?key=k1';
const ATTRIBUTION = '© Example Maps <contributors>';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('without MAP_TILE_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false });
  });
  afterAll(async () => ctx?.close());

  it('tells the map to draw its offline basemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/map-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tiles: null });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it("keeps the strict CSP's images and connections to the app's own origin", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/search' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('with MAP_TILE_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false, env: { MAP_TILE_URL: TILE_URL, MAP_TILE_ATTRIBUTION: ATTRIBUTION } });
  });
  afterAll(async () => ctx?.close());

  it('gives the map the tile template and its attribution as configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/map-settings?partner=greyfen' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tiles: { url: TILE_URL, attribution: ATTRIBUTION } });
  });

  it('adds the tile server to img-src on every page and call, and nothing else', async () => {
    for (const url of ['/search', '/', '/api/map-settings', '/api/partner']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
      // Raster tiles are images: connections, scripts and frames stay the app's own.
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
    }
  });
});

describe('a tile server on a plain origin', () => {
  it('is admitted by its origin, port included', async () => {
    const ctx = await buildTestApp({
      seed: false,
      env: { MAP_TILE_URL: 'http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Local tiles' },
    });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/search' });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4100']);
    } finally {
      await ctx.close();
    }
  });
});

describe('a bad tile setting', () => {
  it('stops start-up with a message naming the variable', async () => {
    await expect(
      buildTestApp({ seed: false, env: { MAP_TILE_URL: 'https://tiles.example.org/{zoom}/{x}/{y}.png' } }),
    ).rejects.toThrow(/MAP_TILE_URL: has unknown placeholder \{zoom\}[\s\S]*MAP_TILE_ATTRIBUTION: is required/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, homeHeroUrl, IMAGE_TRANSFORM_WIDTHS } from '@forkpoint/shared';
import { buildTestApp, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(async () => ctx?.close());

describe('GET /api/DefaultUserLocation', () => {
  it('answers the configured default point', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/DefaultUserLocation' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ latitude: 40.7577, longitude: -73.9857 });
    expect(response.json()).toEqual(DEFAULT_LOCATION);
  });
});

describe('GET /api/images/merchants/{imageId}', () => {
  const image = (id: string, w?: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/images/merchants/${id}${w ? `?w=${w}` : ''}`, headers });

  it('draws an SVG at each transform width, 3:2', async () => {
    for (const width of IMAGE_TRANSFORM_WIDTHS) {
      const response = await image('m42-0', width);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${Math.round((width * 2) / 3)}"`));
    }
  });

  it('draws the same picture for the same id, and a different one for another id', async () => {
    const first = (await image('m42-0', 500)).body;
    expect((await image('m42-0', 500)).body).toBe(first);
    expect((await image('m43-0', 500)).body).not.toBe(first);
  });

  it('draws a menu card for menu image ids', async () => {
    const menu = (await image('m42-menu-0', 600)).body;
    expect(menu).toContain('#fbf6ea');
    expect(menu).not.toBe((await image('m42-0', 600)).body);
  });

  it('is cached for a year and answers 304 to a matching If-None-Match', async () => {
    const response = await image('m42-0', 200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    expect((await image('m42-0', 200, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await image('m42-0', 600, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('defaults to the widest transform', async () => {
    expect((await image('m42-0')).body).toMatch(/width="600"/);
  });
});

describe('GET /api/images/home-hero', () => {
  const colors = {
    primary: '#0b3d91',
    onPrimary: '#ffffff',
    secondary: '#f5b700',
    onSecondary: '#1a1a1a',
    accent: '#e4572e',
  };

  it("draws the home banner's illustration in the colours it names, cached for a year", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: homeHeroUrl(colors) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('#f5b700');
    const etag = String(response.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: homeHeroUrl(colors), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 400 to a colour that is not six hex digits', async () => {
    const url = homeHeroUrl(colors).replace('f5b700', 'gold');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(400);
  });
});

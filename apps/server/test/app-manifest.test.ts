import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(async () => ctx?.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the web manifest of each partner', () => {
  it('names the program, its colours and its icons, as a manifest', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest?partner=aerovia' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'AeroVia Dining Rewards',
      short_name: 'AeroVia Airlines',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b3d91',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('differs per partner: one deployment, a manifest each', async () => {
    const other = (await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest?partner=altavela' })).json();
    expect(other.name).not.toBe('AeroVia Dining Rewards');
    expect(other.short_name).toBe('Altavela Airways');
  });
});

describe('the app icons drawn from the partner logo', () => {
  it.each([180, 192, 512])('answers a %i px PNG', async (size) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/partner/app-icon-${size}.png?partner=aerovia` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(response.rawPayload)).toEqual({ width: size, height: size });
  });

  it('draws each partner its own icon', async () => {
    const icon = async (code: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/partner/app-icon-192.png?partner=${code}` })).rawPayload;
    expect((await icon('aerovia')).equals(await icon('kitefund'))).toBe(false);
  });

  it('refuses sizes it does not draw', async () => {
    for (const size of ['64', '5000', 'big']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/partner/app-icon-${size}.png?partner=aerovia`,
      });
      expect(response.statusCode, size).toBe(400);
    }
  });
});

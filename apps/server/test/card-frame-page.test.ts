import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FRAME_CSP } from '../src/modules/card-frame/routes';
import { buildTestApp, type TestContext } from './helper';

const STRICT =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
const FRAME = '<!doctype html><html lang="en"><head><title>Card number</title></head><body><main></main></body></html>';
const INDEX =
  '<!doctype html><html lang="en"><head><title>Forkpoint</title></head><body><div id="root"></div></body></html>';

const dist = mkdtempSync(join(tmpdir(), 'forkpoint-frame-dist-'));
const unbuilt = mkdtempSync(join(tmpdir(), 'forkpoint-frame-unbuilt-'));
let ctx: TestContext;
let bare: TestContext;
beforeAll(async () => {
  mkdirSync(join(dist, 'card-frame'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'card-frame', 'index.html'), FRAME);
  ctx = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: dist } });
  bare = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: unbuilt } });
});
afterAll(async () => {
  await ctx?.close();
  await bare?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(unbuilt, { recursive: true, force: true });
});

describe('the secure card-entry frame document', () => {
  it('has the strict policy: nothing but its own script, style and same-origin calls, framed only by this origin', () => {
    expect(CARD_FRAME_CSP).toBe(STRICT);
  });

  it.each(['/card-frame/', '/card-frame', '/card-frame/?v=1'])(
    'answers %s with the frame under its own strict CSP',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FRAME);
      expect(response.headers['content-security-policy']).toBe(STRICT);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the static copy of the frame file under the same strict CSP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/card-frame/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(STRICT);
  });

  it('forbids framing by other sites', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/card-frame/' });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('leaves the app pages under the app policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/account/manage_cards' });
    // The app's page: the built index with the start-up data block (decision 0028), not the frame.
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="fp-startup-data"');
    expect(response.headers['content-security-policy']).not.toBe(STRICT);
    expect(response.headers['content-security-policy']).toContain("frame-src 'self'");
  });

  it('answers 503 under the strict CSP when the web app is not built', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/card-frame/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-security-policy']).toBe(STRICT);
  });
});

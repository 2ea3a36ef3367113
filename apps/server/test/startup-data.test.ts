import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_NAMES } from '@forkpoint/shared';
import { homeHeroUrl } from '@forkpoint/shared/contracts/home-hero';
import { STARTUP_DATA_ELEMENT_ID, type StartupData } from '@forkpoint/shared/contracts/startup-data';
import { buildTestApp, type TestContext } from './helper';

/**
 * The start-up data written into every page (docs/decisions/0028-embedded-start-up-data.md): the same answers
 * as the calls it stands in for, per partner host, published copy only, safe inside its script element, and
 * rebuilt when the published copy changes.
 */

const dist = mkdtempSync(join(tmpdir(), 'forkpoint-startup-data-'));
const INDEX =
  '<!doctype html><html lang="en"><head><title>Forkpoint</title></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), INDEX);
  ctx = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const BLOCK = new RegExp(`<script type="application/json" id="${STARTUP_DATA_ELEMENT_ID}">([^<]*)</script>`);

async function page(host: string, path = '/') {
  const response = await ctx.app.inject({ method: 'GET', url: path, headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The page's block, parsed; fails when the page has none. */
async function startupData(host: string, path = '/'): Promise<StartupData> {
  const match = BLOCK.exec(await page(host, path));
  expect(match, 'the page carries the start-up data block').not.toBeNull();
  return JSON.parse(match![1]!) as StartupData;
}

const api = async (host: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });

async function publish(partnerCode: string, contentName: string, slug: string, fields: Record<string, unknown>) {
  await ctx.database.db
    .insertInto('content_entries')
    .values({
      partner_code: partnerCode,
      content_type: 'pages',
      content_name: contentName,
      slug,
      status: 'published',
      position: 999,
      fields: JSON.stringify(fields),
    })
    .execute();
}

describe('the start-up data in the served page', () => {
  it('answers what GET /api/partner, /api/feature-flags, /api/app-status and every content group answer', async () => {
    const host = 'aerovia.localhost';
    const data = await startupData(host, '/search?location=Chicago');
    expect(data.format).toBe(1);
    expect(Math.abs(Date.now() - data.generatedAt)).toBeLessThan(60_000);
    expect(data.partner).toEqual((await api(host, '/api/partner')).json());
    expect(data.featureFlags).toEqual((await api(host, '/api/feature-flags')).json());
    expect(data.appStatus).toEqual((await api(host, '/api/app-status')).json());
    expect(data.content).toMatchObject({ cmsRoute: '/api/cms', contentType: 'pages' });
    for (const name of CONTENT_NAMES) {
      const response = await api(host, `/api/cms/pages/${encodeURIComponent(name)}/?page_size=100`);
      const expected = response.statusCode === 404 ? [] : (response.json() as { data: unknown[] }).data;
      expect(data.content?.groups[name], name).toEqual(expected);
    }
    // The page as built is kept around the block.
    const body = await page(host, '/login');
    expect(body.startsWith('<!doctype html><html lang="en"><head><title>Forkpoint</title></head><body>')).toBe(true);
    expect(body.endsWith(`</script></body></html>`)).toBe(true);
  });

  it("carries each host's own partner and copy, never another's", async () => {
    await publish('brambleway', 'home', 'brambleway-only-probe', { title: 'Only for Brambleway' });
    const bramble = await startupData('brambleway.localhost');
    expect(bramble.partner.code).toBe('brambleway');
    expect(JSON.stringify(bramble)).toContain('Only for Brambleway');
    const aerovia = await startupData('aerovia.localhost');
    expect(aerovia.partner.code).toBe('aerovia');
    expect(JSON.stringify(aerovia)).not.toContain('Only for Brambleway');
    expect(aerovia.partner.terms).not.toEqual(bramble.partner.terms);
  });

  it('keeps markup and line separators in the copy from ending the element, and reads back exactly', async () => {
    const hostile = {
      title: '</script><script>alert(1)</script> & <!-- a comment -->',
      page_text: 'line\u2028separator\u2029paragraph </SCRIPT > done',
    };
    await publish('aerovia', 'home', 'markup-probe', hostile);
    const body = await page('aerovia.localhost');
    // One script element: the block, closed once, with no markup character inside it.
    expect(body.match(/<script/gi)).toHaveLength(1);
    expect(body.match(/<\/script/gi)).toHaveLength(1);
    const text = BLOCK.exec(body)![1]!;
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const data = JSON.parse(text) as StartupData;
    expect(data.content?.groups.home.find((entry) => entry.slug === 'markup-probe')?.fields).toEqual(hostile);
  });

  it('never embeds drafts, and embeds no copy for a partner whose cmsPreview asks for drafts', async () => {
    await ctx.database.db
      .insertInto('content_entries')
      .values({
        partner_code: 'aerovia',
        content_type: 'pages',
        content_name: 'sidebar',
        slug: 'draft-probe',
        status: 'draft',
        position: 0,
        fields: JSON.stringify({ title: 'An unpublished draft' }),
      })
      .execute();
    expect(await page('aerovia.localhost')).not.toContain('An unpublished draft');
    const previewPartner = ctx.app.partners.list().find((partner) => partner.cmsPreview);
    expect(previewPartner, 'a partner data file with cmsPreview on').toBeDefined();
    const data = await startupData(`${previewPartner!.code}.localhost`);
    expect(data.partner.code).toBe(previewPartner!.code);
    expect(data.content).toBeUndefined();
  });

  it('shows a newly published entry on the next page, and a republished one', async () => {
    const host = 'aerovia.localhost';
    await startupData(host);
    await publish('aerovia', 'earn_details', 'fresh-probe', { title: 'Published just now' });
    const after = await startupData(host);
    expect(after.content?.groups.earn_details.find((e) => e.slug === 'fresh-probe')?.fields).toEqual({
      title: 'Published just now',
    });
    await ctx.database.db
      .updateTable('content_entries')
      .set({ fields: JSON.stringify({ title: 'Published again' }), version: 2 })
      .where('partner_code', '=', 'aerovia')
      .where('slug', '=', 'fresh-probe')
      .execute();
    const again = await startupData(host);
    expect(again.content?.groups.earn_details.find((e) => e.slug === 'fresh-probe')?.fields).toEqual({
      title: 'Published again',
    });
  });

  it('reads the app status on every page, so maintenance reaches the next load', async () => {
    ctx.app.appStatus.setMaintenance(true);
    try {
      expect((await startupData('aerovia.localhost')).appStatus.maintenance).toBe(true);
    } finally {
      ctx.app.appStatus.setMaintenance(false);
    }
    expect((await startupData('aerovia.localhost')).appStatus.maintenance).toBe(false);
  });

  it('is compressed, and left out of answers that are not pages (a favicon asked of the fallback)', async () => {
    const plain = await page('aerovia.localhost');
    for (const [encoding, unzip] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'aerovia.localhost', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.rawPayload.length).toBeLessThan(plain.length / 3);
      expect(unzip(response.rawPayload).toString('utf8')).toMatch(BLOCK);
    }
    const favicon = await ctx.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { host: 'aerovia.localhost', 'sec-fetch-dest': 'image' },
    });
    expect(favicon.body).toBe(INDEX);
    const navigation = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'aerovia.localhost', 'sec-fetch-dest': 'document' },
    });
    expect(navigation.body).toMatch(BLOCK);
  });

  it("preloads the home banner's illustration on the home page only, in its head", async () => {
    const partner = (await api('aerovia.localhost', '/api/partner')).json() as StartupData['partner'];
    const home = await page('aerovia.localhost', '/?ref=mail');
    const preload = `<link rel="preload" as="image" href="${homeHeroUrl(partner.theme.colors).replaceAll('&', '&amp;')}" fetchpriority="high"></head>`;
    expect(home).toContain(preload);
    expect(await page('aerovia.localhost', '/search')).not.toContain('rel="preload"');
  });

  it('leaves the CSP as it was: scripts from this origin only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });
});

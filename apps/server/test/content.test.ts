import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_NAMES } from '@forkpoint/shared';
import { buildTestApp, realPartners, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const contentUrl = (name: string, query = '') =>
  `/api/cms/pages/${encodeURIComponent(name).replace('%2A', '*')}/?page_size=100${query}`;

describe('GET /api/cms/{contentType}/{contentName}/', () => {
  it('answers every content group for every partner', async () => {
    for (const partner of realPartners()) {
      for (const name of CONTENT_NAMES) {
        const response = await ctx.app.inject({ method: 'GET', url: contentUrl(name, `&partner=${partner.code}`) });
        expect(response.statusCode, `${partner.code} ${name}`).toBe(200);
        const { data } = response.json() as { data: Array<{ slug: string; fields: object }> };
        expect(data.length, `${partner.code} ${name}`).toBeGreaterThan(0);
        for (const entry of data) expect(entry).toEqual({ slug: expect.any(String), fields: expect.any(Object) });
      }
    }
  });

  it('answers the global group with the earn, footer and navbar slugs', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: contentUrl('*') })).json() as {
      data: Array<{ slug: string }>;
    };
    expect(data.map((e) => e.slug)).toEqual(expect.arrayContaining(['earn', 'footer', 'navbar']));
  });

  it('answers 404 "Not Found" for an unknown content name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: contentUrl('no_such_group') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('answers 400 for a content name with characters outside the allowed set', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cms/pages/..%2Fsecrets/' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('contentName');
  });

  it('honours page_size', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/cms/pages/*/?page_size=1' })).json() as {
      data: unknown[];
    };
    expect(data).toHaveLength(1);
  });

  it("never answers another partner's entries", async () => {
    const [first, second] = realPartners();
    await ctx.database.db
      .insertInto('content_entries')
      .values({
        partner_code: first!.code,
        content_type: 'pages',
        content_name: 'isolation_probe',
        slug: 'only-mine',
        status: 'published',
        position: 0,
        fields: JSON.stringify({ text: 'first partner only' }),
      })
      .execute();
    const mine = await ctx.app.inject({ method: 'GET', url: contentUrl('isolation_probe', `&partner=${first!.code}`) });
    expect(mine.statusCode).toBe(200);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: contentUrl('isolation_probe', `&partner=${second!.code}`),
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('drafts and preview', () => {
  const previewPartner = () => realPartners().find((p) => p.cmsPreview)!;
  const plainPartner = () => realPartners().find((p) => !p.cmsPreview)!;

  beforeAll(async () => {
    for (const partner of [previewPartner(), plainPartner()]) {
      await ctx.database.db
        .insertInto('content_entries')
        .values([
          {
            partner_code: partner.code,
            content_type: 'pages',
            content_name: 'preview_probe',
            slug: 'a',
            status: 'published',
            position: 0,
            fields: JSON.stringify({ text: 'live' }),
          },
          {
            partner_code: partner.code,
            content_type: 'pages',
            content_name: 'preview_probe',
            slug: 'a',
            status: 'draft',
            position: 0,
            fields: JSON.stringify({ text: 'draft' }),
          },
          {
            partner_code: partner.code,
            content_type: 'pages',
            content_name: 'preview_probe',
            slug: 'b',
            status: 'draft',
            position: 1,
            fields: JSON.stringify({ text: 'new draft' }),
          },
        ])
        .execute();
    }
  });

  it('answers only published entries without preview', async () => {
    const { data } = (
      await ctx.app.inject({ method: 'GET', url: contentUrl('preview_probe', `&partner=${previewPartner().code}`) })
    ).json();
    expect(data).toEqual([{ slug: 'a', fields: { text: 'live' } }]);
  });

  // Drafts go only to a content editor's staff session (decision 0025; test/support-content.test.ts).
  it('answers only published entries to preview=1 without a content editor, whatever the partner cmsPreview', async () => {
    for (const partner of [previewPartner(), plainPartner()]) {
      const { data } = (
        await ctx.app.inject({ method: 'GET', url: contentUrl('preview_probe', `&preview=1&partner=${partner.code}`) })
      ).json();
      expect(data, partner.code).toEqual([{ slug: 'a', fields: { text: 'live' } }]);
    }
  });
});

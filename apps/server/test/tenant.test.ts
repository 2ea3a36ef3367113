import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, realPartners, type TestContext } from './helper';

let ctx: TestContext;
let production: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  production = await buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) } });
});
afterAll(async () => {
  await ctx?.close();
  await production?.close();
});

const other = () => realPartners().find((p) => p.code !== 'aerovia')!;

async function partnerCode(context: TestContext, url: string, headers: Record<string, string> = {}) {
  const response = await context.app.inject({ method: 'GET', url, headers });
  return { code: (response.json() as { code: string }).code, response };
}

describe('partner resolution', () => {
  it('falls back to DEFAULT_PARTNER', async () => {
    expect((await partnerCode(ctx, '/api/partner')).code).toBe('aerovia');
  });

  it('resolves <code>.localhost from the host, any port', async () => {
    const target = other();
    expect((await partnerCode(ctx, '/api/partner', { host: `${target.code}.localhost:3000` })).code).toBe(target.code);
  });

  it('resolves a configured partner domain', async () => {
    const withDomain = realPartners().find((p) => p.domains.length > 0);
    if (!withDomain) return expect(realPartners().every((p) => p.domains.length === 0)).toBe(true);
    expect((await partnerCode(ctx, '/api/partner', { host: withDomain.domains[0]! })).code).toBe(withDomain.code);
  });

  it('takes ?partner= outside production and remembers it in a cookie', async () => {
    const target = other();
    const first = await partnerCode(ctx, `/api/partner?partner=${target.code}`);
    expect(first.code).toBe(target.code);
    const cookie = first.response.cookies.find((c) => c.name === 'fp_partner');
    expect(cookie?.value).toBe(target.code);
    expect((await partnerCode(ctx, '/api/partner', { cookie: `fp_partner=${target.code}` })).code).toBe(target.code);
  });

  it('ignores <code>.localhost in production, where only configured domains name a partner', async () => {
    const target = other();
    expect((await partnerCode(production, '/api/partner', { host: `${target.code}.localhost` })).code).toBe('aerovia');
  });

  it('ignores ?partner= and the cookie in production', async () => {
    const target = other();
    expect((await partnerCode(production, `/api/partner?partner=${target.code}`)).code).toBe('aerovia');
    expect((await partnerCode(production, '/api/partner', { cookie: `fp_partner=${target.code}` })).code).toBe(
      'aerovia',
    );
  });

  it('sends HSTS in production only', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('GET /api/partner', () => {
  it("answers the partner's settings, terms and theme with a logo URL but no server-only fields", async () => {
    const { response } = await partnerCode(ctx, '/api/partner');
    const body = response.json();
    expect(body).toMatchObject({ code: 'aerovia', currencyType: 'Mile', theme: { logoUrl: '/api/partner/logo.svg' } });
    expect(body.terms.currencyPlural).toBeTruthy();
    expect(body).not.toHaveProperty('domains');
  });

  it("serves the resolved partner's SVG logo", async () => {
    const target = other();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/partner/logo.svg?partner=${target.code}` });
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.body).toContain('<svg');
  });
});

describe('GET /api/feature-flags', () => {
  it("answers authFlags, filters and partnerFeatureFlags from each partner's settings", async () => {
    for (const partner of realPartners()) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/feature-flags?partner=${partner.code}` });
      const body = response.json();
      expect(body.authFlags.enrollmentType).toBe(partner.enrollmentType);
      expect(body.authFlags.hasPPN).toBe(partner.hasPPN);
      expect(body.filters.priceRange).toEqual(partner.searchFilters.priceRange);
      expect(body.partnerFeatureFlags.hasDiscoverPage).toBe(partner.hasDiscoverPage);
      expect(body.partnerFeatureFlags.merchantFavoritesEnabled).toBe(partner.merchantFavoritesEnabled);
    }
  });
});

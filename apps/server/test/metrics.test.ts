import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CATALOG_CSV_HEADER, CATALOG_IMPORT_PATH, type CatalogImportReport } from '@forkpoint/shared/contracts/catalog';
import type { FeedImportReport } from '@forkpoint/shared/contracts/transaction-feed';
import { loadEnv } from '../src/config/env';
import { signFeed } from '../src/lib/feed-signature';
import { buildTestApp, type TestContext } from './helper';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { FEED_SECRET, postFeed } from './rewards-helper';

/**
 * GET /metrics (plugins/metrics.ts, docs/deploy.md "Metrics"): Prometheus text for the bearer of METRICS_TOKEN, and
 * to anyone else the 404 of a path that does not exist. Counts are compared before and after what the test does,
 * never against a clock.
 */
const TOKEN = 'metrics-test-token-of-at-least-32-characters';
const CATALOG_SECRET = 'catalog-test-secret-of-32-characters!!';

/** The 404 body of an unknown path, less its request id. */
const notFound = (method: string, path: string) => ({
  statusCode: 404,
  code: 'NOT_FOUND',
  error: 'Not Found',
  message: `No route for ${method} ${path}.`,
});

function scrape(ctx: TestContext, authorization: string | null = `Bearer ${TOKEN}`, host = 'aerovia.localhost') {
  return ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { host, ...(authorization === null ? {} : { authorization }) },
  });
}

/** The value of the sample `name` whose labels include `labels` (0 when there is none yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false });
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('answers 404 as an unknown path does, whatever token is sent', async () => {
    for (const authorization of [null, `Bearer ${TOKEN}`, 'Bearer ']) {
      const response = await scrape(ctx, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(notFound('GET', '/metrics'));
    }
    const unknown = await ctx.app.inject({ method: 'POST', url: '/metrics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject(notFound('POST', '/metrics'));
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: IdentityContext;
  beforeAll(async () => {
    ctx = await buildIdentityApp({
      env: { METRICS_TOKEN: TOKEN, PROCESSOR_SIGNING_SECRET: FEED_SECRET, CATALOG_SIGNING_SECRET: CATALOG_SECRET },
    });
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('answers 404 to a wrong token, another scheme or no Authorization header', async () => {
    for (const authorization of [null, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(ctx, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject(notFound('GET', '/metrics'));
    }
  });

  it('answers Prometheus text to the token on any host, one naming a partner or none', async () => {
    for (const host of ['aerovia.localhost', 'metrics.internal.example', '10.0.0.7:3000']) {
      const response = await scrape(ctx, `Bearer ${TOKEN}`, host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE forkpoint_http_requests_total counter');
      // Node's own metrics, under the same prefix.
      expect(response.body).toContain('forkpoint_process_cpu_user_seconds_total');
    }
  });

  it('counts calls by their route pattern, never the URL with its ids', async () => {
    const labels = { route: '/api/v2/Merchants/:id', method: 'GET' };
    const before = (await scrape(ctx)).body;
    const call = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/Merchants/no-such-merchant-4711',
      headers: { host: 'aerovia.localhost' },
    });
    const after = (await scrape(ctx)).body;
    const status_code = String(call.statusCode);
    expect(sample(after, 'forkpoint_http_requests_total', { ...labels, status_code })).toBe(
      sample(before, 'forkpoint_http_requests_total', { ...labels, status_code }) + 1,
    );
    expect(sample(after, 'forkpoint_http_request_duration_seconds_count', { ...labels, status_code })).toBeGreaterThan(
      0,
    );
    expect(after).not.toContain('no-such-merchant-4711');
  });

  it('counts calls no route matched under one label', async () => {
    const labels = { route: 'unmatched', method: 'GET', status_code: '404' };
    const before = sample((await scrape(ctx)).body, 'forkpoint_http_requests_total', labels);
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-call/4711' });
    const after = (await scrape(ctx)).body;
    expect(sample(after, 'forkpoint_http_requests_total', labels)).toBe(before + 1);
    expect(after).not.toContain('no-such-call');
  });

  it('reports the database pool, the outbox queue and the active sessions', async () => {
    const before = (await scrape(ctx)).body;
    expect(sample(before, 'forkpoint_db_pool_connections', { pool: 'main' })).toBeGreaterThanOrEqual(1);
    expect(before).toContain('# TYPE forkpoint_db_query_errors_total counter');
    // No SMTP in tests: every mail is its outbox row, so none waits for a mail server.
    expect(before).toMatch(/^forkpoint_outbox_waiting_messages 0$/m);
    expect(before).toMatch(/^forkpoint_active_sessions \d+$/m);

    const browser = await Browser.open(ctx.app);
    expect((await browser.signIn(demo('card'))).statusCode).toBe(200);
    const after = (await scrape(ctx)).body;
    expect(sample(after, 'forkpoint_active_sessions')).toBe(sample(before, 'forkpoint_active_sessions') + 1);
  });

  it('counts failed queries', async () => {
    const before = sample((await scrape(ctx)).body, 'forkpoint_db_query_errors_total');
    await expect(sql`SELECT * FROM no_such_table`.execute(ctx.database.db)).rejects.toThrow(/no_such_table/);
    expect(sample((await scrape(ctx)).body, 'forkpoint_db_query_errors_total')).toBe(before + 1);
  });

  it('counts the rows of a catalog import, accepted and refused', async () => {
    const rows = [
      ['metrics-001', 'Metric Grill', '1 Main St', 'Ely', 'NV', '89301'],
      ['metrics-002', '', '2 Main St', 'Ely', 'NV', '89301'],
    ].map(([source_id, name, street, city, state, zip]) =>
      CATALOG_CSV_HEADER.map(
        (column) =>
          ({ source_id, name, street, city, state, zip, programs: 'aerovia', price_range: '2' })[
            column as 'source_id'
          ] ?? '',
      ).join(','),
    );
    const body = [CATALOG_CSV_HEADER.join(','), ...rows].join('\n');
    const before = (await scrape(ctx)).body;
    const response = await ctx.app.inject({
      method: 'POST',
      url: CATALOG_IMPORT_PATH,
      headers: {
        'content-type': 'text/csv',
        'x-forkpoint-signature': signFeed(CATALOG_SECRET, body, Math.floor(ctx.clock.now().getTime() / 1000)),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const { counts } = response.json<CatalogImportReport>();
    expect(counts.refused).toBe(1);
    const after = (await scrape(ctx)).body;
    const rowsOf = (text: string, outcome: string) =>
      sample(text, 'forkpoint_import_rows_total', { import: 'catalog', outcome });
    expect(rowsOf(after, 'accepted')).toBe(
      rowsOf(before, 'accepted') + counts.added + counts.changed + counts.unchanged,
    );
    expect(rowsOf(after, 'refused')).toBe(rowsOf(before, 'refused') + 1);
    expect(sample(after, 'forkpoint_imports_total', { import: 'catalog', outcome: 'done' })).toBe(
      sample(before, 'forkpoint_imports_total', { import: 'catalog', outcome: 'done' }) + 1,
    );
    expect(sample(after, 'forkpoint_import_duration_seconds_count', { import: 'catalog' })).toBe(
      sample(before, 'forkpoint_import_duration_seconds_count', { import: 'catalog' }) + 1,
    );
  });

  it('counts the rows of a feed import as its report does', async () => {
    const before = (await scrape(ctx)).body;
    const response = await postFeed(ctx, [
      ['metrics-tx-1', 'settlement', '4111111111111111', 'unknown-merchant', 1250, '2030-06-01T11:00:00Z'],
      ['metrics-tx-2', 'settlement', 'not-a-card', 'unknown-merchant', -5, 'yesterday'],
    ]);
    const report = response.json<FeedImportReport>();
    expect(report.rejected).toBeGreaterThan(0);
    const after = (await scrape(ctx)).body;
    const rowsOf = (text: string, outcome: string) =>
      sample(text, 'forkpoint_import_rows_total', { import: 'feed', outcome });
    expect(rowsOf(after, 'accepted')).toBe(rowsOf(before, 'accepted') + report.applied);
    expect(rowsOf(after, 'refused')).toBe(rowsOf(before, 'refused') + report.rejected);
    expect(rowsOf(after, 'duplicate')).toBe(rowsOf(before, 'duplicate') + report.duplicates);
  });
});

describe('GET /metrics and the rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '2' } });
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('counts the calls the rate limit refused, and is itself never refused to the token', async () => {
    const call = () => ctx.app.inject({ method: 'GET', url: '/api/CSRF', remoteAddress: '192.0.2.9' });
    const statuses = [(await call()).statusCode, (await call()).statusCode, (await call()).statusCode];
    expect(statuses).toEqual([200, 200, 429]);
    for (let scrapes = 0; scrapes < 3; scrapes += 1) expect((await scrape(ctx)).statusCode).toBe(200);
    const text = (await scrape(ctx)).body;
    expect(sample(text, 'forkpoint_rate_limit_refusals_total', { route: '/api/CSRF' })).toBe(1);
    expect(sample(text, 'forkpoint_http_requests_total', { route: '/api/CSRF', status_code: '429' })).toBe(1);
  });
});

describe('GET /metrics beside the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'forkpoint-metrics-dist-'));
  let ctx: TestContext;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
    ctx = await buildTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN, WEB_DIST_DIR: dist } });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is not taken by the history fallback, and counts the built files under one label', async () => {
    expect((await scrape(ctx, 'Bearer wrong-token')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/account/overview' })).statusCode).toBe(200);
    const text = (await scrape(ctx)).body;
    expect(sample(text, 'forkpoint_http_requests_total', { route: 'static files', status_code: '200' })).toBe(1);
    expect(sample(text, 'forkpoint_http_requests_total', { route: 'unmatched', status_code: '200' })).toBe(1);
    expect(text).not.toContain('index-abc123');
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused shorter than 32 characters, as the other secrets are', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadEnv({ NODE_ENV: 'production', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    // Compose passes an unset variable as empty: that is no token, not a short one.
    expect(loadEnv({ NODE_ENV: 'test', METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});

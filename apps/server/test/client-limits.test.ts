import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

/**
 * The per-address limit: it guards the API, never health, the SPA shell or static files; and behind
 * a proxy the address it counts is the one the trusted proxies saw, not what a client wrote at the
 * left of X-Forwarded-For.
 */
const dist = mkdtempSync(join(tmpdir(), 'forkpoint-limits-'));
const LIMIT = 3;
let direct: TestContext;
let oneHop: TestContext;
let proxyList: TestContext;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Forkpoint</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'export {};');
  const env = { RATE_LIMIT_MAX: String(LIMIT), WEB_DIST_DIR: dist };
  direct = await buildTestApp({ seed: false, env });
  oneHop = await buildTestApp({ seed: false, env: { ...env, TRUST_PROXY: '1' } });
  proxyList = await buildTestApp({ seed: false, env: { ...env, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' } });
});
afterAll(async () => {
  await Promise.all([direct, oneHop, proxyList].map((ctx) => ctx?.close()));
  rmSync(dist, { recursive: true, force: true });
});

const statuses = async (
  ctx: TestContext,
  url: string,
  times: number,
  headers = () => ({}),
  remoteAddress = '192.0.2.1',
) => {
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1) {
    answers.push((await ctx.app.inject({ method: 'GET', url, remoteAddress, headers: headers() })).statusCode);
  }
  return answers;
};

describe('the per-address limit', () => {
  it('never turns health away', async () => {
    expect(await statuses(direct, '/api/health', LIMIT * 4, undefined, '192.0.2.10')).toEqual(
      Array(LIMIT * 4).fill(200),
    );
  });

  it('does not count the SPA shell or static files', async () => {
    const pages = await statuses(direct, '/search', LIMIT * 2, undefined, '192.0.2.11');
    const assets = await statuses(direct, '/assets/app-1.js', LIMIT * 2, undefined, '192.0.2.11');
    expect([...pages, ...assets]).toEqual(Array(LIMIT * 4).fill(200));
    // The API limit of that address is untouched by the page loads.
    expect(await statuses(direct, '/api/partners', LIMIT + 1, undefined, '192.0.2.11')).toEqual([200, 200, 200, 429]);
  });
});

describe('TRUST_PROXY', () => {
  let spoof = 0;
  const forwardedFor = (client: string) => () => ({ 'x-forwarded-for': `198.51.100.${++spoof}, ${client}` });

  it('with a hop count, counts the address the proxy saw however the client fills the header', async () => {
    const answers = await statuses(oneHop, '/api/partners', LIMIT + 1, forwardedFor('203.0.113.7'), '10.0.0.5');
    expect(answers).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy has its own count.
    expect(await statuses(oneHop, '/api/partners', 1, forwardedFor('203.0.113.8'), '10.0.0.5')).toEqual([200]);
  });

  it('with proxy addresses, trusts the header only from those proxies', async () => {
    const viaProxy = await statuses(proxyList, '/api/partners', LIMIT + 1, forwardedFor('203.0.113.9'), '10.1.2.3');
    expect(viaProxy).toEqual([200, 200, 200, 429]);
    // A client that connects directly cannot pose as someone else: its own address is counted.
    const directClient = await statuses(
      proxyList,
      '/api/partners',
      LIMIT + 1,
      forwardedFor('203.0.113.10'),
      '192.0.2.50',
    );
    expect(directClient).toEqual([200, 200, 200, 429]);
  });
});

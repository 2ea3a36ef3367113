import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(async () => ctx?.close());

const robots = (host: string) => ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });

describe('GET /robots.txt', () => {
  it('answers a robots file, not the web app, on a partner host', async () => {
    const response = await robots('dining.aerovia.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        '# AeroVia Dining Rewards',
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /card-frame/',
        'Disallow: /support',
        '',
      ].join('\n'),
    );
  });

  it("names the program of the host's partner: one deployment, a file per partner", async () => {
    const aerovia = await robots('aerovia.localhost');
    const altavela = await robots('altavela.localhost');
    expect(aerovia.body.split('\n')[0]).toBe('# AeroVia Dining Rewards');
    expect(altavela.body.split('\n')[0]).toBe('# Altavela Club Dining');
    expect(altavela.body.split('\n').slice(1)).toEqual(aerovia.body.split('\n').slice(1));
  });

  it('leaves every page open to crawlers, the account pages too', async () => {
    const body = (await robots('aerovia.localhost')).body;
    const disallowed = body.split('\n').filter((line) => line.startsWith('Disallow:'));
    for (const page of ['/', '/search', '/login', '/account/overview']) {
      expect(disallowed.some((line) => page.startsWith(line.slice('Disallow: '.length)))).toBe(false);
    }
  });
});

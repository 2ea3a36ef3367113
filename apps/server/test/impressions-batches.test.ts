import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfSession, type TestContext } from './helper';

/** Bad batches (issue 17): whatever a caller sends, the answer is a clear 4xx and nothing is stored. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const record = (overrides: Record<string, unknown> = {}) => ({
  channel: 'web',
  dateTime: '2026-11-24T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 test',
  memberId: null,
  url: 'http://localhost/search',
  event: 'page_view',
  ...overrides,
});

async function post(payload: string) {
  const { cookie, token } = await csrfSession(ctx.app, '?partner=veradell');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Impressions',
    headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
    payload,
  });
}

async function stored(): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('impressions')
    .select(ctx.database.db.fn.countAll<string>().as('n'))
    .where('partner_code', '=', 'veradell')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/Impressions with bad batches', () => {
  it('takes a page view with the stored referral values', async () => {
    const response = await post(JSON.stringify([record({ utmSource: 'news', source: 'ad' })]));
    expect(response.statusCode).toBe(202);
    const row = await ctx.database.db
      .selectFrom('impressions')
      .select('fields')
      .where('partner_code', '=', 'veradell')
      .executeTakeFirstOrThrow();
    expect(row.fields).toEqual({ event: 'page_view', utmSource: 'news', source: 'ad' });
  });

  it('answers a 10,000-record array small enough to arrive with one 400 that names the limit', async () => {
    const before = await stored();
    const response = await post(JSON.stringify(Array.from({ length: 10_000 }, () => ({}))));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Send at most 100 impression records a call (this one had 10000).');
    expect(body.fields).toEqual([{ field: 'body', message: 'Send at most 100 impression records a call.' }]);
    expect(await stored()).toBe(before);
  });

  it('answers 10,000 full records with 413 before reading them', async () => {
    const before = await stored();
    const response = await post(JSON.stringify(Array.from({ length: 10_000 }, () => record())));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored()).toBe(before);
  });

  it.each([
    ['an object instead of an array', JSON.stringify(record()), 'body'],
    ['a string', JSON.stringify('page_view'), 'body'],
    ['null', 'null', 'body'],
    ['an array of numbers', JSON.stringify([1, 2]), '0'],
    ['an unknown event', JSON.stringify([record({ event: 'page_vue' })]), '0.event'],
    ['a referral value of the wrong type', JSON.stringify([record({ utmSource: 7 })]), '0.utmSource'],
  ])('answers %s with a 400 naming the field', async (_name, payload, field) => {
    const before = await stored();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields?.[0]?.field).toBe(field);
    expect(await stored()).toBe(before);
  });

  it('answers text that is not JSON with a 400', async () => {
    const response = await post('[{"channel": "web",');
    expect(response.statusCode).toBe(400);
  });
});

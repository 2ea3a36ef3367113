import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfSession, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const record = (overrides: Record<string, unknown> = {}) => ({
  channel: 'web',
  dateTime: '2026-11-22T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 test',
  memberId: 'M123',
  merchantId: 42,
  url: 'http://localhost/search',
  ...overrides,
});

async function post(payload: unknown, query = '') {
  const { cookie, token } = await csrfSession(ctx.app, query);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/Impressions${query}`,
    headers: { cookie, 'x-xsrf-token': token },
    payload: payload as object,
  });
}

describe('POST /api/Impressions', () => {
  it('stores every record of a batch for the resolved partner', async () => {
    const response = await post([record(), record({ merchantId: 'm-7', carouselId: 'home-1' })], '?partner=aerovia');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await ctx.database.db
      .selectFrom('impressions')
      .selectAll()
      .where('partner_code', '=', 'aerovia')
      .execute();
    expect(rows.map((r) => r.merchant_id).sort()).toEqual(['42', 'm-7']);
    expect(rows.find((r) => r.merchant_id === 'm-7')?.fields).toEqual({ carouselId: 'home-1' });
  });

  it('answers 400 naming the field for a record without channel "web", and stores nothing', async () => {
    const before = await ctx.database.db
      .selectFrom('impressions')
      .select(ctx.database.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post([record(), record({ channel: 'ios' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('1.channel');
    const after = await ctx.database.db
      .selectFrom('impressions')
      .select(ctx.database.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 400 to an empty batch or a bad date', async () => {
    expect((await post([])).statusCode).toBe(400);
    expect((await post([record({ dateTime: 'yesterday' })])).json().fields[0].field).toBe('0.dateTime');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPRESSIONS_BUSY_MESSAGE, IMPRESSIONS_PER_MINUTE } from '../src/modules/impressions/routes';
import { IMPRESSION_CLOCK_WINDOW_MS } from '../src/modules/impressions/record-impressions';
import { loadEnv } from '../src/config/env';
import { buildTestApp, csrfSession, type TestContext } from './helper';
import { Browser, demo } from './identity-helper';

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

async function csrfHeaders() {
  const { cookie, token } = await csrfSession(ctx.app);
  return { cookie, 'x-xsrf-token': token };
}

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

  it('stores an analytics event of the reservation flow, its card-required variant too, in the record fields', async () => {
    const events = [
      record({ merchantId: 'ev-1', event: 'reservation_default_search' }),
      record({ merchantId: 'ev-2', memberId: null, event: 'reservation_login_prompt_card_required' }),
    ];
    const response = await post(events, '?partner=cirrella');
    expect(response.statusCode).toBe(202);
    const rows = await ctx.database.db
      .selectFrom('impressions')
      .select(['merchant_id', 'member_id', 'fields'])
      .where('partner_code', '=', 'cirrella')
      .orderBy('merchant_id')
      .execute();
    // No member is signed in on this call: the body's memberId (M123) is not believed.
    expect(rows).toEqual([
      { merchant_id: 'ev-1', member_id: null, fields: { event: 'reservation_default_search' } },
      { merchant_id: 'ev-2', member_id: null, fields: { event: 'reservation_login_prompt_card_required' } },
    ]);
  });

  it('answers 400 naming the field for an event name it does not know, and stores none of the batch', async () => {
    const before = await ctx.database.db
      .selectFrom('impressions')
      .select(ctx.database.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post([
      record({ event: 'reservation_user_submit' }),
      record({ event: 'reservation_user_submit_card_required_card_required' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('1.event');
    const after = await ctx.database.db
      .selectFrom('impressions')
      .select(ctx.database.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
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

  it('refuses fields it does not know, deep nesting and oversized bodies', async () => {
    const unknown = await post([record({ tracking: { a: 1 } })]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');

    // Written as text: 10,000 levels would overflow a serializer on the way in.
    const nesting = 10_000;
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/Impressions',
      headers: { ...(await csrfHeaders()), 'content-type': 'application/json' },
      payload: `[${'['.repeat(nesting)}${']'.repeat(nesting)}]`,
    });
    expect(deep.statusCode).toBe(400);

    const big = await post(Array.from({ length: 100 }, () => record({ url: `http://localhost/${'a'.repeat(2000)}` })));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the per-address budget of POST /api/Impressions', () => {
  it('answers 429 past its own budget, separate from the API limit', async () => {
    const { cookie, token } = await csrfSession(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < IMPRESSIONS_PER_MINUTE + 1; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Impressions',
        remoteAddress: '192.0.2.77',
        headers: { cookie, 'x-xsrf-token': token },
        payload: [record()],
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('what POST /api/Impressions believes of the client (issue 28)', () => {
  const storedFor = (merchantId: string) =>
    ctx.database.db
      .selectFrom('impressions')
      .select(['member_id', 'occurred_at', 'received_at'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();

  it("records the session's member, never the body's memberId", async () => {
    const stranger = await post([record({ merchantId: 'who-1', memberId: 'demo-vip-aerovia' })]);
    expect(stranger.statusCode).toBe(202);
    expect((await storedFor('who-1')).member_id).toBeNull();

    const member = await Browser.open(ctx.app);
    expect((await member.signIn(demo('card'))).statusCode).toBe(200);
    const signedIn = await member.request('POST', '/api/Impressions', [
      record({ merchantId: 'who-2', memberId: 'demo-vip-aerovia' }),
      record({ merchantId: 'who-3', memberId: null }),
    ]);
    expect(signedIn.statusCode).toBe(202);
    expect((await storedFor('who-2')).member_id).toBe('demo-card-aerovia');
    expect((await storedFor('who-3')).member_id).toBe('demo-card-aerovia');
  });

  it("keeps the server's receipt time and the client's time clamped to a day either way of it", async () => {
    const response = await post([
      record({ merchantId: 'when-1', dateTime: '0001-01-01T00:00:00.000Z' }),
      record({ merchantId: 'when-2', dateTime: '9999-12-31T23:59:59.999Z' }),
      record({ merchantId: 'when-3', dateTime: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    expect(response.statusCode).toBe(202);
    const past = await storedFor('when-1');
    const future = await storedFor('when-2');
    const near = await storedFor('when-3');
    const received = new Date(past.received_at).getTime();
    expect(Math.abs(received - Date.now())).toBeLessThan(60_000);
    expect(new Date(past.occurred_at).getTime()).toBe(received - IMPRESSION_CLOCK_WINDOW_MS);
    expect(new Date(future.occurred_at).getTime()).toBe(received + IMPRESSION_CLOCK_WINDOW_MS);
    // A time inside the window is the client's own.
    expect(new Date(near.occurred_at).getTime()).toBeLessThan(new Date(near.received_at).getTime());
    expect(new Date(near.received_at).getTime() - new Date(near.occurred_at).getTime()).toBeLessThan(120_000);
  });
});

describe('the global budget of POST /api/Impressions', () => {
  let budgeted: TestContext;
  beforeAll(async () => {
    budgeted = await buildTestApp({ env: { IMPRESSIONS_GLOBAL_MAX_PER_MINUTE: '150' } });
  });
  afterAll(async () => budgeted?.close());

  it('answers 429 with Retry-After past the records a minute of every address together, and stores none of that batch', async () => {
    const { cookie, token } = await csrfSession(budgeted.app);
    const answers = [];
    // Four addresses, each far inside its own budget: 50 records each.
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      answers.push(
        await budgeted.app.inject({
          method: 'POST',
          url: '/api/Impressions',
          remoteAddress: address,
          headers: { cookie, 'x-xsrf-token': token },
          payload: Array.from({ length: 50 }, (_, i) => record({ merchantId: `g-${address}-${i}` })),
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    const refused = answers[3]!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: IMPRESSIONS_BUSY_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const stored = await budgeted.database.db
      .selectFrom('impressions')
      .select(budgeted.database.db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(150);
  });

  it('never takes less than one full batch as its budget', () => {
    expect(() => loadEnv({ IMPRESSIONS_GLOBAL_MAX_PER_MINUTE: '99' })).toThrow(/IMPRESSIONS_GLOBAL_MAX_PER_MINUTE/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_DAILY_PATH } from '@forkpoint/shared/contracts/analytics';
import { DEMO_PASSWORD } from '../src/stand-ins/seed/demo-accounts';
import { buildTestApp, type TestContext } from './helper';
import { demo } from './identity-helper';
import { call, signedInStaff, visitor, type Caller } from './staging-helper';

/** The daily page-analytics summary per partner for support (issue 17 item 5). */

let now = new Date('2026-11-24T15:00:00.000Z');
let ctx: TestContext;
let agent: Caller;
beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => now });
  agent = await signedInStaff(ctx.app, 'veradell', 'agent');
});
afterAll(async () => ctx?.close());

const record = (fields: Record<string, unknown>) => ({
  channel: 'web',
  dateTime: '2020-01-01T00:00:00.000Z',
  userAgent: 'Mozilla/5.0 test',
  ...fields,
});

async function send(browser: Caller, records: Record<string, unknown>[]) {
  const response = await call(ctx.app, browser, 'POST', '/api/Impressions', records.map(record));
  expect(response.statusCode).toBe(202);
}

/** A visitor signed in as the partner's demo card member: the records' member comes from this session. */
async function signedInMember(partner: string): Promise<Caller> {
  const caller = await visitor(ctx.app, partner);
  const response = await call(ctx.app, caller, 'POST', '/api/SignIn', {
    userName: demo('card', partner),
    password: DEMO_PASSWORD,
    rememberMe: true,
  });
  expect(response.statusCode).toBe(200);
  const cookies = new Map(caller.cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
  for (const cookie of response.cookies) cookies.set(cookie.name, cookie.value);
  const token = response.headers['x-xsrf-token'];
  return {
    ...caller,
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    token: typeof token === 'string' ? token : caller.token,
  };
}

describe('GET /api/Support/Analytics/Daily', () => {
  beforeAll(async () => {
    const first = await visitor(ctx.app, 'veradell');
    const second = await signedInMember('veradell');
    now = new Date('2026-11-23T09:00:00.000Z');
    // The first visitor claims to be the demo member: the server believes the session, not the body.
    await send(first, [
      { event: 'page_view', url: 'http://veradell.localhost/search?location=Austin', memberId: 'demo-card-veradell' },
      { event: 'page_view', url: 'http://veradell.localhost/search?location=Denver', memberId: null },
      { event: 'page_view', url: 'http://veradell.localhost/', memberId: null },
      { merchantId: 'FP1', url: 'http://veradell.localhost/', memberId: null },
      { merchantId: 'FP2', url: 'http://veradell.localhost/', memberId: null },
    ]);
    await send(second, [
      { event: 'page_view', url: 'http://veradell.localhost/merchants/7', memberId: 'demo-card-veradell' },
      { event: 'reservation_user_search', merchantId: 'FP1', memberId: 'demo-card-veradell' },
      { event: 'reservation_user_search', merchantId: 'FP2', memberId: 'demo-card-veradell' },
      { event: 'reservation_slot_selected', merchantId: 'FP2', memberId: 'demo-card-veradell' },
    ]);
    // Another partner's records and another day's stay out of the day.
    await send(await visitor(ctx.app, 'aerovia'), [{ event: 'page_view', url: 'http://x/search' }]);
    now = new Date('2026-11-24T10:00:00.000Z');
    await send(first, [{ event: 'page_view', url: 'http://veradell.localhost/earn' }]);
  });

  it('answers each day of the range on the server clock: views, visitors, members, carousel, top pages, events', async () => {
    const response = await call(ctx.app, agent, 'GET', `${ANALYTICS_DAILY_PATH}?from=2026-11-22&to=2026-11-24`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      partnerCode: 'veradell',
      from: '2026-11-22',
      to: '2026-11-24',
      days: [
        {
          date: '2026-11-22',
          pageViews: 0,
          uniqueVisitors: 0,
          uniqueMembers: 0,
          carouselImpressions: 0,
          topPages: [],
          events: [],
        },
        {
          date: '2026-11-23',
          pageViews: 4,
          uniqueVisitors: 2,
          uniqueMembers: 1,
          carouselImpressions: 2,
          topPages: [
            { path: '/search', views: 2 },
            { path: '/', views: 1 },
            { path: '/merchants/7', views: 1 },
          ],
          events: [
            { name: 'reservation_user_search', count: 2 },
            { name: 'reservation_slot_selected', count: 1 },
          ],
        },
        {
          date: '2026-11-24',
          pageViews: 1,
          uniqueVisitors: 1,
          uniqueMembers: 0,
          carouselImpressions: 0,
          topPages: [{ path: '/earn', views: 1 }],
          events: [],
        },
      ],
    });
  });

  it('answers the last seven days to today when no range is given', async () => {
    const response = await call(ctx.app, agent, 'GET', ANALYTICS_DAILY_PATH);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect([body.from, body.to, body.days.length]).toEqual(['2026-11-18', '2026-11-24', 7]);
  });

  it.each([
    ['from=2026-11-24&to=2026-11-01', 'from'],
    ['from=2026-01-01&to=2026-12-31', 'to'],
    ['from=yesterday', 'from'],
  ])('answers %s with a 400 naming the field', async (query, field) => {
    const response = await call(ctx.app, agent, 'GET', `${ANALYTICS_DAILY_PATH}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe(field);
  });

  it('answers 401 without a staff session, and a member session is not one', async () => {
    const response = await call(ctx.app, await visitor(ctx.app, 'veradell'), 'GET', ANALYTICS_DAILY_PATH);
    expect(response.statusCode).toBe(401);
  });

  it("never answers another partner's records: the staff session belongs to its partner", async () => {
    const elsewhere = await call(ctx.app, { ...agent, query: '?partner=aerovia' }, 'GET', ANALYTICS_DAILY_PATH);
    expect(elsewhere.statusCode).toBe(401);
  });
});

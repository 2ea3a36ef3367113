import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { SESSION_EXPIRY_COOKIE } from '@forkpoint/shared';
import { STAGING_ACTIONS, STAGING_TOOLS_PATHS } from '@forkpoint/shared/contracts/staging-tools';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import { buildTestApp, csrfSession, type TestContext } from './helper';
import { Browser, type IdentityContext } from './identity-helper';
import {
  addRestaurant,
  booked,
  bookingFor,
  buildReservationApp,
  memberOf,
  reservationsOf,
} from './reservations-helper';
import { feedBody, linkTestCard, testCardNumber } from './rewards-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { staffGet, staffSignIn } from './staging-helper';

/**
 * The staging tools' API (issue 17 item 6): absent in production, an admin's staff session elsewhere, and each
 * tool's effect through the service it reuses. Aerovia, whose reservation bonus is 50 miles.
 */

const PATHS = [
  ['GET', STAGING_TOOLS_PATHS.outbox],
  ['POST', STAGING_TOOLS_PATHS.maintenance],
  ['POST', STAGING_TOOLS_PATHS.sessionExpiry],
  ['POST', STAGING_TOOLS_PATHS.transactionFeed],
  ['GET', STAGING_TOOLS_PATHS.reservations],
  ['POST', STAGING_TOOLS_PATHS.honoured('00000000-0000-0000-0000-000000000000')],
  ['GET', STAGING_TOOLS_PATHS.demoReset],
  ['POST', STAGING_TOOLS_PATHS.demoReset],
] as const;

describe('in production', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await buildTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' },
    });
  });
  afterAll(async () => production?.close());

  it.each(PATHS)('%s %s does not exist (404), even to a caller with the CSRF token', async (method, url) => {
    const { cookie, token } = await csrfSession(production.app);
    const response = await production.app.inject({
      method,
      url,
      headers: { cookie, 'x-xsrf-token': token },
      ...(method === 'POST' ? { payload: { maintenance: true } } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(production.app.appStatus.status().maintenance).toBe(false);
  });
});

async function auditActions(ctx: TestContext, action: string) {
  return ctx.database.db
    .selectFrom('staff_audit_log')
    .select(['staff_email', 'target_type', 'target_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

describe('outside production', () => {
  let ctx: IdentityContext;
  let admin: Browser;
  beforeAll(async () => {
    ctx = await buildReservationApp();
    admin = await memberOf(ctx, 'card');
    await staffSignIn(admin, 'admin', ctx.clock.now());
  });
  afterAll(async () => ctx?.close());

  describe('without an admin staff session', () => {
    it.each(PATHS.filter(([, url]) => url !== STAGING_TOOLS_PATHS.outbox))(
      '%s %s answers 401 to a member without a staff session',
      async (method, url) => {
        const member = await memberOf(ctx, 'vip');
        const response = await member.request(method, url, method === 'POST' ? { maintenance: true } : undefined, {
          'x-xsrf-token': member.token,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(STAFF_MESSAGES.signInRequired);
      },
    );

    it('answers 403 to an agent and records the refusal', async () => {
      const agent = await Browser.open(ctx.app);
      await staffSignIn(agent, 'agent', ctx.clock.now());
      const response = await agent.request('POST', STAGING_TOOLS_PATHS.maintenance, { maintenance: true });
      expect(response.statusCode).toBe(403);
      expect(ctx.app.appStatus.status().maintenance).toBe(false);
      const refused = await auditActions(ctx, 'staff.access-refused');
      expect(refused.at(-1)).toMatchObject({ staff_email: 'support.staff@aerovia.example', target_type: 'route' });
    });

    it('answers 403 to a change without the CSRF header, even from an admin', async () => {
      const response = await admin.request(
        'POST',
        STAGING_TOOLS_PATHS.maintenance,
        { maintenance: true },
        {
          'x-xsrf-token': 'forged',
        },
      );
      expect(response.statusCode).toBe(403);
      expect(ctx.app.appStatus.status().maintenance).toBe(false);
    });
  });

  it('toggles the maintenance state that GET /api/app-status answers, and audits it', async () => {
    const on = await admin.request('POST', STAGING_TOOLS_PATHS.maintenance, { maintenance: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ maintenance: true });
    expect((await admin.request('GET', '/api/app-status')).json()).toMatchObject({ maintenance: true });
    const off = await admin.request('POST', STAGING_TOOLS_PATHS.maintenance, { maintenance: false });
    expect(off.json()).toEqual({ maintenance: false });
    expect(await auditActions(ctx, STAGING_ACTIONS.maintenance)).toMatchObject([
      { staff_email: 'staff.admin@aerovia.example', before: { maintenance: false }, after: { maintenance: true } },
      { before: { maintenance: true }, after: { maintenance: false } },
    ]);
  });

  it('answers a wrong maintenance body with 400 naming the field', async () => {
    const response = await admin.request('POST', STAGING_TOOLS_PATHS.maintenance, { maintenance: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('maintenance');
  });

  describe('the session expiry', () => {
    it("gives this browser's member session its own lifetime, which its next call slides by", async () => {
      const set = await admin.request('POST', STAGING_TOOLS_PATHS.sessionExpiry, { seconds: 90 });
      expect(set.statusCode).toBe(200);
      const expected = new Date(ctx.clock.now().getTime() + 90_000).toISOString();
      expect(set.json()).toEqual({ publicId: 'demo-card-aerovia', expiresAt: expected, seconds: 90 });
      expect(admin.cookies.get(SESSION_EXPIRY_COOKIE)).toBe(String(Date.parse(expected)));

      ctx.clock.advance(30_000);
      expect((await admin.request('GET', '/api/Member')).statusCode).toBe(200);
      expect(admin.cookies.get(SESSION_EXPIRY_COOKIE)).toBe(String(ctx.clock.now().getTime() + 90_000));
      const audit = await auditActions(ctx, STAGING_ACTIONS.sessionExpiry);
      expect(audit.at(-1)).toMatchObject({ target_type: 'member', target_id: 'demo-card-aerovia' });
    });

    it('ends the session at that time like any other', async () => {
      ctx.clock.advance(91_000);
      expect((await admin.request('GET', '/api/Member')).statusCode).toBe(401);
      expect((await admin.signIn('card.member@aerovia.example', undefined, true)).statusCode).toBe(200);
      // The new session has the normal lifetime (remember-me: 90 days).
      const expiry = Number(admin.cookies.get(SESSION_EXPIRY_COOKIE));
      expect(expiry - ctx.clock.now().getTime()).toBe(90 * DAY_MS);
    });

    it('gives the normal lifetime back with seconds null', async () => {
      await admin.request('POST', STAGING_TOOLS_PATHS.sessionExpiry, { seconds: 120 });
      const back = await admin.request('POST', STAGING_TOOLS_PATHS.sessionExpiry, { seconds: null });
      expect(back.json().seconds).toBeNull();
      expect(Date.parse(back.json().expiresAt) - ctx.clock.now().getTime()).toBe(90 * DAY_MS);
    });

    it('answers 409 when this browser holds no member session, and 400 outside 10 s to 24 h', async () => {
      const staffOnly = await Browser.open(ctx.app);
      // The admin's own code step is long past (the clock moved on): this is not a replay.
      await staffSignIn(staffOnly, 'admin', ctx.clock.now());
      const none = await staffOnly.request('POST', STAGING_TOOLS_PATHS.sessionExpiry, { seconds: 90 });
      expect(none.statusCode).toBe(409);
      for (const seconds of [5, 86_401, 1.5, '90']) {
        const bad = await admin.request('POST', STAGING_TOOLS_PATHS.sessionExpiry, { seconds });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().fields[0].field).toBe('seconds');
      }
    });
  });

  it('reads the outbox as the staff member, and records that it did', async () => {
    const staffOnly = await Browser.open(ctx.app);
    const response = await staffGet(admin, `${STAGING_TOOLS_PATHS.outbox}?to=card.member@aerovia.example`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('emails');
    // NODE_ENV=test: the outbox is also the browser tests' mail catcher, without a staff session.
    expect((await staffOnly.request('GET', STAGING_TOOLS_PATHS.outbox)).statusCode).toBe(200);
  });

  it('imports a feed file through the rewards engine, and refuses one it cannot read', async () => {
    const csv = feedBody([['stg-1', 'authorization', testCardNumber(), 'M-UNKNOWN', 2500, '2030-06-02T19:00:00Z']]);
    const response = await admin.request('POST', STAGING_TOOLS_PATHS.transactionFeed, { fileName: 'feed.csv', csv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rowsRead: 1, applied: 1, unmatched: 1, rejected: 0 });
    const again = await admin.request('POST', STAGING_TOOLS_PATHS.transactionFeed, { csv });
    expect(again.json()).toMatchObject({ rowsRead: 1, applied: 0, duplicates: 1 });
    expect((await auditActions(ctx, STAGING_ACTIONS.transactionFeed)).at(0)).toMatchObject({
      after: { fileName: 'feed.csv', rowsRead: 1, applied: 1 },
    });

    const unreadable = await admin.request('POST', STAGING_TOOLS_PATHS.transactionFeed, { csv: 'not,a,feed\n1,2,3' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().fields[0].field).toBe('body');
    const empty = await admin.request('POST', STAGING_TOOLS_PATHS.transactionFeed, { csv: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('csv');
  });

  it('holds the posting file of a feed upload for the program when asked, where the server posts at once', async () => {
    await insertMerchants(ctx.database.db, [
      testMerchant('STG-HOLD', 'Holding House', ELY, { partnerCodes: ['aerovia'] }),
    ]);
    const card = testCardNumber();
    await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-05-01T00:00:00Z'));
    const csv = feedBody([['stg-hold-1', 'settlement', card, 'STG-HOLD', 4000, '2030-05-10T19:00:00-07:00']]);
    const response = await admin.request('POST', STAGING_TOOLS_PATHS.transactionFeed, { csv, holdPostingFile: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ applied: 1, matched: 1 });

    // The file is written and waits for the program: not acknowledged, its reward Pending with nothing posted.
    const reward = await ctx.database.db
      .selectFrom('rewards')
      .select(['id', 'award_status', 'posted_amount', 'benefit_amount'])
      .where('source_transaction_id', '=', 'stg-hold-1')
      .executeTakeFirstOrThrow();
    expect(reward).toMatchObject({ award_status: 'Pending', posted_amount: 0 });
    expect(reward.benefit_amount).toBeGreaterThan(0);
    const file = await ctx.database.db
      .selectFrom('reward_posting_lines as l')
      .innerJoin('reward_postings as p', 'p.id', 'l.posting_id')
      .select(['p.file_name', 'p.acknowledged_at', 'p.line_count'])
      .where('l.reward_id', '=', reward.id)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ acknowledged_at: null, line_count: 1 });
    const waiting = await staffGet(admin, '/api/Support/PostingFiles');
    expect(waiting.json().files).toContainEqual(expect.objectContaining({ fileName: file.file_name }));
    expect((await auditActions(ctx, STAGING_ACTIONS.transactionFeed)).at(-1)).toMatchObject({
      after: { rowsRead: 1, applied: 1, holdPostingFile: true },
    });
  });

  it('marks a booked reservation honoured before its time, paying the bonus once', async () => {
    const restaurant = await addRestaurant(ctx);
    const member = await memberOf(ctx, 'vip');
    const reservation = await booked(member, bookingFor(restaurant.merchantId, '2030-06-05T19:00'));
    const listed = await staffGet(admin, STAGING_TOOLS_PATHS.reservations);
    expect(listed.json().reservations).toContainEqual(
      expect.objectContaining({ id: reservation.id, memberPublicId: 'demo-vip-aerovia', partySize: 2 }),
    );

    const honoured = await admin.request('POST', STAGING_TOOLS_PATHS.honoured(reservation.id));
    expect(honoured.statusCode).toBe(200);
    expect(honoured.json()).toMatchObject({ id: reservation.id, status: 'honoured', bonusAmount: 50 });
    const twice = await admin.request('POST', STAGING_TOOLS_PATHS.honoured(reservation.id));
    expect(twice.statusCode).toBe(200);
    const bonuses = await ctx.database.db
      .selectFrom('rewards')
      .select('benefit_amount')
      .where('source_transaction_id', '=', `reservation-${reservation.id}`)
      .execute();
    expect(bonuses).toEqual([{ benefit_amount: 50 }]);
    expect((await reservationsOf(member)).past.map((r) => r.status)).toContain('honoured');
    expect((await staffGet(admin, STAGING_TOOLS_PATHS.reservations)).json().reservations).not.toContainEqual(
      expect.objectContaining({ id: reservation.id }),
    );
    const unknown = await admin.request('POST', STAGING_TOOLS_PATHS.honoured('not-a-reservation'));
    expect(unknown.statusCode).toBe(404);
  });

  it('resets the demo data step by step: the demo members come back as a first start made them', async () => {
    const member = await memberOf(ctx, 'noncard');
    expect((await member.request('PUT', '/api/Member', { firstName: 'Changed' })).statusCode).toBeLessThan(500);
    const before = await ctx.database.db
      .selectFrom('members')
      .select(['id', 'first_name'])
      .where('public_id', '=', 'demo-noncard-aerovia')
      .executeTakeFirstOrThrow();

    const started = await admin.request('POST', STAGING_TOOLS_PATHS.demoReset);
    expect(started.statusCode).toBe(202);
    expect(started.json().job).toMatchObject({ state: 'running', stepsDone: 0, steps: 4 });
    expect((await admin.request('POST', STAGING_TOOLS_PATHS.demoReset)).statusCode).toBe(409);
    await ctx.app.background.settled();

    const status = await staffGet(admin, STAGING_TOOLS_PATHS.demoReset);
    expect(status.json().job).toMatchObject({ state: 'done', stepsDone: 4, steps: 4 });
    const after = await ctx.database.db
      .selectFrom('members')
      .select(['id', 'first_name'])
      .where('public_id', '=', 'demo-noncard-aerovia')
      .executeTakeFirstOrThrow();
    expect(after.id).not.toBe(before.id);
    expect(after.first_name).toBe('Nico');
    // The member's old session went with the member; other partners' demo members stay.
    expect((await member.request('GET', '/api/Member')).statusCode).toBe(401);
    // The demo cards are linked as a first start links them (this test database was seeded without them), and
    // only for the partner reset.
    const cards = await ctx.database.db
      .selectFrom('member_cards as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select('m.public_id')
      .where('m.public_id', 'in', ['demo-card-aerovia', 'demo-card-altavela'])
      .execute();
    expect(cards.map((c) => c.public_id)).toEqual(['demo-card-aerovia']);
    expect((await auditActions(ctx, STAGING_ACTIONS.demoReset)).at(-1)).toMatchObject({
      target_type: 'partner',
      target_id: 'aerovia',
    });
  });
});

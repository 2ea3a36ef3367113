import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@forkpoint/shared/dates/durations';
import { ANALYTICS_DAILY_PATH } from '@forkpoint/shared/contracts/analytics';
import { loadEnv } from '../src/config/env';
import { runHousekeeping } from '../src/modules/housekeeping/housekeeping';
import { SUMMARY_GRACE_MS } from '../src/modules/impressions/daily-rollup';
import { createMailer, SENT_BODY_PLACEHOLDER } from '../src/modules/outbox/mailer';
import { STAGING_OUTBOX_PATH } from '../src/modules/outbox/staging-routes';
import { buildTestApp, type TestContext } from './helper';
import { call, signedInStaff, visitor, type Caller } from './staging-helper';

/**
 * What keeps the tables that grow with traffic bounded (issue 28, defects 8 and 9; SECURITY.md "Input" and
 * "Mail"): the hourly housekeeping makes each finished day's impression summary, deletes the day's raw records
 * IMPRESSIONS_RETENTION_DAYS after, and the support console's summary answers the same before and after; outbox
 * mails (their links in clear where there is no SMTP) go after EMAIL_OUTBOX_RETENTION_HOURS.
 */

let now = new Date('2026-11-24T15:00:00.000Z');
let ctx: TestContext;
let agent: Caller;
beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => now });
  agent = await signedInStaff(ctx.app, 'brambleway', 'agent');
});
afterAll(async () => ctx?.close());

const RETENTION_DAYS = 7;
const OUTBOX_HOURS = 24;
const housekeeping = (at: Date) =>
  runHousekeeping(ctx.database.db, {
    partnerCodes: ['brambleway', 'aerovia'],
    now: at,
    impressionsRetentionDays: RETENTION_DAYS,
    outboxRetentionHours: OUTBOX_HOURS,
    errorReportsRetentionDays: 30,
  });

async function send(browser: Caller, records: Record<string, unknown>[]) {
  const response = await call(
    ctx.app,
    browser,
    'POST',
    '/api/Impressions',
    records.map((fields) => ({ channel: 'web', dateTime: now.toISOString(), userAgent: 'test', ...fields })),
  );
  expect(response.statusCode).toBe(202);
}

const rawDays = async () =>
  (
    await ctx.database.db
      .selectFrom('impressions')
      .select('received_at')
      .where('partner_code', '=', 'brambleway')
      .execute()
  )
    .map((row) => new Date(row.received_at).toISOString().slice(0, 10))
    .sort();

const summary = async () => {
  const response = await call(ctx.app, agent, 'GET', `${ANALYTICS_DAILY_PATH}?from=2026-11-22&to=2026-11-25`);
  expect(response.statusCode).toBe(200);
  return response.json() as { days: unknown[] };
};

describe('impressions: summarized by day, raw records kept a set number of days after', () => {
  let before: { days: unknown[] };

  beforeAll(async () => {
    const first = await visitor(ctx.app, 'brambleway');
    const second = await visitor(ctx.app, 'brambleway');
    now = new Date('2026-11-23T09:00:00.000Z');
    await send(first, [
      { event: 'page_view', url: 'http://brambleway.localhost/search?location=Austin' },
      { event: 'page_view', url: 'http://brambleway.localhost/' },
      { merchantId: 'FP1', url: 'http://brambleway.localhost/' },
      { event: 'reservation_user_search', merchantId: 'FP1' },
    ]);
    now = new Date('2026-11-23T23:59:59.000Z');
    await send(second, [{ event: 'page_view', url: 'http://brambleway.localhost/search' }]);
    now = new Date('2026-11-24T10:00:00.000Z');
    await send(first, [{ event: 'page_view', url: 'http://brambleway.localhost/earn' }]);
    before = await summary();
  });

  it('summarizes only finished days, after a grace period', async () => {
    expect(await housekeeping(new Date('2026-11-24T00:05:00.000Z'))).toMatchObject({ daysSummarized: 0 });
    expect(await housekeeping(new Date('2026-11-24T10:00:00.000Z'))).toMatchObject({
      daysSummarized: 1,
      impressionsDeleted: 0,
    });
    expect(await housekeeping(new Date('2026-11-24T10:30:00.000Z'))).toMatchObject({ daysSummarized: 0 });
    const kept = await ctx.database.db
      .selectFrom('impression_days')
      .select(['partner_code', 'page_views', 'unique_visitors', 'carousel_impressions', 'raw_pruned_at'])
      .execute();
    expect(kept).toEqual([
      {
        partner_code: 'brambleway',
        page_views: 3,
        unique_visitors: 2,
        carousel_impressions: 1,
        raw_pruned_at: null,
      },
    ]);
    // The console reads the kept day and the raw records of today: the same answer.
    expect(await summary()).toEqual(before);
    const afterMidnight = new Date(Date.parse('2026-11-25T00:00:00.000Z') + SUMMARY_GRACE_MS);
    expect(await housekeeping(afterMidnight)).toMatchObject({ daysSummarized: 1, impressionsDeleted: 0 });
    expect(await rawDays()).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('deletes a day of raw records IMPRESSIONS_RETENTION_DAYS after its summary, and the summary still answers', async () => {
    const summarizedAt = Date.parse('2026-11-24T10:00:00.000Z');
    expect(await housekeeping(new Date(summarizedAt + RETENTION_DAYS * DAY_MS - 1000))).toMatchObject({
      impressionsDeleted: 0,
    });
    expect(await housekeeping(new Date(summarizedAt + RETENTION_DAYS * DAY_MS))).toMatchObject({
      impressionsDeleted: 5,
    });
    expect(await rawDays()).toEqual(['2026-11-24']);
    expect(await summary()).toEqual(before);
    // The next day goes when its own time comes, and nothing is deleted twice.
    expect(await housekeeping(new Date('2026-12-03T00:00:00.000Z'))).toMatchObject({ impressionsDeleted: 1 });
    expect(await rawDays()).toEqual([]);
    expect(await housekeeping(new Date('2026-12-04T00:00:00.000Z'))).toEqual({
      daysSummarized: 0,
      impressionsDeleted: 0,
      mailsDeleted: 0,
      errorReportsDeleted: 0,
      restaurantsRefreshed: 0,
    });
    expect(await summary()).toEqual(before);
  });

  it('reads its settings from the environment', () => {
    const env = loadEnv({ IMPRESSIONS_RETENTION_DAYS: '30', EMAIL_OUTBOX_RETENTION_HOURS: '2' });
    expect([env.IMPRESSIONS_RETENTION_DAYS, env.EMAIL_OUTBOX_RETENTION_HOURS]).toEqual([30, 2]);
    const defaults = loadEnv({});
    expect([defaults.IMPRESSIONS_RETENTION_DAYS, defaults.EMAIL_OUTBOX_RETENTION_HOURS]).toEqual([7, 24]);
    expect(() => loadEnv({ IMPRESSIONS_RETENTION_DAYS: '-1' })).toThrow(/IMPRESSIONS_RETENTION_DAYS/);
    expect(() => loadEnv({ EMAIL_OUTBOX_RETENTION_HOURS: '0' })).toThrow(/EMAIL_OUTBOX_RETENTION_HOURS/);
  });
});

describe('outbox mails: short-lived where there is no SMTP', () => {
  it(`deletes outbox mails after ${OUTBOX_HOURS} hours, keeps the record of SMTP deliveries, and the staging view shows recent ones`, async () => {
    const sentAt = new Date('2026-12-10T08:00:00.000Z');
    now = sentAt;
    const mailer = createMailer({ db: ctx.database.db, clock: () => now, from: 'x@example.com' });
    const mail = (to: string) => ({
      partnerCode: 'aerovia',
      kind: 'recovery',
      to,
      subject: 'Reset your password',
      text: 'https://aerovia.localhost/recover/update?token=secret-token',
    });
    await mailer.send(mail('old.reader@example.com'));
    // A delivery over SMTP as its row stands once sent: no body.
    await ctx.database.db
      .insertInto('email_outbox')
      .values({
        partner_code: 'aerovia',
        kind: 'recovery',
        to_address: 'smtp.reader@example.com',
        subject: 'Reset your password',
        text_body: SENT_BODY_PLACEHOLDER,
        created_at: sentAt,
        transport: 'smtp',
        sent_at: sentAt,
      })
      .execute();

    now = new Date(sentAt.getTime() + OUTBOX_HOURS * HOUR_MS - 1000);
    await mailer.send(mail('new.reader@example.com'));
    expect(await housekeeping(now)).toMatchObject({ mailsDeleted: 0 });
    now = new Date(sentAt.getTime() + OUTBOX_HOURS * HOUR_MS + 1000);
    expect(await housekeeping(now)).toMatchObject({ mailsDeleted: 1 });

    const left = await ctx.database.db
      .selectFrom('email_outbox')
      .select(['to_address', 'transport'])
      .where('to_address', 'in', ['old.reader@example.com', 'smtp.reader@example.com', 'new.reader@example.com'])
      .orderBy('to_address')
      .execute();
    expect(left).toEqual([
      { to_address: 'new.reader@example.com', transport: 'outbox' },
      { to_address: 'smtp.reader@example.com', transport: 'smtp' },
    ]);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `${STAGING_OUTBOX_PATH}?to=new.reader@example.com`,
      headers: { host: 'aerovia.localhost' },
    });
    expect(view.statusCode).toBe(200);
    expect((view.json() as { emails: Array<{ text: string }> }).emails[0]?.text).toContain('token=secret-token');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_PATHS } from '@forkpoint/shared/contracts/notification-constants';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { partnerOrigin } from '../src/lib/http/public-origin';
import webpush from 'web-push';
import { sendDueNotifications } from '../src/modules/notifications/send-notifications';
import { runRewardCycle } from '../src/modules/rewards/lifecycle';
import { webPushSender, type PushSender } from '../src/modules/notifications/push-sender';
import { realPartners } from './helper';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, memberIdOf, postFeed, testCardNumber, type FeedRow } from './rewards-helper';
import { startPushServiceStandIn, type PushServiceStandIn } from './push-service-stand-in';

/**
 * "You just earned" (issue 35 part 1), end to end through the server: a purchase posted through the signed feed,
 * the notification job run at the moment the test chooses, the outbox and a local push service stand-in read.
 */
let ctx: IdentityContext;
let push: PushServiceStandIn;
let sender: PushSender;
// The server's VAPID keys, from its configuration as in production.
const vapid = webpush.generateVAPIDKeys();
let member: Browser;
let card: string;
let memberId: number;
const WINDOW_MS = 120_000;
// 18:00 UTC is 11:00 in Ely (the restaurant, Pacific time): outside quiet hours.
const DAYTIME = new Date('2030-06-03T18:00:00Z');
let serial = 0;
const purchaseId = () => `NT-${(serial += 1)}`;

beforeAll(async () => {
  ctx = await buildIdentityApp({
    env: { ...feedEnv, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  });
  push = await startPushServiceStandIn();
  // The app's own sender but for the agent, which trusts the stand-in's certificate.
  sender = webPushSender({ ...vapid, subject: ctx.env.VAPID_SUBJECT, ephemeral: false }, () => {}, push.agent);
  await insertMerchants(ctx.database.db, [
    testMerchant('NT-OPEN', 'Notice House', ELY, { partnerCodes: ['aerovia'] }),
    testMerchant('NT-SELECT', 'Select Table', ELY, { partnerCodes: ['aerovia'], accessTier: 'select' }),
  ]);
  card = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-05-01T00:00:00Z'));
  memberId = await memberIdOf(ctx, 'demo-card-aerovia');
});
afterAll(async () => {
  await ctx?.close();
  await push?.close();
});

/** Moves the clock to `at` (it only moves forward). */
const moveTo = (at: Date) => ctx.clock.advance(Math.max(0, at.getTime() - ctx.clock.now().getTime()));

/** The program's public origin, as the links in messages use it. */
const origin = () =>
  partnerOrigin(
    realPartners().find((partner) => partner.code === 'aerovia')!,
    3000,
  );

const runJob = () =>
  sendDueNotifications({
    db: ctx.database.db,
    mailer: ctx.app.mailer,
    push: sender,
    partners: realPartners(),
    now: ctx.clock.now(),
    windowMs: WINDOW_MS,
    secret: ctx.env.SESSION_SECRET,
    originOf: (partner) => partnerOrigin(partner, 3000),
  });

const earnMails = () =>
  ctx.database.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('kind', '=', 'earn-notification')
    .orderBy('id')
    .execute();

const authorization = (id: string, cents = 4000): FeedRow => [
  id,
  'authorization',
  card,
  'NT-OPEN',
  cents,
  ctx.clock.now().toISOString(),
];

async function turnOn(channels: { email?: boolean; push?: boolean }, timeZone?: string) {
  const response = await member.request('PUT', NOTIFICATION_PATHS.preferences, {
    ...channels,
    ...(timeZone ? { timeZone } : {}),
  });
  expect(response.statusCode).toBe(200);
}

beforeEach(async () => {
  // Each test starts in a fresh day with nothing waiting from the one before.
  moveTo(new Date(Math.max(DAYTIME.getTime(), ctx.clock.now().getTime()) + DAY_MS));
  const day = ctx.clock.now();
  moveTo(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 18)));
  await ctx.database.db.deleteFrom('earn_notifications').execute();
  await ctx.database.db.deleteFrom('email_outbox').execute();
  await ctx.database.db.updateTable('notification_preferences').set({ time_zone: null }).execute();
  push.received.length = 0;
  // The day moved on: a session of its own (sessions end when idle).
  member = await Browser.open(ctx.app);
  expect((await member.signIn(demo('card'))).statusCode).toBe(200);
});

describe('a purchase through the feed for a member with notifications on', () => {
  it('produces one e-mail in the outbox and one push, explaining the reward and linking to its row', async () => {
    await turnOn({ email: true, push: true });
    expect(
      (await member.request('POST', NOTIFICATION_PATHS.pushSubscription, push.subscription('phone'))).statusCode,
    ).toBe(204);
    const id = purchaseId();
    await postFeed(ctx, [authorization(id)]);

    // Within the coalescing window nothing goes yet.
    expect(await runJob()).toMatchObject({ sent: 0, waiting: 1 });
    ctx.clock.advance(WINDOW_MS);
    expect(await runJob()).toMatchObject({ sent: 1, pushes: 1 });

    const [mail, ...others] = await earnMails();
    expect(others).toHaveLength(0);
    expect(mail!.to_address).toBe(demo('card'));
    expect(mail!.subject).toMatch(/^You just earned \d[\d,]* miles? at Notice House with /);
    // Why: the row's explanation (rate and tier), and the row's own link in the activity page.
    expect(mail!.text_body).toMatch(/miles? per \$\d+ as a \w+ member/);
    expect(mail!.text_body).toContain(`/account/recent_activity#txn-${id}`);
    const headers = mail!.headers as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${origin()}/api/Member/Notifications/Unsubscribe\\?token=`),
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The push service got an encrypted message, signed with the server's VAPID key; only the browser's keys read it.
    const [delivered] = push.received;
    expect(delivered!.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(delivered!.body.toString('latin1')).not.toContain('earned');
    expect(push.decrypt(delivered!)).toMatchObject({
      title: expect.any(String),
      body: expect.stringMatching(/^You just earned .+ at Notice House/),
      url: `${origin()}/account/recent_activity#txn-${id}`,
    });
    expect(ctx.app.pushSender?.publicKey).toBe(vapid.publicKey);

    // Sent once: the next run sends nothing again.
    expect(await runJob()).toMatchObject({ sent: 0 });
  });

  it('puts several purchases close together in one message', async () => {
    await turnOn({ email: true, push: false });
    await postFeed(ctx, [authorization(purchaseId(), 2500)]);
    ctx.clock.advance(40_000);
    await postFeed(ctx, [authorization(purchaseId(), 3000)]);
    ctx.clock.advance(40_000);
    await postFeed(ctx, [authorization(purchaseId(), 3500)]);
    ctx.clock.advance(WINDOW_MS - 80_000);

    expect(await runJob()).toMatchObject({ sent: 3 });
    const mails = await earnMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^You just earned .+ on 3 meals with /);
    expect(mails[0]!.text_body.match(/You just earned/g)).toHaveLength(3);
  });

  it('sends nothing for an authorization reversed before its notice went', async () => {
    await turnOn({ email: true, push: true });
    const id = purchaseId();
    await postFeed(ctx, [authorization(id)]);
    ctx.clock.advance(30_000);
    await postFeed(ctx, [[`${id}-V`, 'reversal', card, 'NT-OPEN', 4000, ctx.clock.now().toISOString(), id]]);
    ctx.clock.advance(WINDOW_MS);

    expect(await runJob()).toMatchObject({ sent: 0, cancelled: 1 });
    expect(await earnMails()).toHaveLength(0);
    expect(push.received).toHaveLength(0);
    const notice = await ctx.database.db.selectFrom('earn_notifications').selectAll().executeTakeFirstOrThrow();
    expect(notice).toMatchObject({
      source_transaction_id: id,
      reward_id: null,
      cancel_reason: 'reversed',
      sent_at: null,
    });
  });

  it('holds a message through the member’s quiet hours and sends it when they end', async () => {
    // The member's browser says New York: 03:30 UTC is 23:30 there.
    await turnOn({ email: true }, 'America/New_York');
    const day = ctx.clock.now();
    moveTo(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, 3, 30)));
    await postFeed(ctx, [authorization(purchaseId())]);
    ctx.clock.advance(WINDOW_MS);
    expect(await runJob()).toMatchObject({ sent: 0, waiting: 1 });

    // 07:59 in New York: still quiet; 08:00: it goes.
    const quietEnds = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, 12, 0));
    moveTo(new Date(quietEnds.getTime() - 60_000));
    expect(await runJob()).toMatchObject({ sent: 0, waiting: 1 });
    moveTo(quietEnds);
    expect(await runJob()).toMatchObject({ sent: 1 });
    expect(await earnMails()).toHaveLength(1);
  });

  it('tells the member when the reward is awarded too, once', async () => {
    await turnOn({ email: true, push: false });
    const id = purchaseId();
    await postFeed(ctx, [authorization(id)]);
    ctx.clock.advance(WINDOW_MS);
    await runJob();
    // Development posts at once (REWARD_POSTING=immediate): the settlement's reward is awarded in its import.
    await postFeed(ctx, [[id, 'settlement', card, 'NT-OPEN', 4000, ctx.clock.now().toISOString()]]);
    await postFeed(ctx, [[`${id}-R`, 'refund', card, 'NT-OPEN', 100, ctx.clock.now().toISOString(), id]]);
    ctx.clock.advance(WINDOW_MS);
    await runJob();
    const mails = await earnMails();
    expect(mails.map((mail) => mail.subject.split(' ')[0])).toEqual(['You', 'Awarded:']);
  });

  it('writes nothing for a member with every channel off', async () => {
    await turnOn({ email: false, push: false });
    await postFeed(ctx, [authorization(purchaseId())]);
    const notices = await ctx.database.db.selectFrom('earn_notifications').selectAll().execute();
    expect(notices).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone', async () => {
    await turnOn({ email: false, push: true });
    const gone = push.subscription('old-laptop');
    await member.request('POST', NOTIFICATION_PATHS.pushSubscription, gone);
    push.answer('old-laptop', 410);
    await postFeed(ctx, [authorization(purchaseId())]);
    ctx.clock.advance(WINDOW_MS);
    await runJob();
    const left = await ctx.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('member_id', '=', memberId)
      .execute();
    expect(left.map((row) => row.endpoint)).not.toContain(gone.endpoint);
  });
});

describe('a deferred reward', () => {
  it('is reminded once, three days before it lapses, saying what to do', async () => {
    await turnOn({ email: true, push: false });
    // Without e-mail offers, a Select restaurant's reward waits 14 days for the member to turn them on.
    await ctx.database.db.updateTable('members').set({ email_opt_in: false }).where('id', '=', memberId).execute();
    const id = purchaseId();
    await postFeed(ctx, [[id, 'authorization', card, 'NT-SELECT', 4000, ctx.clock.now().toISOString()]]);
    const cycle = () =>
      runRewardCycle(ctx.database.db, { partners: realPartners(), now: ctx.clock.now(), postingMode: 'immediate' });
    try {
      ctx.clock.advance(10 * DAY_MS);
      await cycle();
      ctx.clock.advance(WINDOW_MS);
      expect(await runJob()).toMatchObject({ sent: 0 });

      // Eleven days on: three are left.
      ctx.clock.advance(DAY_MS);
      await cycle();
      await cycle();
      ctx.clock.advance(WINDOW_MS);
      expect(await runJob()).toMatchObject({ sent: 1 });
      const [mail, ...others] = await earnMails();
      expect(others).toHaveLength(0);
      expect(mail!.subject).toMatch(/^Don’t miss .+ at Select Table with /);
      expect(mail!.text_body).toContain('Turn on e-mail offers within 14 days to earn at this Select restaurant');
      expect(mail!.text_body).toContain(`#txn-${id}`);
    } finally {
      await ctx.database.db.updateTable('members').set({ email_opt_in: true }).where('id', '=', memberId).execute();
    }
  });
});

describe('the e-mail’s one-click unsubscribe', () => {
  it('turns off this program’s e-mail channel only', async () => {
    await turnOn({ email: true, push: true });
    await postFeed(ctx, [authorization(purchaseId())]);
    ctx.clock.advance(WINDOW_MS);
    await runJob();
    const [mail] = await earnMails();
    const link = /<(.+)>/.exec((mail!.headers as Record<string, string>)['List-Unsubscribe']!)![1]!;
    const { pathname, search } = new URL(link);

    const page = await ctx.app.inject({
      method: 'GET',
      url: `${pathname}${search}`,
      headers: { host: 'aerovia.localhost' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop ');
    // RFC 8058: the mail client posts the form without any cookie or CSRF token.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { host: 'aerovia.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const after = (await member.request('GET', NOTIFICATION_PATHS.preferences)).json();
    expect(after).toMatchObject({ email: false, push: true });

    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}?token=demo-card-aerovia.${'0'.repeat(32)}`,
      headers: { host: 'aerovia.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
  });
});

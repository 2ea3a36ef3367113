import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_PATHS } from '@forkpoint/shared/contracts/notification-constants';
import { Browser, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';

/** The member's notification calls (issue 35 part 1): signed-in only, CSRF on changes, each member's own. */
let ctx: IdentityContext;
let card: Browser;
let vip: Browser;
const subscription = (name: string) => ({
  endpoint: `https://push.example.com/send/${name}`,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
});

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: { WEB_PUSH_ENDPOINT_HOSTS: 'push.example.com' } });
  card = await Browser.open(ctx.app);
  vip = await Browser.open(ctx.app);
  expect((await card.signIn(demo('card'))).statusCode).toBe(200);
  expect((await vip.signIn(demo('vip'))).statusCode).toBe(200);
});
afterAll(async () => ctx?.close());

const subscriptionsOf = (publicId: string) =>
  ctx.database.db
    .selectFrom('push_subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select('s.endpoint')
    .where('m.public_id', '=', publicId)
    .execute();

describe('notification preferences', () => {
  it('starts with every channel off and says whether the member has an e-mail', async () => {
    const response = await card.request('GET', NOTIFICATION_PATHS.preferences);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: false, push: false, emailAvailable: true, timeZone: null });
  });

  it('asks a visitor to sign in', async () => {
    const visitor = await Browser.open(ctx.app);
    expect((await visitor.request('GET', NOTIFICATION_PATHS.preferences)).statusCode).toBe(401);
    expect((await visitor.request('PUT', NOTIFICATION_PATHS.preferences, { email: true })).statusCode).toBe(401);
  });

  it('refuses a change without the CSRF token', async () => {
    const response = await card.request('PUT', NOTIFICATION_PATHS.preferences, { email: true }, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect((await card.request('GET', NOTIFICATION_PATHS.preferences)).json()).toMatchObject({ email: false });
  });

  it('changes one channel at a time and keeps the browser’s time zone', async () => {
    const on = await card.request('PUT', NOTIFICATION_PATHS.preferences, { email: true, timeZone: 'America/Denver' });
    expect(on.json()).toEqual({ email: true, push: false, emailAvailable: true, timeZone: 'America/Denver' });
    const push = await card.request('PUT', NOTIFICATION_PATHS.preferences, { push: true });
    expect(push.json()).toEqual({ email: true, push: true, emailAvailable: true, timeZone: 'America/Denver' });
    // Another member's choices are their own.
    expect((await vip.request('GET', NOTIFICATION_PATHS.preferences)).json()).toMatchObject({
      email: false,
      push: false,
    });
  });

  it('answers 400 with field messages for a bad time zone or an unknown field', async () => {
    const zone = await card.request('PUT', NOTIFICATION_PATHS.preferences, { timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(fieldMessages(zone).timeZone).toMatch(/IANA/);
    const extra = await card.request('PUT', NOTIFICATION_PATHS.preferences, { sms: true });
    expect(extra.statusCode).toBe(400);
    const wrongType = await card.request('PUT', NOTIFICATION_PATHS.preferences, { email: 'yes' });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('push subscriptions', () => {
  it('gives the VAPID public key to a member', async () => {
    const response = await card.request('GET', NOTIFICATION_PATHS.pushKey);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{80,100}$/);
  });

  it('stores a browser’s subscription, and removes it for its member only', async () => {
    expect(
      (await card.request('POST', NOTIFICATION_PATHS.pushSubscription, subscription('card-phone'))).statusCode,
    ).toBe(204);
    expect(await subscriptionsOf('demo-card-aerovia')).toEqual([{ endpoint: subscription('card-phone').endpoint }]);

    // Another member cannot remove it: the same answer, and it stays.
    const other = await vip.request('DELETE', NOTIFICATION_PATHS.pushSubscription, {
      endpoint: subscription('card-phone').endpoint,
    });
    expect(other.statusCode).toBe(204);
    expect(await subscriptionsOf('demo-card-aerovia')).toHaveLength(1);

    const own = await card.request('DELETE', NOTIFICATION_PATHS.pushSubscription, {
      endpoint: subscription('card-phone').endpoint,
    });
    expect(own.statusCode).toBe(204);
    expect(await subscriptionsOf('demo-card-aerovia')).toHaveLength(0);
  });

  it('refuses an endpoint that is not at a push service, and one without CSRF', async () => {
    const internal = await card.request('POST', NOTIFICATION_PATHS.pushSubscription, {
      ...subscription('x'),
      endpoint: 'https://169.254.169.254/latest/meta-data',
    });
    expect(internal.statusCode).toBe(400);
    expect(fieldMessages(internal).endpoint).toBeDefined();
    const plain = await card.request('POST', NOTIFICATION_PATHS.pushSubscription, {
      ...subscription('x'),
      endpoint: 'http://push.example.com/send/x',
    });
    expect(plain.statusCode).toBe(400);
    const noToken = await card.request('POST', NOTIFICATION_PATHS.pushSubscription, subscription('y'), {
      'x-xsrf-token': '',
    });
    expect(noToken.statusCode).toBe(403);
    expect(await subscriptionsOf('demo-card-aerovia')).toHaveLength(0);
  });

  it('moves a device’s subscription to the member who signs in on it', async () => {
    await card.request('POST', NOTIFICATION_PATHS.pushSubscription, subscription('shared-tablet'));
    await vip.request('POST', NOTIFICATION_PATHS.pushSubscription, subscription('shared-tablet'));
    expect(await subscriptionsOf('demo-card-aerovia')).toHaveLength(0);
    expect(await subscriptionsOf('demo-vip-aerovia')).toEqual([{ endpoint: subscription('shared-tablet').endpoint }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { ActivityTransaction, PagedActivity } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { signFeed } from '../src/lib/feed-signature';
import { runRewardCycle } from '../src/modules/rewards/lifecycle';
import { realPartners } from './helper';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import {
  FEED_SECRET,
  developmentKey,
  feedEnv,
  linkTestCard,
  partnerCall,
  postFeed,
  testCardNumber,
} from './rewards-helper';

/**
 * Daily posting (production's mode): settled miles wait as Pending in a posting file until the partner
 * acknowledges it through the posting calls, signed with its own integration key (here the demo seed's development
 * key; test/partner-integration-keys.test.ts has the keys themselves); then they are Awarded.
 */
let ctx: IdentityContext;
let card: string;
const ON = (day: number) => `2030-05-${String(day).padStart(2, '0')}T19:00:00-07:00`;

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: { ...feedEnv, REWARD_POSTING: 'daily' } });
  await insertMerchants(ctx.database.db, [
    testMerchant('PO-OPEN', 'Posting House', ELY, { partnerCodes: ['aerovia'] }),
  ]);
  card = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-05-01T00:00:00Z'));
});
afterAll(async () => ctx?.close());

const signed = (method: 'GET' | 'POST', url: string, key = developmentKey('aerovia')) =>
  partnerCall(ctx, key, method, url);

describe('posting files', () => {
  it('keeps settled miles Pending in a file until the partner acknowledges it, then Awards them', async () => {
    await postFeed(ctx, [['PO-1', 'settlement', card, 'PO-OPEN', 5000, ON(10)]]);
    const browser = await Browser.open(ctx.app, 'aerovia.localhost');
    await browser.signIn(demo('card'));
    const status = async () =>
      (
        ((await browser.request('GET', '/api/Member/Transactions')).json() as PagedActivity)
          .data as ActivityTransaction[]
      ).find((r) => r.sourceTransactionId === 'PO-1')?.awardStatus;
    expect(await status()).toBe('Pending');

    const list = await signed('GET', '/api/Processor/Postings?partner=aerovia');
    expect(list.statusCode).toBe(200);
    const [file] = list.json() as Array<{ fileName: string; lineCount: number; totalAmount: number }>;
    expect(file).toMatchObject({ lineCount: 1, totalAmount: 150 });
    expect(file!.fileName).toMatch(/^aerovia-\d{8}-001\.csv$/);

    const body = await signed('GET', `/api/Processor/Postings/${file!.fileName}`);
    expect(body.headers['content-type']).toMatch(/^text\/csv/);
    expect(body.body).toContain(',demo-card-aerovia,');
    expect(body.body.trim().split('\n')).toHaveLength(2);

    // A second import the same day waits for tomorrow's file.
    await postFeed(ctx, [['PO-2', 'settlement', card, 'PO-OPEN', 2000, ON(11)]]);
    expect((await signed('GET', '/api/Processor/Postings?partner=aerovia')).json()).toHaveLength(1);

    const ack = await signed('POST', `/api/Processor/Postings/${file!.fileName}/Acknowledgement`);
    expect(ack.statusCode).toBe(200);
    expect(await status()).toBe('Awarded');
    // Acknowledging again changes nothing.
    expect((await signed('POST', `/api/Processor/Postings/${file!.fileName}/Acknowledgement`)).statusCode).toBe(200);

    await runRewardCycle(ctx.database.db, {
      partners: realPartners(),
      now: new Date(ctx.clock.now().getTime() + DAY_MS),
      postingMode: 'daily',
    });
    const next = (await signed('GET', '/api/Processor/Postings?partner=aerovia')).json() as Array<{
      totalAmount: number;
    }>;
    expect(next).toEqual([expect.objectContaining({ lineCount: 1, totalAmount: 60 })]);
  });

  it('refuses unsigned, wrongly signed and unknown-file calls', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Processor/Postings' })).statusCode).toBe(401);
    const wrongSecret = { ...developmentKey('aerovia'), secret: 'another-secret-of-at-least-32-chars!' };
    expect((await signed('GET', '/api/Processor/Postings', wrongSecret)).statusCode).toBe(401);
    // The card network's processor secret is the feed's alone: it authorises no posting call, with or without a key.
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const processorSigned = await ctx.app.inject({
      method: 'GET',
      url: '/api/Processor/Postings?partner=aerovia',
      headers: { 'x-forkpoint-signature': signFeed(FEED_SECRET, 'GET /api/Processor/Postings?partner=aerovia', now) },
    });
    expect(processorSigned.statusCode).toBe(401);
    expect((await signed('GET', '/api/Processor/Postings', { ...wrongSecret, secret: FEED_SECRET })).statusCode).toBe(
      401,
    );
    expect((await signed('GET', '/api/Processor/Postings/nothing.csv')).statusCode).toBe(404);
    expect((await signed('POST', '/api/Processor/Postings/nothing.csv/Acknowledgement')).statusCode).toBe(404);
  });
});

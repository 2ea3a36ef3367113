import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { IMPRESSION_CLOCK_WINDOW_MS, recordImpressions } from '../src/modules/impressions/record-impressions';
import { openTestDatabase } from './helper';

/**
 * Storing a batch of impressions as a service (modules/impressions/record-impressions.ts), without an app: the
 * caller's member and visitor, never a record's own memberId; the client's time clamped to a day of the server's;
 * the other known fields kept as JSON. The HTTP side (budgets, batch limits, who is signed in) is
 * impressions.test.ts's and impressions-batches.test.ts's.
 */
let database: Database;
const db = () => database.db;
const RECEIVED = new Date('2030-06-01T12:00:00Z');

const stored = () =>
  db()
    .selectFrom('impressions')
    .select(['partner_code', 'channel', 'occurred_at', 'member_id', 'visitor_hash', 'merchant_id', 'url', 'fields'])
    .orderBy('id')
    .execute();

beforeAll(async () => {
  database = await openTestDatabase('seeded');
});
afterAll(async () => database?.close());

describe('a batch of impressions', () => {
  it("is stored as the caller's, each time clamped to a day of the server's", async () => {
    const accepted = await recordImpressions({
      db: db(),
      partnerCode: 'aerovia',
      receivedAt: RECEIVED,
      visitorHash: 'visitor-hash',
      memberId: 'demo-card-aerovia',
      records: [
        {
          channel: 'web',
          dateTime: '2030-06-01T11:59:00Z',
          userAgent: 'test',
          memberId: 'someone-else',
          merchantId: 42,
          url: 'https://aerovia.example/search',
          carouselId: 'near-you',
        },
        { channel: 'web', dateTime: '0001-01-01T00:00:00Z', userAgent: 'test' },
      ],
    });
    expect(accepted).toBe(2);
    const [first, second] = await stored();
    expect(first).toMatchObject({
      partner_code: 'aerovia',
      member_id: 'demo-card-aerovia',
      visitor_hash: 'visitor-hash',
      merchant_id: '42',
      url: 'https://aerovia.example/search',
      fields: { carouselId: 'near-you' },
    });
    expect(new Date(first!.occurred_at)).toEqual(new Date('2030-06-01T11:59:00Z'));
    expect(second).toMatchObject({ member_id: 'demo-card-aerovia', merchant_id: null, url: null, fields: {} });
    expect(new Date(second!.occurred_at).getTime()).toBe(RECEIVED.getTime() - IMPRESSION_CLOCK_WINDOW_MS);
  });
});

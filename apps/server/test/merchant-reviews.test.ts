import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantReviewsResponse } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { buildTestApp, type TestContext } from './helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { memberIdOf } from './rewards-helper';

/** A restaurant's written reviews on its page: published words only, newest first, signed with a first name. */
let ctx: TestContext;
let merchantId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  await insertMerchants(db, [testMerchant('MR-1', 'Reviewed Bistro', ELY, { partnerCodes: ['aerovia'] })]);
  merchantId = (
    await db.selectFrom('merchants').select('id').where('merchant_id', '=', 'MR-1').executeTakeFirstOrThrow()
  ).id;
  const member = await memberIdOf(ctx, 'demo-card-aerovia');
  const reviews: Array<{ text: string | null; status: 'published' | 'rejected'; day: number }> = [
    { text: 'Lovely pasta and a kind waiter.', status: 'published', day: 1 },
    { text: null, status: 'published', day: 2 },
    { text: 'Visit www.spam.example', status: 'rejected', day: 3 },
    ...Array.from({ length: 5 }, (_, i) => ({
      text: `Great night number ${i + 1}.`,
      status: 'published' as const,
      day: 4 + i,
    })),
  ];
  for (const [i, review] of reviews.entries()) {
    const reward = await db
      .insertInto('rewards')
      .values({
        member_id: member,
        partner_code: 'aerovia',
        source_code: 'S',
        source_transaction_id: `MR-T${i}`,
        transaction_type: 'settle',
        merchant_id: merchantId,
        occurred_at: new Date(Date.UTC(2030, 4, review.day, 19)),
        local_date: `2030-05-${String(review.day).padStart(2, '0')}`,
        ticket_cents: 4000,
        eligible_cents: 4000,
        benefit_amount: 120,
        award_status: 'Awarded',
        settled: true,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reviews')
      .values({
        member_id: member,
        partner_code: 'aerovia',
        reward_id: reward.id,
        merchant_id: merchantId,
        food: 5,
        service: 4,
        cleanliness: 5,
        value: 4,
        text: review.text,
        moderation_status: review.status,
        moderation_reason: review.status === 'rejected' ? 'links are not allowed' : null,
        created_at: new Date(Date.UTC(2030, 4, review.day, 21)),
      })
      .execute();
  }
});
afterAll(async () => ctx?.close());

const get = (host: string, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/Merchants/${id}/Reviews`, headers: { host } });

describe('a restaurant’s written reviews', () => {
  it('answers anyone the newest five published reviews with words, signed with a first name and initial', async () => {
    const response = await get('aerovia.localhost', merchantId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as MerchantReviewsResponse;
    expect(body.totalWritten).toBe(6);
    expect(body.reviews.map((r) => r.text)).toEqual([5, 4, 3, 2, 1].map((n) => `Great night number ${n}.`));
    expect(body.reviews[0]).toMatchObject({ reviewerName: 'Casey C.', food: 5, service: 4 });
    expect(JSON.stringify(body)).not.toContain('card.member');
  });

  it('answers 404 where the program does not carry the restaurant, or it does not exist', async () => {
    expect((await get('greyfen.localhost', merchantId)).statusCode).toBe(404);
    expect((await get('aerovia.localhost', 999_999_999)).statusCode).toBe(404);
    expect((await get('aerovia.localhost', 'abc')).statusCode).toBe(400);
  });
});

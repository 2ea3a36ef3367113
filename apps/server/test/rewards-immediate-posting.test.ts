import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { acknowledgePosting } from '../src/modules/rewards/postings';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber } from './rewards-helper';

/**
 * Development posts at once (REWARD_POSTING=immediate): the cycle after every import writes a posting file
 * per Mile or Point partner and acknowledges it. A purchase new in the import and settled is written already
 * posted (postings.ts postsOnWrite) rather than written Pending and updated by that posting; this pins that
 * the outcome is the posting's own, whichever way each reward got there.
 */
let ctx: IdentityContext;
let card: string;
const ON = (day: number) => `2030-05-${String(day).padStart(2, '0')}T19:00:00-07:00`;

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: { ...feedEnv, REWARD_POSTING: 'immediate' } });
  await insertMerchants(ctx.database.db, [
    testMerchant('IP-OPEN', 'Immediate House', ELY, { partnerCodes: ['aerovia'] }),
  ]);
  card = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-05-01T00:00:00Z'));
});
afterAll(async () => ctx?.close());

const rewards = async () =>
  Object.fromEntries(
    (
      await ctx.database.db
        .selectFrom('rewards')
        .select(['id', 'source_transaction_id', 'award_status', 'benefit_amount', 'posted_amount', 'posted_at'])
        .where('source_transaction_id', 'like', 'IP-%')
        .execute()
    ).map((r) => [r.source_transaction_id, r]),
  );

describe('immediate posting', () => {
  it('posts and acknowledges every settled reward with miles to send in one file, new or stored', async () => {
    // An authorization of an earlier file: its reward is stored Pending.
    await postFeed(ctx, [['IP-1', 'authorization', card, 'IP-OPEN', 4000, ON(10)]]);
    const now = ctx.clock.now();
    await postFeed(ctx, [
      ['IP-1', 'settlement', card, 'IP-OPEN', 4400, ON(10)], // the stored reward settles
      ['IP-2', 'settlement', card, 'IP-OPEN', 5000, ON(11)], // new and settled
      ['IP-3', 'authorization', card, 'IP-OPEN', 3000, ON(12)], // new, not settled yet
      ['IP-4', 'settlement', card, 'IP-OPEN', 10, ON(12)], // new and settled, too small to earn a mile
      ['IP-5', 'authorization', card, 'IP-OPEN', 2000, ON(13)], // new, settled and refunded in the same file
      ['IP-5', 'settlement', card, 'IP-OPEN', 2000, ON(13)],
      ['IP-5-R', 'refund', card, 'IP-OPEN', 500, ON(14), 'IP-5'],
    ]);

    const after = await rewards();
    for (const id of ['IP-1', 'IP-2', 'IP-5']) {
      expect(after[id]).toMatchObject({ award_status: 'Awarded', posted_at: now });
      expect(after[id]!.benefit_amount).toBeGreaterThan(0);
      expect(after[id]!.posted_amount).toBe(after[id]!.benefit_amount);
    }
    expect(after['IP-3']).toMatchObject({ award_status: 'Pending', posted_amount: 0, posted_at: null });
    expect(after['IP-4']).toMatchObject({
      award_status: 'Awarded',
      benefit_amount: 0,
      posted_amount: 0,
      posted_at: now,
    });

    // One file for the import, acknowledged, its lines in reward order with what each reward was posted.
    const files = await ctx.database.db
      .selectFrom('reward_postings')
      .selectAll()
      .where('partner_code', '=', 'aerovia')
      .where('created_at', '=', now)
      .execute();
    expect(files).toHaveLength(1);
    const [file] = files;
    const posted = ['IP-1', 'IP-2', 'IP-5'].map((id) => after[id]!).sort((a, b) => Number(a.id) - Number(b.id));
    expect(file).toMatchObject({ acknowledged_at: now, line_count: 3 });
    expect(Number(file!.total_amount)).toBe(posted.reduce((sum, r) => sum + r.benefit_amount, 0));
    const lines = await ctx.database.db
      .selectFrom('reward_posting_lines')
      .select(['reward_id', 'amount'])
      .where('posting_id', '=', file!.id)
      .orderBy('reward_id')
      .execute();
    expect(lines.map((l) => [String(l.reward_id), l.amount])).toEqual(
      posted.map((r) => [String(r.id), r.benefit_amount]),
    );
    const body = file!.body.trim().split('\n').slice(1);
    expect(body.map((line) => line.split(',')[3])).toEqual(posted.map((r) => String(r.id)));
    expect(body.map((line) => Number(line.split(',')[6]))).toEqual(posted.map((r) => r.benefit_amount));

    // The partner acknowledging it again changes nothing.
    const again = await ctx.database.db.transaction().execute((trx) => acknowledgePosting(trx, file!.id, now));
    expect(again).toBe(false);
    expect(await rewards()).toEqual(after);
  });
});

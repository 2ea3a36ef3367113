import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { rewardFor } from '@forkpoint/shared/rules/reward-amount';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { realPartners } from './helper';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber, type FeedRow } from './rewards-helper';
import { PROPERTY_TEST_TIMEOUT_MS } from './property-timeout';

/**
 * The engine's invariants (issue 13 "Done when"), over random purchases, refunds and reversals on two
 * members' cards, split into files at random and posted twice: rewards are never negative, every reward
 * is exactly its earn rule's amount of what is left spent (so a refund never leaves more earned than
 * spent), the monthly spend limit is never exceeded, each purchase earns once and for its card's member
 * only, and re-posting everything changes nothing.
 */
let ctx: IdentityContext;
const aerovia = realPartners().find((p) => p.code === 'aerovia')!;
const LIMIT_DOLLARS = 100;
const LINKED = new Date('2030-03-01T00:00:00Z');
const members = ['demo-card-aerovia', 'demo-vip-aerovia'] as const;

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
});
afterAll(async () => ctx?.close());

const purchaseArbitrary = fc.record({
  member: fc.constantFrom(0, 1),
  limited: fc.boolean(),
  // April and May 2030: two months of spend limits.
  day: fc.integer({ min: 0, max: 60 }),
  authorized: fc.integer({ min: 100, max: 30_000 }),
  settleDelta: fc.option(fc.integer({ min: -50, max: 3_000 }), { nil: null }),
  refunds: fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 3 }),
  reversed: fc.boolean(),
});

let run = 0;

describe('reward invariants (fast-check)', () => {
  it(
    'holds for any purchases, refunds, reversals and file splits, posted twice',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(purchaseArbitrary, { minLength: 1, maxLength: 12 }),
          fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
          async (purchases, splits) => {
            run += 1;
            const prefix = `PP${run}`;
            await insertMerchants(ctx.database.db, [
              testMerchant(`${prefix}-LIM`, 'Limited', ELY, {
                partnerCodes: ['aerovia'],
                details: {
                  ...testMerchant('x', 'x', ELY).details,
                  visitLimits: { maxSpendPerMonth: LIMIT_DOLLARS, maxVisitsPerMonth: 'unlimited' },
                },
              }),
              testMerchant(`${prefix}-OPEN`, 'Open', ELY, { partnerCodes: ['aerovia'] }),
            ]);
            const cards = [testCardNumber(), testCardNumber()];
            for (const [i, publicId] of members.entries()) await linkTestCard(ctx, publicId, cards[i]!, LINKED);

            const rows: FeedRow[] = [];
            for (const [i, p] of purchases.entries()) {
              const id = `${prefix}-T${i}`;
              const card = cards[p.member]!;
              const merchant = `${prefix}-${p.limited ? 'LIM' : 'OPEN'}`;
              const at = new Date(Date.UTC(2030, 3, 1, 18) + p.day * DAY_MS).toISOString();
              rows.push([id, 'authorization', card, merchant, p.authorized, at]);
              const settled = p.settleDelta === null ? null : Math.max(1, p.authorized + p.settleDelta);
              if (settled !== null) rows.push([id, 'settlement', card, merchant, settled, at]);
              if (p.reversed) rows.push([`${id}-X`, 'reversal', card, merchant, p.authorized, at, id]);
              p.refunds.forEach((amount, r) => rows.push([`${id}-R${r}`, 'refund', card, merchant, amount, at, id]));
            }
            // Files in arrival order, cut at random places.
            const files: FeedRow[][] = [];
            let start = 0;
            for (const size of splits) files.push(rows.slice(start, (start += size)));
            files.push(rows.slice(start));
            for (const file of files) if (file.length > 0) await postFeed(ctx, file);

            const snapshot = async () =>
              ctx.database.db
                .selectFrom('rewards as r')
                .innerJoin('members as m', 'm.id', 'r.member_id')
                .leftJoin('merchants as mc', 'mc.id', 'r.merchant_id')
                .select([
                  'r.source_transaction_id',
                  'r.source_code',
                  'm.public_id',
                  'mc.merchant_id',
                  'r.ticket_cents',
                  'r.eligible_cents',
                  'r.earn_tier',
                  'r.benefit_amount',
                  'r.award_status',
                ])
                .where('r.source_transaction_id', 'like', `${prefix}-%`)
                .orderBy('r.source_transaction_id')
                .execute();
            const rewards = await snapshot();

            // Re-posting every file changes nothing.
            for (const file of files) if (file.length > 0) await postFeed(ctx, file);
            expect(await snapshot()).toEqual(rewards);

            const spent = new Map<string, number>();
            for (const reward of rewards) {
              const i = Number(reward.source_transaction_id.slice(prefix.length + 2));
              const purchase = purchases[i]!;
              // Earned once, by the card's own member.
              expect(reward.public_id).toBe(members[purchase.member]);
              expect(reward.benefit_amount).toBeGreaterThanOrEqual(0);
              expect(reward.eligible_cents).toBeLessThanOrEqual(reward.ticket_cents);
              const rate =
                reward.earn_tier === 'vip' ? aerovia.earnRates.vip! : aerovia.earnRates[reward.earn_tier ?? 'basic'];
              const expected = reward.award_status === 'Forfeit' ? 0 : rewardFor(reward.eligible_cents, rate, 'Mile');
              expect(reward.benefit_amount).toBe(expected);
              if (reward.merchant_id?.endsWith('-LIM')) {
                const month = new Date(Date.UTC(2030, 3, 1) + purchase.day * DAY_MS).getUTCMonth();
                const key = `${reward.public_id}/${month}`;
                spent.set(key, (spent.get(key) ?? 0) + reward.eligible_cents);
              }
            }
            for (const total of spent.values()) expect(total).toBeLessThanOrEqual(LIMIT_DOLLARS * 100);
            // Every purchase has its reward, but one whose authorization was reversed before it settled.
            const expectedIds = purchases.flatMap((p, i) =>
              p.reversed && p.settleDelta === null ? [] : [`${prefix}-T${i}`],
            );
            expect(rewards.map((r) => r.source_transaction_id).sort()).toEqual(expectedIds.sort());
          },
        ),
        { numRuns: 15 },
      );
    },
    PROPERTY_TEST_TIMEOUT_MS,
  );
});

import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_FEED_HEADER, TRANSACTION_FEED_PATH, withLuhnCheckDigit } from '@forkpoint/shared';
import { signFeed } from '../src/lib/feed-signature';
import { buildTestApp, type TestContext } from './helper';
import { PROPERTY_TEST_TIMEOUT_MS } from './property-timeout';

/**
 * Invariants of the feed, over random files of purchases, refunds and reversals (fast-check): a file
 * posted again changes nothing, refunds never add up to more than their purchase, a purchase's events
 * and its refunds are all on one card, and every row is accounted for exactly once in the report.
 */
const NOW = new Date('2030-06-01T12:00:00Z');
const SECRET = 'feed-property-secret-of-32-characters';
const CARDS = ['411111222233334', '550000111122223', '340000111122223'].map(withLuhnCheckDigit);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => NOW, env: { PROCESSOR_SIGNING_SECRET: SECRET }, seed: false });
});
afterAll(async () => ctx?.close());

const post = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: TRANSACTION_FEED_PATH,
    headers: { 'content-type': 'text/csv', 'x-forkpoint-signature': signFeed(SECRET, body, NOW.getTime() / 1000) },
    payload: body,
  });

let run = 0;
const row = fc.record({
  purchase: fc.integer({ min: 0, max: 4 }),
  event: fc.constantFrom('authorization', 'settlement', 'refund', 'reversal', 'refund'),
  amount: fc.integer({ min: 1, max: 20_000 }),
  card: fc.integer({ min: 0, max: 2 }),
  part: fc.integer({ min: 0, max: 2 }),
});

describe('the transaction feed, over random files', () => {
  it(
    'is idempotent, never over-refunds, keeps refunds on their card, and reports every row once',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 25 }), async (rows) => {
          const prefix = `P${++run}`;
          const lines = rows.map((r) => {
            const purchaseId = `${prefix}-${r.purchase}`;
            const adjusts = r.event === 'refund' || r.event === 'reversal';
            const id = adjusts ? `${purchaseId}-${r.event}-${r.part}` : purchaseId;
            return [
              id,
              r.event,
              CARDS[r.card],
              'M-1',
              r.amount,
              'USD',
              '2030-05-30T20:00:00Z',
              adjusts ? purchaseId : '',
            ].join(',');
          });
          const body = [TRANSACTION_FEED_HEADER.join(','), ...lines].join('\n');
          const first = (await post(body)).json();
          expect(first.applied + first.duplicates + first.rejected).toBe(first.rowsRead);
          expect(first.rowsRead).toBe(rows.length);
          // Every applied event is counted once, as matched or not, as the events themselves say.
          const stored = await sql<{ matched: string; unmatched: string }>`
          SELECT count(*) FILTER (WHERE matched) AS matched, count(*) FILTER (WHERE NOT matched) AS unmatched
          FROM feed_events WHERE import_id = ${first.importId}`.execute(ctx.database.db);
          expect([first.matched, first.unmatched]).toEqual([
            Number(stored.rows[0]!.matched),
            Number(stored.rows[0]!.unmatched),
          ]);
          expect(first.matched + first.unmatched).toBe(first.applied);

          const again = (await post(body)).json();
          expect(again).toMatchObject({ applied: 0, matched: 0, unmatched: 0 });

          const byPurchase = await sql<{ purchase: number; refunded: number; foreign: number }>`
          SELECT coalesce(max(p.amount_cents) FILTER (WHERE p.event = 'settlement'), max(p.amount_cents)) AS purchase,
                 coalesce((SELECT sum(r.amount_cents) FROM feed_events r
                           WHERE r.original_transaction_id = p.transaction_id AND r.event = 'refund'), 0) AS refunded,
                 (SELECT count(*) FROM feed_events r
                  WHERE r.original_transaction_id = p.transaction_id AND r.card_fingerprint <> p.card_fingerprint) AS foreign
          FROM feed_events p
          WHERE p.transaction_id LIKE ${`${prefix}-%`} AND p.event IN ('authorization', 'settlement')
          GROUP BY p.transaction_id, p.card_fingerprint`.execute(ctx.database.db);
          const purchaseIds = await sql<{ n: string }>`
          SELECT count(DISTINCT transaction_id) AS n FROM feed_events
          WHERE transaction_id LIKE ${`${prefix}-%`} AND event IN ('authorization', 'settlement')`.execute(
            ctx.database.db,
          );
          // One card per purchase: grouping by purchase and card gives one group per purchase.
          expect(byPurchase.rows.length).toBe(Number(purchaseIds.rows[0]!.n));
          for (const purchase of byPurchase.rows) {
            expect(Number(purchase.refunded)).toBeLessThanOrEqual(Number(purchase.purchase));
            expect(Number(purchase.foreign)).toBe(0);
          }
        }),
        { numRuns: 30 },
      );
    },
    PROPERTY_TEST_TIMEOUT_MS,
  );
});

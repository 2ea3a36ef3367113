import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_FEED_HEADER, TRANSACTION_FEED_PATH, withLuhnCheckDigit } from '@forkpoint/shared';
import { signFeed } from '../src/lib/feed-signature';
import { buildTestApp, type TestContext } from './helper';

/**
 * The card network's feed (issue 13, item 1): a signed CSV post applied all-or-nothing for its valid
 * rows, idempotent, with a report of every row; the card number never stored.
 */
const NOW = new Date('2030-06-01T12:00:00Z');
const SECRET = 'feed-test-secret-of-at-least-32-chars';
const CARD = withLuhnCheckDigit('411111222233334');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => NOW, env: { PROCESSOR_SIGNING_SECRET: SECRET } });
});
afterAll(async () => ctx?.close());

let next = 0;
const uid = (prefix: string) => `${prefix}-${++next}`;
const line = (values: { id: string; event?: string; amount?: number; original?: string; card?: string; at?: string }) =>
  [
    values.id,
    values.event ?? 'authorization',
    values.card ?? CARD,
    'M-1001',
    String(values.amount ?? 4250),
    'USD',
    values.at ?? '2030-05-31T19:30:00-05:00',
    values.original ?? '',
  ].join(',');
const feed = (...lines: string[]) => [TRANSACTION_FEED_HEADER.join(','), ...lines].join('\n');

const post = (body: string, signature = signFeed(SECRET, body, NOW.getTime() / 1000)) =>
  ctx.app.inject({
    method: 'POST',
    url: TRANSACTION_FEED_PATH,
    headers: { 'content-type': 'text/csv', 'x-forkpoint-signature': signature },
    payload: body,
  });
const count = async (table: 'feed_events' | 'feed_imports') =>
  Number(
    (
      await ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/Processor/Transactions', () => {
  it('applies a signed file without cookie or CSRF token, reports every row, and stores only the fingerprint', async () => {
    const id = uid('T');
    const response = await post(feed(line({ id }), line({ id, event: 'settlement', amount: 4300 })));
    expect(response.statusCode, response.body).toBe(200);
    // The card is no member's: both events are applied, unmatched ('unknown card').
    expect(response.json()).toMatchObject({
      rowsRead: 2,
      applied: 2,
      matched: 0,
      unmatched: 2,
      duplicates: 0,
      rejected: 0,
      rejections: [],
    });
    expect(response.body).not.toContain(CARD);
    const stored = await ctx.database.db
      .selectFrom('feed_events')
      .selectAll()
      .where('transaction_id', '=', id)
      .execute();
    expect(stored.map((row) => row.event).sort()).toEqual(['authorization', 'settlement']);
    expect(JSON.stringify(stored)).not.toContain(CARD);
    expect(stored[0]!.card_fingerprint).toBe(await ctx.app.cardVault.fingerprint(CARD));
  });

  it('changes nothing when the same rows come again, in the same file or a later one', async () => {
    const id = uid('T');
    const body = feed(line({ id }), line({ id }));
    expect((await post(body)).json()).toMatchObject({ applied: 1, duplicates: 1 });
    const events = await count('feed_events');
    expect((await post(body)).json()).toMatchObject({
      applied: 0,
      matched: 0,
      unmatched: 0,
      duplicates: 2,
      rejected: 0,
    });
    expect(await count('feed_events')).toBe(events);
  });

  it('reports bad rows by line and reason and applies the good ones', async () => {
    const purchase = uid('T');
    const response = await post(
      feed(
        line({ id: purchase, amount: 5000 }),
        line({ id: uid('T'), amount: 0 }),
        line({ id: uid('R'), event: 'refund', original: purchase, amount: 3000 }),
        line({ id: uid('R'), event: 'refund', original: purchase, amount: 2500 }),
        line({ id: uid('R'), event: 'refund', original: 'no-such-purchase', amount: 100 }),
        line({
          id: uid('R'),
          event: 'refund',
          original: purchase,
          amount: 100,
          card: withLuhnCheckDigit('550000111122223'),
        }),
      ),
    );
    expect(response.json()).toMatchObject({ rowsRead: 6, applied: 2, rejected: 4 });
    expect(response.json().rejections).toEqual([
      { line: 3, reason: 'amount_cents must be more than 0' },
      { line: 5, reason: 'the refund is larger than what is left of its purchase' },
      { line: 6, reason: 'original_transaction_id no-such-purchase names no purchase' },
      { line: 7, reason: 'the refund is on another card than its purchase' },
    ]);
  });

  it('refuses a missing, wrong or stale signature with 401 and applies nothing', async () => {
    const body = feed(line({ id: uid('T') }));
    const before = await Promise.all([count('feed_events'), count('feed_imports')]);
    const stale = signFeed(SECRET, body, NOW.getTime() / 1000 - 301);
    for (const signature of [
      '',
      't=1,v1=00',
      signFeed('another-secret-of-at-least-32-chars!', body, NOW.getTime() / 1000),
      stale,
    ]) {
      const response = await post(body, signature);
      expect(response.statusCode, signature).toBe(401);
    }
    expect(await Promise.all([count('feed_events'), count('feed_imports')])).toEqual(before);
  });

  it('answers 400 to a file without the header and 415 to a body that is not CSV', async () => {
    const noHeader = line({ id: uid('T') });
    expect((await post(noHeader)).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: TRANSACTION_FEED_PATH,
      headers: {
        'content-type': 'application/json',
        'x-forkpoint-signature': signFeed(SECRET, '{}', NOW.getTime() / 1000),
      },
      payload: '{}',
    });
    expect([401, 403, 415]).toContain(json.statusCode);
    expect(json.statusCode).not.toBe(200);
  });
});

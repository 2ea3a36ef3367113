import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_FEED_HEADER, TRANSACTION_FEED_PATH, withLuhnCheckDigit } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { signFeed } from '../src/lib/feed-signature';
import { buildTestApp, type TestContext } from './helper';
import { testMerchant } from './merchant-fixtures';

/**
 * Matching (issue 13, item 2): each purchase event goes to the card whose live link covered it, in that
 * card's program, at a merchant the program carries, on a benefit day — or keeps the reason it did not.
 */
const NOW = new Date('2030-06-03T12:00:00Z');
const SECRET = 'matching-test-secret-of-32-characters';
// Friday 31 May 2030, 7:30 pm in Chicago (already Saturday in UTC).
const FRIDAY_EVENING = '2030-05-31T19:30:00-05:00';
const LINKED = new Date('2030-05-01T00:00:00Z');
const cards = {
  member: withLuhnCheckDigit('411111000011112'),
  closed: withLuhnCheckDigit('411111000022223'),
  lateLink: withLuhnCheckDigit('411111000033334'),
  removed: withLuhnCheckDigit('411111000044445'),
  stranger: withLuhnCheckDigit('411111000055556'),
  unlinkedSince: withLuhnCheckDigit('411111000066667'),
  moved: withLuhnCheckDigit('411111000077778'),
};
const at = { latitude: 41.88, longitude: -87.63 };
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => NOW, env: { PROCESSOR_SIGNING_SECRET: SECRET } });
  const db = ctx.database.db;
  await insertMerchants(db, [
    testMerchant('FM-OPEN', 'Open Every Day', at, { partnerCodes: ['aerovia'] }),
    testMerchant('FM-WEEKDAYS', 'Weekdays Only', at, {
      partnerCodes: ['aerovia'],
      benefitDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Sat'],
    }),
    testMerchant('FM-OTHER', 'Another Program', at, { partnerCodes: ['cirrella'] }),
    testMerchant('FM-TWICE', 'Twice a Month', at, {
      partnerCodes: ['aerovia'],
      details: { ...testMerchant('x', 'x', at).details, visitLimits: { maxSpendPerMonth: null, maxVisitsPerMonth: 2 } },
    }),
  ]);
  const memberId = async (publicId: string) =>
    (await db.selectFrom('members').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow()).id;
  const link = async (id: string, number: string, publicId: string, linkedAt: Date, removedAt: Date | null = null) =>
    db
      .insertInto('member_cards')
      .values({
        id,
        partner_code: 'aerovia',
        member_id: await memberId(publicId),
        fingerprint: await ctx.app.cardVault.fingerprint(number),
        last_four: number.slice(-4),
        card_type: 'visa',
        description: 'Visa',
        linked_at: linkedAt,
        removed_at: removedAt,
        removal_reason: removedAt ? 'deleted' : null,
      })
      .execute();
  await link('match-member', cards.member, 'demo-noncard-aerovia', LINKED);
  await link('match-closed', cards.closed, 'demo-closed-aerovia', LINKED);
  await link('match-late', cards.lateLink, 'demo-vip-aerovia', new Date('2030-06-02T00:00:00Z'));
  await link('match-removed', cards.removed, 'demo-vip-aerovia', LINKED, new Date('2030-05-20T00:00:00Z'));
  await link(
    'match-unlinked-since',
    cards.unlinkedSince,
    'demo-card-aerovia',
    LINKED,
    new Date('2030-06-01T12:00:00Z'),
  );
  // A card moved from one member to another on 20 May, then to a closed account on 1 June.
  const MOVED = new Date('2030-05-20T00:00:00Z');
  const CLOSED = new Date('2030-06-01T00:00:00Z');
  await link('match-moved-first', cards.moved, 'demo-vip-aerovia', LINKED, MOVED);
  await link('match-moved-second', cards.moved, 'demo-card-aerovia', MOVED, CLOSED);
  await link('match-moved-closed', cards.moved, 'demo-closed-aerovia', CLOSED);
});
afterAll(async () => ctx?.close());

const post = (rows: string[][]) => {
  const body = [TRANSACTION_FEED_HEADER.join(','), ...rows.map((r) => r.join(','))].join('\n');
  return ctx.app.inject({
    method: 'POST',
    url: TRANSACTION_FEED_PATH,
    headers: { 'content-type': 'text/csv', 'x-forkpoint-signature': signFeed(SECRET, body, NOW.getTime() / 1000) },
    payload: body,
  });
};
const purchase = (id: string, card: string, merchant: string, when = FRIDAY_EVENING) => [
  id,
  'authorization',
  card,
  merchant,
  '4800',
  'USD',
  when,
  '',
];

const outcomes = async () =>
  Object.fromEntries(
    (
      await ctx.database.db
        .selectFrom('feed_events as e')
        .select(['e.transaction_id', 'e.event', 'e.matched', 'e.match_reason', 'e.member_card_id'])
        .execute()
    ).map((row) => [`${row.transaction_id}/${row.event}`, row.match_reason ?? `matched ${row.member_card_id}`]),
  );

describe('matching feed events to members', () => {
  it('matches a purchase on a live card at a carried merchant on a benefit day, and says why for every other', async () => {
    const response = await post([
      purchase('MT-1', cards.member, 'FM-OPEN'),
      ['MT-1', 'settlement', cards.member, 'FM-OPEN', '5200', 'USD', '2030-06-01T09:00:00-05:00', ''],
      ['MT-1-R', 'refund', cards.member, 'FM-OPEN', '1000', 'USD', '2030-06-02T09:00:00-05:00', 'MT-1'],
      purchase('MT-2', cards.stranger, 'FM-OPEN'),
      purchase('MT-3', cards.lateLink, 'FM-OPEN'),
      purchase('MT-4', cards.removed, 'FM-OPEN'),
      purchase('MT-5', cards.closed, 'FM-OPEN'),
      purchase('MT-6', cards.member, 'FM-NOWHERE'),
      purchase('MT-7', cards.member, 'FM-OTHER'),
      // Friday where it happened, though Saturday in UTC: Friday is not a benefit day here.
      purchase('MT-8', cards.member, 'FM-WEEKDAYS'),
      purchase('MT-9', cards.member, 'FM-WEEKDAYS', '2030-05-30T19:30:00-05:00'),
    ]);
    // The report counts the applied events by outcome, and the import's row keeps the same counts.
    const report = response.json();
    expect(report).toMatchObject({ applied: 11, matched: 4, unmatched: 7, rejected: 0 });
    expect(
      await ctx.database.db
        .selectFrom('feed_imports')
        .select(['applied', 'matched', 'unmatched'])
        .where('id', '=', report.importId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ applied: 11, matched: 4, unmatched: 7 });
    expect(await outcomes()).toEqual({
      'MT-1/authorization': 'matched match-member',
      'MT-1/settlement': 'matched match-member',
      'MT-1-R/refund': 'matched match-member',
      'MT-2/authorization': 'unknown card',
      'MT-3/authorization': 'card linked after the purchase',
      'MT-4/authorization': 'card unlinked before the purchase',
      'MT-5/authorization': 'member closed',
      'MT-6/authorization': 'unknown merchant',
      'MT-7/authorization': "merchant not in the member's program",
      'MT-8/authorization': 'not a benefit day',
      'MT-9/authorization': 'matched match-member',
    });
  });

  it('matches a card linked several times to the link that covered the purchase', async () => {
    await post([
      purchase('MM-1', cards.moved, 'FM-OPEN', '2030-04-26T19:30:00-05:00'),
      purchase('MM-2', cards.moved, 'FM-OPEN', '2030-05-10T19:30:00-05:00'),
      purchase('MM-3', cards.moved, 'FM-OPEN', '2030-05-24T19:30:00-05:00'),
      purchase('MM-4', cards.moved, 'FM-OPEN', '2030-06-02T09:30:00-05:00'),
    ]);
    const results = await outcomes();
    expect(['MM-1', 'MM-2', 'MM-3', 'MM-4'].map((id) => results[`${id}/authorization`])).toEqual([
      'card linked after the purchase',
      'matched match-moved-first',
      'matched match-moved-second',
      'member closed',
    ]);
  });

  it('judges a settlement at its authorization: unlinked since, or posted on a day without benefit, it still matches', async () => {
    // Authorized on Thursday evening (a benefit day) while linked; the card was unlinked on Saturday and
    // the settlement posted on Sunday (no benefit), one in the same file and one in a later file.
    const thursday = '2030-05-30T19:30:00-05:00';
    const sunday = '2030-06-02T09:00:00-05:00';
    const settle = (id: string) => [id, 'settlement', cards.unlinkedSince, 'FM-WEEKDAYS', '5000', 'USD', sunday, ''];
    await post([purchase('MT-S1', cards.unlinkedSince, 'FM-WEEKDAYS', thursday), settle('MT-S1')]);
    await post([purchase('MT-S2', cards.unlinkedSince, 'FM-WEEKDAYS', thursday)]);
    await post([settle('MT-S2')]);
    // Without an authorization, a settlement is the purchase: judged at its own moment.
    await post([settle('MT-S3')]);
    const results = await outcomes();
    expect(results['MT-S1/settlement']).toBe('matched match-unlinked-since');
    expect(results['MT-S2/settlement']).toBe('matched match-unlinked-since');
    expect(results['MT-S3/settlement']).toBe('card unlinked before the purchase');
  });

  it('matches each event once: posting the file again adds no match', async () => {
    const before = Object.keys(await outcomes()).length;
    await post([purchase('MT-1', cards.member, 'FM-OPEN')]);
    expect(Object.keys(await outcomes()).length).toBe(before);
  });

  it('counts visits, not events, against a monthly visit limit, across files, and starts again next month; a visit past it matches and says why it earned nothing', async () => {
    const visit = (id: string, when: string) => [
      purchase(id, cards.member, 'FM-TWICE', when),
      [id, 'settlement', cards.member, 'FM-TWICE', '5000', 'USD', when, ''],
    ];
    await post([...visit('VL-1', '2030-05-02T12:00:00-05:00')]);
    await post([
      ...visit('VL-2', '2030-05-03T12:00:00-05:00'),
      ...visit('VL-3', '2030-05-04T12:00:00-05:00'),
      ...visit('VL-4', '2030-06-01T12:00:00-05:00'),
    ]);
    // An earlier-dated purchase arriving late does not push out visits already matched.
    await post([...visit('VL-0', '2030-05-01T12:00:00-05:00')]);
    const results = await outcomes();
    const of = (id: string) => [results[`${id}/authorization`], results[`${id}/settlement`]];
    for (const id of ['VL-0', 'VL-1', 'VL-2', 'VL-3', 'VL-4']) {
      expect(of(id)).toEqual(['matched match-member', 'matched match-member']);
    }
    const rewards = Object.fromEntries(
      (
        await ctx.database.db
          .selectFrom('rewards')
          .select(['source_transaction_id', 'award_status', 'status_reason', 'benefit_amount'])
          .where('source_transaction_id', 'like', 'VL-%')
          .execute()
      ).map((r) => [r.source_transaction_id, r]),
    );
    for (const id of ['VL-1', 'VL-2', 'VL-4']) expect(rewards[id]?.award_status).not.toBe('Forfeit');
    // The third of May's visits, and the earlier-dated one arriving late (it does not push out visits counted).
    for (const id of ['VL-3', 'VL-0']) {
      expect(rewards[id]).toMatchObject({
        award_status: 'Forfeit',
        status_reason: 'Visit limit reached for May: 2 of 2 visits',
        benefit_amount: 0,
      });
    }
  });

  it('never matches more visits a month than the limit, whatever the order and split of the files (fast-check)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), month: fc.constantFrom(3, 4), file: fc.nat(2) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (visits) => {
          run += 1;
          const files: string[][][] = [[], [], []];
          visits.forEach((v, i) => {
            const when = `2030-0${v.month}-${String(v.day).padStart(2, '0')}T12:00:00-05:00`;
            files[v.file]!.push(purchase(`PV-${run}-${i}`, cards.member, 'FM-TWICE', when));
          });
          for (const rows of files) {
            if (rows.length) expect((await post(rows)).json()).toMatchObject({ rejected: 0 });
          }
          const perMonth = await ctx.database.db
            .selectFrom('rewards as r')
            .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
            .select([
              sql<string>`to_char(r.local_date, 'YYYY-MM')`.as('month'),
              // Visits, not events: a purchase's authorization and settlement are one reward.
              sql<string>`count(*) FILTER (WHERE r.award_status <> 'Forfeit')`.as('earning'),
              sql<string>`count(*)`.as('visits'),
            ])
            .where('r.source_code', '=', 'S')
            .where('m.merchant_id', '=', 'FM-TWICE')
            .groupBy(sql`to_char(r.local_date, 'YYYY-MM')`)
            .execute();
          // Every visit so far at this merchant, this run's and all before, has its reward; two a month earn at most.
          for (const month of perMonth) expect(Number(month.earning)).toBeLessThanOrEqual(2);
          const matched = await ctx.database.db
            .selectFrom('feed_events')
            .select(sql<string>`count(DISTINCT transaction_id)`.as('n'))
            .where('merchant_id', '=', 'FM-TWICE')
            .where('matched', '=', true)
            .executeTakeFirstOrThrow();
          expect(perMonth.reduce((sum, month) => sum + Number(month.visits), 0)).toBe(Number(matched.n));
        },
      ),
      { numRuns: 10 },
    );
  });
});

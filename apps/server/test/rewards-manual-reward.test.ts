import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '@forkpoint/shared';
import type { Database } from '../src/db/database';
import { writeManualReward, type ManualReward } from '../src/modules/rewards/manual-reward';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { openTestDatabase, realPartners } from './helper';
import { ELY, testMerchant } from './merchant-fixtures';

/**
 * The one write of a manual reward (modules/rewards/manual-reward.ts), on the seeded database without an app:
 * the row every bonus and adjustment starts its lifecycle from, its first status by program, a purchase's
 * restaurant and card, and a source id written once. aerovia earns miles; kitefund is a Dollar program.
 */
let database: Database;
let miles: { id: number; partnerCode: string };
let dollars: { id: number; partnerCode: string };
let merchantId: number;
const CARD_ID = 'tmanualreward1';

const partner = (code: string): Partner => realPartners().find((p) => p.code === code)!;
const db = () => database.db;

async function demoMember(partnerCode: string) {
  const row = await db()
    .selectFrom('members')
    .select('id')
    .where('public_id', '=', `demo-card-${partnerCode}`)
    .executeTakeFirstOrThrow();
  return { id: row.id, partnerCode };
}

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  miles = await demoMember('aerovia');
  dollars = await demoMember('kitefund');
  await insertMerchants(db(), [testMerchant('MR-KITCHEN', 'Manual Kitchen', ELY, { partnerCodes: ['aerovia'] })]);
  merchantId = (
    await db().selectFrom('merchants').select('id').where('merchant_id', '=', 'MR-KITCHEN').executeTakeFirstOrThrow()
  ).id;
  await db()
    .insertInto('member_cards')
    .values({
      id: CARD_ID,
      partner_code: 'aerovia',
      member_id: miles.id,
      fingerprint: 'manual-reward-test-fingerprint',
      last_four: '1111',
      card_type: 'visa',
      description: 'Visa',
      linked_at: new Date('2030-01-01T00:00:00Z'),
    })
    .execute();
});
afterAll(async () => database?.close());

const NOW = new Date('2030-06-01T12:00:00Z');
const OCCURRED = new Date('2030-05-30T19:00:00Z');

function reward(overrides: Partial<ManualReward> & Pick<ManualReward, 'sourceTransactionId'>): ManualReward {
  return {
    member: miles,
    partner: partner('aerovia'),
    source: 'B',
    amount: 500,
    occurredAt: OCCURRED,
    localDate: '2030-05-30',
    reason: 'Reservation bonus',
    now: NOW,
    ...overrides,
  };
}

const rowOf = (id: string) => db().selectFrom('rewards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('writeManualReward', () => {
  it('writes a settled manual reward, Pending in a Mile program until it is posted', async () => {
    const id = await writeManualReward(db(), reward({ sourceTransactionId: 'test-manual-miles' }));
    expect(id).not.toBeNull();
    const row = await rowOf(id!);
    expect(row).toMatchObject({
      member_id: miles.id,
      partner_code: 'aerovia',
      source_code: 'B',
      source_transaction_id: 'test-manual-miles',
      transaction_type: 'manual',
      merchant_id: null,
      member_card_id: null,
      ticket_cents: 0,
      eligible_cents: 0,
      earn_tier: null,
      benefit_amount: 500,
      award_status: 'Pending',
      status_reason: 'Reservation bonus',
      settled: true,
      posted_amount: 0,
      posted_at: null,
    });
    expect(new Date(row.occurred_at)).toEqual(OCCURRED);
    expect(new Date(row.created_at)).toEqual(NOW);
    expect(new Date(row.updated_at)).toEqual(NOW);
  });

  it('is Awarded at once in a Dollar program, and a take-back keeps its sign', async () => {
    const id = await writeManualReward(
      db(),
      reward({
        member: dollars,
        partner: partner('kitefund'),
        source: 'A',
        sourceTransactionId: 'test-manual-dollars',
        amount: -250,
        reason: null,
      }),
    );
    expect(await rowOf(id!)).toMatchObject({
      partner_code: 'kitefund',
      source_code: 'A',
      benefit_amount: -250,
      award_status: 'Awarded',
      status_reason: null,
    });
  });

  it("carries an approved claim's restaurant, card and amount", async () => {
    const id = await writeManualReward(
      db(),
      reward({
        source: 'M',
        sourceTransactionId: 'test-manual-claim',
        merchantId,
        memberCardId: CARD_ID,
        ticketCents: 4_250,
      }),
    );
    expect(await rowOf(id!)).toMatchObject({
      merchant_id: merchantId,
      member_card_id: CARD_ID,
      ticket_cents: 4_250,
      eligible_cents: 0,
    });
  });

  it('writes a source id once: a second write answers null and changes nothing', async () => {
    const first = await writeManualReward(db(), reward({ sourceTransactionId: 'test-manual-once' }));
    const again = await writeManualReward(
      db(),
      reward({ sourceTransactionId: 'test-manual-once', amount: 999, reason: 'Another' }),
    );
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    const rows = await db()
      .selectFrom('rewards')
      .select(['id', 'benefit_amount', 'status_reason'])
      .where('source_transaction_id', '=', 'test-manual-once')
      .execute();
    expect(rows).toEqual([{ id: first, benefit_amount: 500, status_reason: 'Reservation bonus' }]);
    // The same id under another source is another reward.
    expect(
      await writeManualReward(db(), reward({ source: 'J', sourceTransactionId: 'test-manual-once' })),
    ).not.toBeNull();
  });

  it("writes inside the caller's transaction: rolled back, nothing stays", async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await writeManualReward(trx, reward({ sourceTransactionId: 'test-manual-rolled-back' }));
          throw new Error('the caller fails');
        }),
    ).rejects.toThrow('the caller fails');
    const left = await db()
      .selectFrom('rewards')
      .select('id')
      .where('source_transaction_id', '=', 'test-manual-rolled-back')
      .execute();
    expect(left).toEqual([]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayOfWeek, MealServed, MerchantFeature } from '@forkpoint/shared';
import type { Database } from '../src/db/database';
import { traitsOf } from '../src/modules/merchants/search-traits';
import { loadPartnerFiles, PARTNERS_DIR } from '../src/modules/partners/partner-files';
import { seed } from '../src/stand-ins/seed/seed';
import { openTestDatabase } from './helper';

/**
 * The bits the search filters read from the place index (migrations/0079_search_traits.sql): the SQL that
 * writes them and the TypeScript that builds the masks (search-traits.ts) agree, and each merchant's program
 * bits follow its carriage.
 */
describe('search traits and program bits', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase('migrated');
    // The seed's bulk insert writes partner_codes itself (the carriage trigger skips): the bits must follow anyway.
    await seed(database.db, loadPartnerFiles(PARTNERS_DIR), { merchants: 300 });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('merchant_search_traits() sets the bits search-traits.ts reads', async () => {
    const rows: Parameters<typeof traitsOf>[0][] = [
      {
        features: [],
        meals_served: [],
        benefit_days: [],
        price_level: 0,
        acclaimed_level: 0,
        is_new: false,
        open_table_id: null,
      },
      {
        features: ['delivery', 'online ordering'] as MerchantFeature[],
        meals_served: ['late night'] as MealServed[],
        benefit_days: ['Sun', 'Sat'] as DayOfWeek[],
        price_level: 4,
        acclaimed_level: 2,
        is_new: true,
        open_table_id: 'ot-1',
      },
      {
        features: ['dine-in', 'takeout'] as MerchantFeature[],
        meals_served: ['breakfast', 'brunch', 'lunch', 'dinner'] as MealServed[],
        benefit_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as DayOfWeek[],
        price_level: 2,
        acclaimed_level: 1,
        is_new: false,
        open_table_id: null,
      },
    ];
    for (const row of rows) {
      const { rows: answered } = await sql<{ traits: string }>`
        SELECT merchant_search_traits(${row.features}::text[], ${row.meals_served}::text[], ${row.benefit_days}::text[],
          ${row.price_level}::smallint, ${row.acclaimed_level}::smallint, ${row.is_new}, ${row.open_table_id}::text) AS traits`.execute(
        database.db,
      );
      expect(Number(answered[0]!.traits), JSON.stringify(row)).toBe(traitsOf(row));
    }
  });

  it('gives every program its own bit and every merchant the bits of the programs carrying it', async () => {
    const partners = await database.db.selectFrom('partners').select(['code', 'search_bit']).execute();
    expect(new Set(partners.map((p) => p.search_bit)).size).toBe(partners.length);
    const bitOf = new Map(partners.map((p) => [p.code, BigInt(p.search_bit)]));
    const merchants = await database.db
      .selectFrom('merchants')
      .select(['id', 'partner_codes', 'partner_bits'])
      .orderBy('id')
      .limit(200)
      .execute();
    expect(merchants.length).toBe(200);
    for (const merchant of merchants) {
      const expected = merchant.partner_codes.reduce((bits, code) => bits | (1n << bitOf.get(code)!), 0n);
      expect(BigInt(merchant.partner_bits), `merchant ${merchant.id}`).toBe(expected);
    }
  });

  it('follows the carriage when a program stops or starts carrying a merchant', async () => {
    const carried = await database.db
      .selectFrom('merchant_partners')
      .select(['merchant_id', 'partner_code'])
      .orderBy('merchant_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { search_bit: bit } = await database.db
      .selectFrom('partners')
      .select('search_bit')
      .where('code', '=', carried.partner_code)
      .executeTakeFirstOrThrow();
    const bitsOf = async () =>
      BigInt(
        (
          await database.db
            .selectFrom('merchants')
            .select('partner_bits')
            .where('id', '=', carried.merchant_id)
            .executeTakeFirstOrThrow()
        ).partner_bits,
      );
    const carrying = (bits: bigint) => (bits & (1n << BigInt(bit))) !== 0n;
    expect(carrying(await bitsOf())).toBe(true);
    await database.db
      .deleteFrom('merchant_partners')
      .where('merchant_id', '=', carried.merchant_id)
      .where('partner_code', '=', carried.partner_code)
      .execute();
    expect(carrying(await bitsOf())).toBe(false);
    await database.db.insertInto('merchant_partners').values(carried).execute();
    expect(carrying(await bitsOf())).toBe(true);
  });

  it('gives a new program the lowest free bit', async () => {
    const taken = (await database.db.selectFrom('partners').select('search_bit').execute()).map((p) => p.search_bit);
    await database.db
      .insertInto('partners')
      .values({ code: 'newprogram', name: 'New Program', kind: 'airline' })
      .execute();
    const added = await database.db
      .selectFrom('partners')
      .select('search_bit')
      .where('code', '=', 'newprogram')
      .executeTakeFirstOrThrow();
    const lowestFree = [...Array(63).keys()].find((b) => !taken.includes(b));
    expect(added.search_bit).toBe(lowestFree);
  });
});

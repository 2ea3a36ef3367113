import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchants } from '../src/seed/merchants/insert-merchants';
import { seed } from '../src/seed/seed';
import { buildTestApp, realPartners, type TestContext } from './helper';
import { ELY, testMerchant } from './merchant-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(async () => ctx?.close());

const count = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM merchants`.execute(ctx.database.db)).rows[0]!.n);

describe('seeding the merchant catalog', () => {
  it('seeds the asked number of merchants, and extends rather than repeats', async () => {
    expect((await seed(ctx.database.db, realPartners(), { merchants: 120 })).merchantsAdded).toBe(120);
    expect(await count()).toBe(120);
    expect((await seed(ctx.database.db, realPartners(), { merchants: 150 })).merchantsAdded).toBe(30);
    expect((await seed(ctx.database.db, realPartners(), { merchants: 100 })).merchantsAdded).toBe(0);
    const ids = await ctx.database.db.selectFrom('merchants').select('merchant_id').orderBy('merchant_id').execute();
    expect(ids.map((r) => r.merchant_id)).toEqual(
      Array.from({ length: 150 }, (_, i) => `FP${String(i + 1).padStart(7, '0')}`),
    );
  });

  it('adds no merchants on a later start when the catalog already has some', async () => {
    const before = await count();
    expect((await seed(ctx.database.db, realPartners())).merchantsAdded).toBe(0);
    expect(await count()).toBe(before);
  });

  it('keeps partner_codes equal to the merchant_partners rows, written by the seed', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM merchants m
      WHERE m.partner_codes <> ARRAY(SELECT mp.partner_code FROM merchant_partners mp WHERE mp.merchant_id = m.id ORDER BY 1)
    `.execute(ctx.database.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('follows carriage changes made to merchant_partners afterwards', async () => {
    const merchant = await ctx.database.db
      .selectFrom('merchants')
      .select(['id', 'partner_codes'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const dropped = merchant.partner_codes[0]!;
    await ctx.database.db
      .deleteFrom('merchant_partners')
      .where('merchant_id', '=', merchant.id)
      .where('partner_code', '=', dropped)
      .execute();
    const afterDelete = await ctx.database.db
      .selectFrom('merchants')
      .select('partner_codes')
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(afterDelete.partner_codes).not.toContain(dropped);
    await ctx.database.db
      .insertInto('merchant_partners')
      .values({ merchant_id: merchant.id, partner_code: dropped })
      .execute();
    const afterInsert = await ctx.database.db
      .selectFrom('merchants')
      .select('partner_codes')
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(afterInsert.partner_codes).toEqual(merchant.partner_codes);
  });

  it('leaves triggers and foreign keys on for what the transaction does after a bulk insert', async () => {
    const failed = await ctx.database.db
      .transaction()
      .execute(async (trx) => {
        await insertMerchants(trx, [testMerchant('S01', 'Bulk Bistro', ELY)]);
        const { rows } = await sql<{ role: string; skip: string }>`
          SELECT current_setting('session_replication_role') AS role,
                 current_setting('forkpoint.carriage_written', true) AS skip`.execute(trx);
        expect(rows[0]).toEqual({ role: 'origin', skip: 'off' });
        const merchant = await trx
          .selectFrom('merchants')
          .select('id')
          .where('merchant_id', '=', 'S01')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('merchant_partners')
          .values({ merchant_id: merchant.id, partner_code: 'no-such-partner' })
          .execute();
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String(failed)).toMatch(/foreign key/);
    expect(
      await ctx.database.db.selectFrom('merchants').select('id').where('merchant_id', '=', 'S01').execute(),
    ).toEqual([]);
  });

  it('stores the point the geo index searches on', async () => {
    const { rows } = await sql<{ off: number }>`
      SELECT max(m.geo <-> ll_to_earth(m.lat, m.lng)) AS off FROM merchants m
    `.execute(ctx.database.db);
    expect(Number(rows[0]!.off)).toBeLessThan(0.001);
  });
});

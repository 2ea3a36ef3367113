import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { seed } from '../src/stand-ins/seed/seed';
import { importSeedCatalog } from '../src/modules/catalog/import/import-catalog';
import { demoCatalogFile, demoSourceId } from '../src/stand-ins/seed/merchants/catalog-lines';
import { CATALOG_DATE, generateMerchant } from '../src/stand-ins/seed/merchants/generate-merchant';
import { searchTextOf } from '../src/stand-ins/seed/merchants/insert-merchants';
import { seedMerchants } from '../src/stand-ins/seed/merchants/seed-merchants';
import { seedPlaces } from '../src/stand-ins/seed/merchants/seed-places';
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

  describe('through the catalog import (issue 32)', () => {
    const TODAY = new Date(CATALOG_DATE);
    const drawn = () =>
      Array.from({ length: 30 }, (_, k) => generateMerchant(150 + k, seedPlaces(), realPartners(), TODAY));

    it('writes each restaurant as a location of the demo source, with the row the generator drew', async () => {
      expect(await seedMerchants(ctx.database.db, realPartners(), 180, TODAY)).toBe(30);
      const rows = await ctx.database.db
        .selectFrom('merchants as m')
        .innerJoin('catalog_locations as cl', 'cl.merchant_id', 'm.id')
        .selectAll('m')
        .select(['cl.source_id', 'cl.coordinate_precision', 'cl.programs'])
        .where('m.merchant_id', '>', 'FP0000150')
        .orderBy('m.merchant_id')
        .execute();
      const expected = drawn();
      expect(rows.map((r) => r.merchant_id)).toEqual(expected.map((m) => m.merchantId));
      rows.forEach((row, i) => {
        const m = expected[i]!;
        expect(row, m.merchantId).toMatchObject({
          source_id: demoSourceId(m.merchantId),
          coordinate_precision: 'given',
          programs: [...m.partnerCodes].sort(),
          name: m.name,
          origin: m.origin,
          image_ids: m.imageIds,
          rating_count: m.ratingCount,
          price_level: m.priceLevel,
          cuisines: m.cuisines,
          highlights: m.highlights,
          street: m.street,
          city: m.city,
          state: m.state,
          zip: m.zip,
          neighborhood: m.neighborhood,
          lat: m.latitude,
          lng: m.longitude,
          acclaimed_level: m.acclaimedLevel,
          campaign_codes: m.campaignCodes,
          access_tier: m.accessTier,
          open_table_id: m.openTableId,
          features: m.features,
          meals_served: m.mealsServed,
          benefit_days: m.benefitDays,
          is_new: m.isNew,
          search_text: searchTextOf(m),
          partner_codes: [...m.partnerCodes].sort(),
          time_zone: m.timeZone,
        });
        expect(row.rating).toBeCloseTo(m.rating, 5);
        expect(new Date(row.created_at).getTime()).toBe(m.createdAt.getTime());
        expect(row.offers).toEqual(m.offers);
        expect(row.details).toEqual(m.details);
      });
    });

    it("reports each new demo restaurant as an added line with the demo's own public id", async () => {
      const next = Array.from({ length: 10 }, (_, k) => generateMerchant(180 + k, seedPlaces(), realPartners(), TODAY));
      const rolledBack = new Error('rolled back');
      let report: Awaited<ReturnType<typeof importSeedCatalog>> | undefined;
      const outcome = await ctx.database.db
        .transaction()
        .execute(async (trx) => {
          report = await importSeedCatalog({
            trx,
            text: demoCatalogFile(next, TODAY),
            programs: new Set(realPartners().map((p) => p.code)),
            now: TODAY,
          });
          throw rolledBack;
        })
        .catch((error: unknown) => error);
      expect(outcome).toBe(rolledBack);
      expect(report?.counts).toEqual({ added: 10, changed: 0, unchanged: 0, refused: 0 });
      expect(report?.lines.map((line) => line.merchantId)).toEqual(next.map((m) => m.merchantId));
      // The public sequence was not drawn from: the demo's ids are its own.
      const { rows } = await sql<{ called: boolean }>`SELECT is_called AS called FROM catalog_merchant_numbers`.execute(
        ctx.database.db,
      );
      expect(rows[0]!.called).toBe(false);
    });

    it('finds the demo file already applied: every line unchanged, nothing written', async () => {
      const before = await sql<{ v: string }>`SELECT count(*)::text AS v FROM catalog_locations`.execute(
        ctx.database.db,
      );
      const report = await ctx.database.db.transaction().execute((trx) =>
        importSeedCatalog({
          trx,
          text: demoCatalogFile(drawn(), TODAY),
          programs: new Set(realPartners().map((p) => p.code)),
          now: TODAY,
        }),
      );
      expect(report.counts).toEqual({ added: 0, changed: 0, unchanged: 30, refused: 0 });
      expect(report.lines[0]).toMatchObject({ sourceId: 'demo:FP0000151', merchantId: 'FP0000151' });
      const after = await sql<{ v: string }>`SELECT count(*)::text AS v FROM catalog_locations`.execute(
        ctx.database.db,
      );
      expect(after.rows).toEqual(before.rows);
    });

    it("grows the generated catalog past a program's imported locations (numbered from FP5000001)", async () => {
      await insertMerchants(ctx.database.db, [testMerchant('FP5000001', 'Imported Grill', ELY)]);
      expect(await seedMerchants(ctx.database.db, realPartners(), 182, TODAY)).toBe(2);
      const newest = await ctx.database.db
        .selectFrom('merchants')
        .select('merchant_id')
        .where('merchant_id', '<', 'FP5000000')
        .orderBy('merchant_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(newest.merchant_id).toBe('FP0000182');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  merchantDetailResponseSchema,
  merchantSearchQuerySchema,
  merchantSearchResponseSchema,
  type Partner,
} from '@forkpoint/shared';
import { memberViewer, visitorViewer, type MerchantViewer } from '@forkpoint/shared/rules/merchant-access';
import { z } from 'zod';
import { compileResponseSerializer } from '../src/lib/http/compiled-response';
import { readCatalogVersion } from '../src/modules/merchants/catalog-version';
import { milesFromChord } from '../src/modules/merchants/geo';
import { toMerchant, toMerchantCard } from '../src/modules/merchants/merchant-mapper';
import { findMerchantPage } from '../src/modules/merchants/page-repository';
import { searchMerchants } from '../src/modules/merchants/search-repository';
import { toSearchCriteria } from '../src/modules/merchants/search-criteria';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { realPartners, type TestContext } from './helper';
import {
  ELY,
  PARTNER_A,
  PARTNER_B,
  buildCatalogApp,
  elyQuery,
  ids,
  offset,
  searchAs,
  testMerchant,
} from './merchant-fixtures';

// Issue 19 (decision 0007, "Issue 19: CPU per search"): search pages are kept in memory per instance and
// stand only while the catalog is unchanged; answers are written by a serializer compiled from the schema.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildCatalogApp();
});
afterAll(async () => ctx?.close());

const merchantId = async (code: string) =>
  (await ctx.database.db.selectFrom('merchants').select('id').where('merchant_id', '=', code).executeTakeFirstOrThrow())
    .id;

describe('search pages kept in memory', () => {
  it('answer a write to a merchant at once (the catalog version moves in the writing transaction)', async () => {
    const byRating = elyQuery('sortBy=rating');
    const before = await searchAs(ctx, byRating);
    expect(ids(before.body.merchants)[0]).toBe('T02');
    const versionBefore = await readCatalogVersion(ctx.database.db);
    await ctx.database.db.updateTable('merchants').set({ rating: 5 }).where('merchant_id', '=', 'T09').execute();
    expect(await readCatalogVersion(ctx.database.db)).not.toBe(versionBefore);
    const after = await searchAs(ctx, byRating);
    expect(ids(after.body.merchants)[0]).toBe('T09');
    expect(after.body.merchants[0]!.details.rating.overallRating).toBe(5);
  });

  it('answer a change of carriage and a new merchant at once', async () => {
    expect(ids((await searchAs(ctx, elyQuery())).body.merchants)).toContain('T01');
    await ctx.database.db
      .deleteFrom('merchant_partners')
      .where('merchant_id', '=', await merchantId('T01'))
      .where('partner_code', '=', PARTNER_A)
      .execute();
    expect(ids((await searchAs(ctx, elyQuery())).body.merchants)).not.toContain('T01');

    await insertMerchants(ctx.database.db, [testMerchant('T30', 'Newly Opened Noodles', offset(ELY, 0, 0.1))]);
    expect(ids((await searchAs(ctx, elyQuery())).body.merchants)[0]).toBe('T30');
  });

  it('answer each partner its own catalog, whichever asked first', async () => {
    for (let round = 0; round < 2; round++) {
      const a = ids((await searchAs(ctx, elyQuery(), PARTNER_A)).body.merchants);
      const b = ids((await searchAs(ctx, elyQuery(), PARTNER_B)).body.merchants);
      expect(a).not.toContain('T08');
      expect(b).toContain('T08');
      expect(b).not.toContain('T02');
    }
  });

  it('survive a bulk write that skips foreign-key checks (the trigger fires under replica mode too)', async () => {
    const before = await readCatalogVersion(ctx.database.db);
    await ctx.database.db.transaction().execute(async (trx) => {
      const superuser = await sql<{
        on: boolean;
      }>`SELECT rolsuper AS on FROM pg_roles WHERE rolname = current_user`.execute(trx);
      if (superuser.rows[0]?.on) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('merchants').set({ rating_count: 77 }).where('merchant_id', '=', 'T03').execute();
    });
    expect(await readCatalogVersion(ctx.database.db)).not.toBe(before);
  });
});

describe('the compiled serializer on real answers', () => {
  /** The viewers a search is answered for: nobody, a visitor of the partner, and each member tier. */
  const viewers = (partner: Partner): (MerchantViewer | null)[] => [
    null,
    visitorViewer(partner),
    memberViewer({ tierLevel: 'NonActivated', emailOptIn: false }, partner),
    memberViewer({ tierLevel: 'OptedOut', emailOptIn: false }, partner),
    memberViewer({ tierLevel: 'OptedIn', emailOptIn: true }, partner),
    memberViewer({ tierLevel: 'VIP', emailOptIn: true }, partner),
  ];
  const zodWrites = <T>(schema: z.ZodType<T>, data: T) => JSON.stringify(z.encode(schema, data));

  it("writes every search answer and merchant page exactly as zod's serializer does", async () => {
    const writeSearch = compileResponseSerializer(merchantSearchResponseSchema);
    const writePage = compileResponseSerializer(merchantDetailResponseSchema);
    const now = new Date();
    let cardsWritten = 0;
    for (const partner of realPartners().filter((p) => [PARTNER_A, PARTNER_B].includes(p.code))) {
      for (const query of [
        { location: 'Ely, NV', pageSize: 50 },
        { location: 'Ely, NV', sortBy: 'relevance' as const, restaurantOrCuisine: 'sushi', pageSize: 50 },
        { lat: 39.25, lng: -114.89, pageSize: 50, pageNo: 1 },
        // The seeded catalog: generated offers, highlights, neighbourhoods and acclaimed levels.
        { location: 'New York, NY', radius: 100, pageSize: 50 },
        { location: 'New York, NY', radius: 100, benefitsFor: 'true', sortBy: 'rating' as const, pageSize: 50 },
      ]) {
        const parsed = merchantSearchQuerySchema.parse(
          Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        );
        const { criteria, area } = toSearchCriteria(parsed, partner, now);
        const { rows, hasMore } = await searchMerchants(ctx.database, criteria);
        cardsWritten += rows.length;
        for (const viewer of viewers(partner)) {
          const context = { viewer, reservationsEnabled: partner.openTableReservationsEnabled, now };
          const answer = {
            merchants: rows.map((row) => toMerchantCard(row.merchant, milesFromChord(row.chord), context)),
            pageNo: criteria.pageNo,
            pageSize: criteria.pageSize,
            hasMore,
            sortBy: criteria.sortBy,
            searchArea: area.answer,
          };
          expect(writeSearch(answer)).toBe(zodWrites(merchantSearchResponseSchema, answer));
          for (const row of rows.slice(0, 3)) {
            const page = await findMerchantPage(ctx.database.db, row.merchant.id, partner.code);
            const merchant = toMerchant(page!, null, context);
            expect(writePage({ merchant })).toBe(zodWrites(merchantDetailResponseSchema, { merchant }));
          }
        }
      }
    }
    expect(cardsWritten).toBeGreaterThan(40);
  });
});

import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { ACTIVITY_PAGE_SIZE, MEMBER_CARDS_PATH } from '@forkpoint/shared';
import { createCardVaultFromEnv } from '../../src/modules/card-vault/vault-from-env';
import { runRewardCycle } from '../../src/modules/rewards/lifecycle';
import { DEMO_PASSWORD } from '../../src/stand-ins/seed/demo-accounts';
import { seedPlaces } from '../../src/stand-ins/seed/merchants/seed-places';
import { generateMember, partnerWeights } from '../../src/stand-ins/seed/scale/generated-members';
import { seedAtScale } from '../../src/stand-ins/seed/scale/seed-scale';
import { buildTestApp, realPartners, type TestContext } from '../helper';
import { Browser } from '../identity-helper';
import { FEED_SECRET, postFeed, type FeedRow } from '../rewards-helper';

/**
 * The product's queries keep their indexes at program scale (issue 19 item 4): every statement the
 * search, account and rewards-engine calls send to PostgreSQL that reads or writes merchants, members,
 * member_cards, feed_events or rewards is captured as it is sent (the pg client's query, with its
 * parameters) and EXPLAINed (FORMAT JSON) on the same connection just before it runs, with
 * `enable_seqscan = off`. A test database is small, and on small tables PostgreSQL rightly prefers a
 * sequential scan, so plans of a tiny database say nothing about a big one; with sequential scans
 * priced out, a plan that still scans one of these tables (a Seq Scan, or an index read from end to end
 * with no condition and no LIMIT) has no index that serves it, at any size. That keeps the test to
 * seconds instead of seeding millions of rows. The data is the scale seed's own (stand-ins/seed/scale), so the
 * account and engine calls read real histories: a heavy diner's 2,000 purchases among two hundred members.
 * PostgreSQL only (the server-postgres project; vitest.config.ts keeps it out of the PGlite run).
 */

const WATCHED = ['merchants', 'members', 'member_cards', 'feed_events', 'rewards'];
const WATCHED_PATTERN = new RegExp(`\\b(${WATCHED.join('|')})\\b`);
/** Statements EXPLAIN can plan without running them (no DDL, no COPY, no utility statements). */
const PLANNABLE = /^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)\b/i;

/**
 * Priced out while a statement is planned: sequential scans, and the joins that read a whole input
 * (hash and merge joins), so every table is reached through an index wherever one can serve.
 */
const PRICED_OUT = ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'];

interface PlanNode {
  'Node Type': string;
  Filter?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

interface Captured {
  sql: string;
  plan: Promise<PlanNode>;
}

const captured: Captured[] = [];
let capturing = false;
const originalQuery = pg.Client.prototype.query;

/** Partial indexes: read whole, they hold exactly the rows their predicate (the query's condition) names. */
const partialIndexes = new Set<string>();

/** Scans of watched tables that no index serves, in plan order. */
function unindexedScans(node: PlanNode, underLimit = false): string[] {
  const found: string[] = [];
  const table = node['Relation Name'];
  if (table && WATCHED.includes(table)) {
    if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${table}`);
    const fullIndexRead =
      /^Index (Only )?Scan$/.test(node['Node Type']) &&
      !node['Index Cond'] &&
      !underLimit &&
      !partialIndexes.has(node['Index Name'] ?? '');
    if (fullIndexRead) found.push(`${node['Node Type']} of all of ${node['Index Name']} on ${table}`);
  }
  for (const child of node.Plans ?? [])
    found.push(...unindexedScans(child, underLimit || node['Node Type'] === 'Limit'));
  return found;
}

describe.runIf(process.env.TEST_ENGINE === 'postgres')('query plans at any size (PostgreSQL)', () => {
  let ctx: TestContext;
  let heavyCard: string;
  let merchantIds: string[];

  beforeAll(async () => {
    // Every statement of this process's pg clients passes here; only those sent while capturing are planned.
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      const params = typeof config === 'string' ? values : (config as { values?: unknown }).values;
      if (
        capturing &&
        typeof text === 'string' &&
        typeof callback !== 'function' &&
        PLANNABLE.test(text) &&
        WATCHED_PATTERN.test(text)
      ) {
        const run = originalQuery as (this: pg.Client, ...args: unknown[]) => Promise<pg.QueryResult>;
        // Queued on this connection in this order, inside whatever transaction the statement is in.
        void run.call(this, PRICED_OUT.map((setting) => `SET ${setting} = off`).join('; '));
        const plan = run
          .call(this, { text: `EXPLAIN (FORMAT JSON) ${text}`, values: params })
          .then((result) => (result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan);
        void run.call(this, PRICED_OUT.map((setting) => `RESET ${setting}`).join('; '));
        captured.push({ sql: text, plan });
      }
      return (originalQuery as (...args: unknown[]) => unknown).call(this, config, values, callback);
    } as typeof pg.Client.prototype.query;

    ctx = await buildTestApp({
      env: { PROCESSOR_SIGNING_SECRET: FEED_SECRET },
      merchants: 1_000,
      cardVault: (env, database) => createCardVaultFromEnv(env, database.db),
    });
    const partners = realPartners();
    const { rows: partial } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indpred IS NOT NULL`.execute(ctx.database.db);
    for (const { name } of partial) partialIndexes.add(name);
    await seedAtScale(ctx.database.db, partners, {
      members: 200,
      transactions: 3_000,
      vault: createCardVaultFromEnv(ctx.env, ctx.database.db),
      heavyPartnerCode: 'aerovia',
    });
    heavyCard = generateMember(0, partners, partnerWeights(partners), seedPlaces(), {
      index: 0,
      partnerCode: 'aerovia',
    }).cards[0]!.number;
    merchantIds = (
      await ctx.database.db
        .selectFrom('merchants as m')
        .innerJoin('merchant_partners as mp', 'mp.merchant_id', 'm.id')
        .select('m.merchant_id')
        .where('mp.partner_code', '=', 'aerovia')
        .orderBy('m.id')
        .limit(5)
        .execute()
    ).map((r) => r.merchant_id);
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await ctx?.close();
  });

  async function plansOf(calls: () => Promise<void>): Promise<{ statements: number; offenders: string[] }> {
    captured.length = 0;
    capturing = true;
    try {
      await calls();
    } finally {
      capturing = false;
    }
    const offenders = new Set<string>();
    for (const { sql, plan } of captured) {
      for (const scan of unindexedScans(await plan))
        offenders.add(`${scan} in: ${sql.replace(/\s+/g, ' ').trim().slice(0, 300)}`);
    }
    return { statements: captured.length, offenders: [...offenders] };
  }

  it('merchant search and the carousel use indexes', async () => {
    const { statements, offenders } = await plansOf(async () => {
      for (const url of [
        '/api/v2/Merchants/Search?location=New%20York%2C%20NY',
        '/api/v2/Merchants/Search?location=10036&restaurantOrCuisine=sushi',
        '/api/v2/Merchants/Search?lat=41.88&lng=-87.63&priceRange=2,3&features=delivery',
        '/api/v2/Merchants/Search?location=Chicago%2C%20IL&restaurantOrCuisine=tratoria&sortBy=relevance',
        '/api/v2/Merchants/Search?location=Austin%2C%20TX&sortBy=rating&pageNo=2',
        '/api/v2/Merchants/Search?north=37.81&south=37.74&east=-122.38&west=-122.48&mealsServed=dinner',
        '/api/v2/Merchants/Search?location=Chicago%2C%20IL&benefitsFor=true',
        '/api/v2/Merchants/Carousel?location=Los%20Angeles%2C%20CA&campaignCode=ACCLAIMED&pageSize=15',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'aerovia.localhost' } });
        expect(response.statusCode, url).toBe(200);
      }
    });
    expect(statements).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  it('every search kind without text or live offers filters inside the place index (an index-only walk)', async () => {
    // The visibility map says which heap pages an index-only scan may skip; a bulk-loaded catalog has none
    // until a vacuum (autovacuum's job in a deployment).
    await sql`VACUUM ANALYZE merchants`.execute(ctx.database.db);
    const scansOf = (node: PlanNode): string[] => [
      ...(node['Relation Name'] === 'merchants' ? [`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()] : []),
      ...(node.Plans ?? []).flatMap(scansOf),
    ];
    // None of these is asked by an earlier test: a page the search cache answers runs no statement.
    const urls = [
      '/api/v2/Merchants/Search?location=New%20York%2C%20NY&priceRange=1,2&features=delivery,takeout',
      '/api/v2/Merchants/Search?lat=41.88&lng=-87.63&mealsServed=brunch,lunch&acclaimed=true',
      '/api/v2/Merchants/Search?location=10036&isNew=true&reservations=true&pageNo=2',
      '/api/v2/Merchants/Search?location=Austin%2C%20TX&sortBy=rating&benefitsFor=Mon,Tue',
      '/api/v2/Merchants/Search?location=Boise%2C%20ID&sortBy=name&features=dine-in',
      '/api/v2/Merchants/Search?location=Chicago%2C%20IL&sortBy=newest&priceRange=4',
      '/api/v2/Merchants/Search?north=37.8&south=37.75&east=-122.39&west=-122.47&mealsServed=lunch',
      '/api/v2/Merchants/Carousel?location=San%20Diego%2C%20CA&campaignCode=ACCLAIMED&pageSize=15',
    ];
    const walks: string[] = [];
    for (const url of urls) {
      captured.length = 0;
      capturing = true;
      try {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'aerovia.localhost' } });
        expect(response.statusCode, url).toBe(200);
      } finally {
        capturing = false;
      }
      const scans = (await Promise.all(captured.map(({ plan }) => plan))).flatMap(scansOf);
      walks.push(`${url}: ${scans.join(', ')}`);
    }
    // The walk, then the page's own rows by primary key; acclaimed and new walk only the restaurants with the flag.
    for (const walk of walks) {
      const index = /acclaimed=true/.test(walk)
        ? 'merchants_location_acclaimed'
        : /isNew=true/.test(walk)
          ? 'merchants_location_new'
          : 'merchants_location';
      expect(walk).toMatch(new RegExp(`: Index Only Scan ${index}, Index Scan merchants_pkey$`));
    }
  });

  it("the heavy diner's account calls use indexes", async () => {
    const browser = await Browser.open(ctx.app);
    expect((await browser.signIn('heavy.diner@aerovia.example', DEMO_PASSWORD)).statusCode).toBe(200);
    const { statements, offenders } = await plansOf(async () => {
      for (const url of [
        '/api/Member',
        `/api/Member/Transactions?pageNo=1&resultsPerPage=${ACTIVITY_PAGE_SIZE}`,
        `/api/Member/Transactions?pageNo=50&resultsPerPage=${ACTIVITY_PAGE_SIZE}`,
        '/api/Member/DineSummary',
        MEMBER_CARDS_PATH,
      ]) {
        expect((await browser.request('GET', url)).statusCode, url).toBe(200);
      }
    });
    expect(statements).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  it('a feed import, its rewards and the hourly reward cycle use indexes', async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');
    const rows: FeedRow[] = [];
    for (let i = 0; i < 20; i += 1) {
      const id = `PLAN-${now}-${i}`;
      const merchant = merchantIds[i % merchantIds.length]!;
      rows.push([id, 'authorization', heavyCard, merchant, 4200 + i, at(6)]);
      rows.push([id, 'settlement', heavyCard, merchant, 4800 + i, at(4)]);
      if (i % 5 === 0) rows.push([`${id}-R`, 'refund', heavyCard, merchant, 500, at(3), id]);
    }
    const { statements, offenders } = await plansOf(async () => {
      await postFeed(ctx, rows);
      // The server's hourly cycle as production runs it (daily posting files).
      await runRewardCycle(ctx.database.db, { partners: realPartners(), now: new Date(), postingMode: 'daily' });
    });
    expect(statements).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});

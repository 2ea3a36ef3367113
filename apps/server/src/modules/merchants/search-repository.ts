import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DayOfWeek, MealServed, MerchantFeature, MerchantSort } from '@forkpoint/shared';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { chordOf, earthBox, earthXyz, type Point } from './geo';
import type { Bounds } from './search-area';
import { cardJson, type MerchantCardRow } from './merchant-row';
import {
  ACCLAIMED_MASK,
  NEW_MASK,
  RESERVABLE_MASK,
  daysMask,
  featuresMask,
  mealsMask,
  pricesMask,
} from './search-traits';

/** Everything a catalog query needs; the partner always comes from the request, never the client. */
export interface MerchantSearchCriteria {
  partnerCode: string;
  /** Partner setting: without OpenTable reservations no merchant matches `reservations`. */
  reservationsEnabled: boolean;
  center: Point;
  radiusMeters: number;
  bounds: Bounds | null;
  campaignCode?: string;
  acclaimed?: boolean;
  benefitsFor?: 'offers' | DayOfWeek[];
  features?: MerchantFeature[];
  isNew?: boolean;
  mealsServed?: MealServed[];
  priceRange?: string[];
  reservations?: boolean;
  text?: string;
  sortBy: MerchantSort;
  pageNo: number;
  pageSize: number;
  /** How many nearest matches a rating, name or newest sort ranks (default RANKED_NEAREST_MATCHES). */
  rankedNearestMatches?: number;
  /** The moment `benefitsFor=true` looks for live offers at (default: the time the query is built). */
  now?: Date;
}

export interface MerchantSearchRows {
  rows: { merchant: MerchantCardRow; chord: number }[];
  hasMore: boolean;
}

/**
 * One query per search: place first (the GiST index on geo bounds every search by earth_box),
 * then partner, filters and text on the rows the place scan holds. See
 * docs/decisions/0007-merchant-search.md for the plans.
 */
export async function searchMerchants(
  database: Database,
  criteria: MerchantSearchCriteria,
): Promise<MerchantSearchRows> {
  const nearestFirst = isNearestFirst(criteria);
  const found = await inSearchMode(database, walksNearestFirst(criteria), (executor) =>
    buildSearchQuery(executor, criteria).execute(),
  );
  // Nearest-first rows come in distance order, so the circle's edge is a cut, not a filter.
  const chordLimit = chordOf(criteria.radiusMeters);
  const rows = nearestFirst && !criteria.bounds ? found.filter((row) => row.chord <= chordLimit) : found;
  return { rows: rows.slice(0, criteria.pageSize), hasMore: rows.length > criteria.pageSize };
}

/**
 * Nearest-first searches walk a GiST index in distance order and stop after one page: the
 * place index, or the place-and-text index when there is text.
 */
export const isNearestFirst = (c: MerchantSearchCriteria) =>
  c.sortBy === 'distance' || (c.sortBy === 'relevance' && !c.text);

/**
 * How many of the nearest matches a rating, name or newest sort ranks. In a dense city the 25-mile
 * circle holds thousands of merchants (3,657 around Times Square at 100k), and ranking them all cost
 * 5-7 ms of database time per search; a member sorting by rating wants the best places near them,
 * not 25 miles out. 300 nearest matches are 15 pages of 20; where the circle holds fewer, all rank.
 */
export const RANKED_NEAREST_MATCHES = 300;

/**
 * Rating, name, newest and relevance with text rank the nearest matches. Relevance once scored every text match
 * of the circle (1,392 "indian" places around Brooklyn at 1,000,000 restaurants: 22-100 ms in the database, the
 * worst search of varied traffic, issue 34); the nearest 300 matches hold every page a member reads, and an exact
 * word scores the same everywhere, so its order is nearest first either way.
 */
export const ranksNearestMatches = (c: MerchantSearchCriteria) =>
  c.sortBy === 'rating' || c.sortBy === 'name' || c.sortBy === 'newest' || (c.sortBy === 'relevance' && !!c.text);

/** Whether the statement walks the GiST index nearest-first (and so runs with bitmap scans off). */
export const walksNearestFirst = (c: MerchantSearchCriteria) => isNearestFirst(c) || ranksNearestMatches(c);

/**
 * Runs `work` the way a search runs. The planner prices cube containment at a fixed 0.1% of
 * rows, so it prefers a bitmap scan plus a sort of every candidate over walking the GiST index
 * nearest-first and stopping after one page; for nearest-first searches SET LOCAL turns bitmap
 * scans off: on PostgreSQL through connections opened with that setting (one round trip), on
 * PGlite for that one statement's transaction.
 */
export async function inSearchMode<T>(
  database: Pick<Database, 'db' | 'nearestFirstDb'>,
  nearestFirst: boolean,
  work: (executor: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (!nearestFirst) return work(database.db);
  if (database.nearestFirstDb) return work(database.nearestFirstDb);
  return database.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
    return work(trx);
  });
}

/**
 * A merchant with an offer live at `now` on its own calendar (offer-liveness.ts says the same in
 * TypeScript): startsOn and endsOn are YYYY-MM-DD, so text order is date order. The cheap length
 * test first keeps the per-row time-zone conversion to merchants that have offers at all.
 */
export function liveOfferSql(now: Date): Expression<SqlBool> {
  return sql<SqlBool>`(jsonb_array_length(m.offers) > 0 AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(m.offers) AS o(offer),
      LATERAL (SELECT to_char(${now.toISOString()}::timestamptz AT TIME ZONE m.time_zone, 'YYYY-MM-DD') AS today) d
    WHERE coalesce(o.offer ->> 'startsOn', '') <= d.today AND coalesce(o.offer ->> 'endsOn', '9999-12-31') >= d.today
  ))`;
}

export function buildSearchQuery(db: Kysely<DB>, c: MerchantSearchCriteria) {
  const nearestFirst = isNearestFirst(c);
  // ll_to_earth() and earth_box() computed here and passed as cubes: the planner then has no
  // SQL functions to inline (0.4 ms less planning per search) and the GiST condition is the same.
  const [low, high] = earthBox(c.center, c.radiusMeters);
  const origin = sql`cube(${earthXyz(c.center)}::float8[])`;
  const chord = sql<number>`(m.geo <-> ${origin})`;
  // Every filter a walk applies reads a column the place index carries (migrations/0079_search_traits.sql): the
  // program's bit in partner_bits, the filters' bits in search_traits (search-traits.ts), campaign codes, lat/lng.
  const traits = (mask: number, all: boolean) =>
    all
      ? sql<SqlBool>`(m.search_traits & ${mask}::int8) = ${mask}::int8`
      : sql<SqlBool>`(m.search_traits & ${mask}::int8) <> 0`;
  const filters: Expression<SqlBool>[] = [
    sql<SqlBool>`cube(${low}::float8[], ${high}::float8[]) @> m.geo`,
    sql<SqlBool>`(m.partner_bits & (SELECT 1::int8 << p.search_bit FROM partners p WHERE p.code = ${c.partnerCode})) <> 0`,
  ];
  if (c.bounds) {
    const { north, south, east, west } = c.bounds;
    filters.push(
      sql<SqlBool>`m.lat BETWEEN ${south}::float8 AND ${north}::float8 AND m.lng BETWEEN ${west}::float8 AND ${east}::float8`,
    );
  } else if (!nearestFirst) {
    filters.push(sql<SqlBool>`${chord} <= ${chordOf(c.radiusMeters)}::float8`);
  }
  if (c.campaignCode) filters.push(sql<SqlBool>`m.campaign_codes @> ARRAY[${c.campaignCode}]::text[]`);
  // The two rarest flags as literals, as migrations/0080's partial place indexes write them, so the planner can
  // walk those indexes (a parameter would not prove the index's predicate).
  if (c.acclaimed) filters.push(sql<SqlBool>`(m.search_traits & ${sql.lit(ACCLAIMED_MASK)}) <> 0`);
  if (c.isNew) filters.push(sql<SqlBool>`(m.search_traits & ${sql.lit(NEW_MASK)}) <> 0`);
  if (c.reservations) filters.push(c.reservationsEnabled ? traits(RESERVABLE_MASK, true) : sql<SqlBool>`false`);
  if (c.benefitsFor === 'offers') filters.push(liveOfferSql(c.now ?? new Date()));
  else if (c.benefitsFor?.length) filters.push(traits(daysMask(c.benefitsFor), false));
  // Every chosen feature (delivery and takeout means both); any chosen meal or price.
  if (c.features?.length) filters.push(traits(featuresMask(c.features), true));
  if (c.mealsServed?.length) filters.push(traits(mealsMask(c.mealsServed), false));
  if (c.priceRange?.length) filters.push(traits(pricesMask(c.priceRange), false));
  // pg_trgm word similarity: "tratoria" finds "Trattoria Lucca", "sushii" finds sushi bars.
  if (c.text) filters.push(sql<SqlBool>`${c.text} <% m.search_text`);

  const sortBy = nearestFirst ? 'distance' : c.sortBy;
  const similarity = sql<number>`word_similarity(${c.text ?? ''}, m.search_text)`;
  // Order inside (on merchants) and again outside (on the page joined back to merchants).
  const order = (scope: 'inner' | 'outer') => {
    const distance = scope === 'inner' ? chord : sql`p.chord`;
    switch (sortBy) {
      case 'distance':
        // The KNN order alone (no tie-breaker) so the index scan stops after a page.
        return distance;
      case 'rating':
        return sql`m.rating DESC, m.rating_count DESC, m.id`;
      case 'name':
        return sql`lower(m.name) COLLATE "C", m.id`;
      case 'newest':
        return sql`m.created_at DESC, m.id DESC`;
      case 'relevance':
        // Inside, on the nearest matches' narrow rows (ranksNearestMatches), which carry chord and similarity.
        return scope === 'inner' ? sql`m.similarity DESC, m.chord, m.id` : sql`p.similarity DESC, p.chord, m.id`;
    }
  };

  // The page is chosen on narrow rows; only its rows are joined back and turned into JSON, so a
  // sort over thousands of candidates never builds thousands of JSON values.
  const page = ranksNearestMatches(c)
    ? db
        .selectFrom(
          db
            .selectFrom('merchants as m')
            .select([
              'm.id',
              'm.rating',
              'm.rating_count',
              'm.name',
              'm.created_at',
              chord.as('chord'),
              (sortBy === 'relevance' ? similarity : sql<number>`0`).as('similarity'),
            ])
            .where((eb) => eb.and(filters))
            .orderBy(chord)
            .limit(c.rankedNearestMatches ?? RANKED_NEAREST_MATCHES)
            .as('m'),
        )
        .select(['m.id', 'm.chord', 'm.similarity'])
        .orderBy(order('inner'))
        .limit(c.pageSize + 1)
        .offset((c.pageNo - 1) * c.pageSize)
    : db
        .selectFrom('merchants as m')
        .select(['m.id', chord.as('chord'), sql<number>`0`.as('similarity')])
        .where((eb) => eb.and(filters))
        .orderBy(order('inner'))
        .limit(c.pageSize + 1)
        .offset((c.pageNo - 1) * c.pageSize);
  return db
    .selectFrom(page.as('p'))
    .innerJoin('merchants as m', 'm.id', 'p.id')
    .select([cardJson().as('merchant'), 'p.chord'])
    .orderBy(order('outer'));
}

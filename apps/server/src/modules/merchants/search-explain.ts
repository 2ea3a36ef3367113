import { CompiledQuery } from 'kysely';
import type { Database } from '../../db/database';
import { buildSearchQuery, inSearchMode, walksNearestFirst, type MerchantSearchCriteria } from './search-repository';

/** EXPLAIN ANALYZE of exactly the statement a search runs, run the way it runs (bench/search.mjs). */
export async function explainMerchantSearch(database: Database, criteria: MerchantSearchCriteria): Promise<string> {
  return inSearchMode(database, walksNearestFirst(criteria), async (executor) => {
    const compiled = buildSearchQuery(executor, criteria).compile();
    const result = await executor.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`, [...compiled.parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

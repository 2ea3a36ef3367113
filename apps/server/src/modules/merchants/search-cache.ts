import { calendarInstantKey } from '@forkpoint/shared/dates/zoned-clock';
import { LruCache } from '../../lib/lru-cache';
import { noMetrics, type AppMetrics } from '../../lib/metrics';
import type { CatalogVersion } from './catalog-version';
import type { MerchantSearchCriteria, MerchantSearchRows } from './search-repository';

/**
 * Recent search pages, in memory (issue 19, decision 0007 "Issue 19: CPU per search"). What is cached
 * is the catalog's answer, the rows: the same for every viewer of a partner. The tier gates, the offers
 * live at the request's "now" and the distances are applied to the rows on every request, so a member's
 * answer never comes from another member's. A page stands while the catalog version it was read under
 * is current (catalog-version.ts): any write to the catalog, on any instance, retires every page.
 */

/** Pages kept per instance: at most ~50 KB each (20 cards), so ~25 MB at worst. */
export const DEFAULT_SEARCH_PAGES = 500;

/** The page's key: every criterion the statement reads, the partner first. */
export function searchPageKey(c: MerchantSearchCriteria): string {
  return JSON.stringify([
    c.partnerCode,
    c.reservationsEnabled,
    c.center.latitude,
    c.center.longitude,
    c.radiusMeters,
    c.bounds && [c.bounds.north, c.bounds.south, c.bounds.east, c.bounds.west],
    c.campaignCode ?? null,
    c.acclaimed ?? null,
    c.benefitsFor ?? null,
    // Which offers are live changes only at a UTC quarter hour (dates/zoned-clock.ts): such pages are kept per
    // quarter hour and answer exactly what the statement would.
    c.benefitsFor === 'offers' ? calendarInstantKey(c.now ?? new Date()) : null,
    c.features ?? null,
    c.isNew ?? null,
    c.mealsServed ?? null,
    c.priceRange ?? null,
    c.reservations ?? null,
    c.text ?? null,
    c.sortBy,
    c.pageNo,
    c.pageSize,
    c.rankedNearestMatches ?? null,
  ]);
}

export type MerchantSearch = (criteria: MerchantSearchCriteria) => Promise<MerchantSearchRows>;

export interface SearchPageCacheOptions {
  /** The uncached search (search-repository.ts). */
  search: MerchantSearch;
  version: CatalogVersion;
  /** 0 turns the cache off: every search runs its statement. */
  maxPages?: number;
  /** Counts hits and misses (GET /metrics), so a bench can say what the cache answered. */
  metrics?: Pick<AppMetrics, 'searchPage'>;
}

/** `search` with recent pages answered from memory while the catalog has not changed. */
export function cachedMerchantSearch({
  search,
  version,
  maxPages = DEFAULT_SEARCH_PAGES,
  metrics = noMetrics,
}: SearchPageCacheOptions): MerchantSearch {
  if (maxPages === 0)
    return (criteria) => {
      metrics.searchPage('miss');
      return search(criteria);
    };
  const pages = new LruCache<string, { version: string; page: MerchantSearchRows }>(maxPages);
  return async (criteria) => {
    // The version first: a write committed after this read and before the statement only makes the
    // page newer than its version says, and the next search, seeing the newer version, reads it again.
    const current = await version.current();
    const key = searchPageKey(criteria);
    const kept = pages.get(key);
    if (kept?.version === current) {
      metrics.searchPage('hit');
      return kept.page;
    }
    metrics.searchPage('miss');
    // Frozen because every later request shares it: mapping a card must never change the rows.
    const page = deepFreeze(await search(criteria));
    pages.set(key, { version: current, page });
    return page;
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

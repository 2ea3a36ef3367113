import { describe, expect, it, vi } from 'vitest';
import type { CatalogVersion } from './catalog-version';
import { cachedMerchantSearch, searchPageKey } from './search-cache';
import type { MerchantSearchCriteria, MerchantSearchRows } from './search-repository';

const criteria = (overrides: Partial<MerchantSearchCriteria> = {}): MerchantSearchCriteria => ({
  partnerCode: 'aerovia',
  reservationsEnabled: true,
  center: { latitude: 39.25, longitude: -114.89 },
  radiusMeters: 40_233.6,
  bounds: null,
  sortBy: 'distance',
  pageNo: 1,
  pageSize: 20,
  now: new Date('2026-11-24T15:00:00Z'),
  ...overrides,
});

/** A fake catalog: the statement answers the partner and a counter, so tests see which run answered. */
function fakeCatalog() {
  let version = 1;
  const runs: MerchantSearchCriteria[] = [];
  const search = vi.fn(async (c: MerchantSearchCriteria): Promise<MerchantSearchRows> => {
    runs.push(c);
    return {
      rows: [{ merchant: { name: `${c.partnerCode} #${runs.length}` } as never, chord: 0.001 }],
      hasMore: false,
    };
  });
  const catalogVersion: CatalogVersion = { current: async () => String(version) };
  return { search, version: catalogVersion, write: () => void version++, runs };
}

const nameOf = (page: MerchantSearchRows) => (page.rows[0]!.merchant as { name: string }).name;

describe('cachedMerchantSearch', () => {
  it('answers a repeated search from memory while the catalog version holds', async () => {
    const catalog = fakeCatalog();
    const search = cachedMerchantSearch({ search: catalog.search, version: catalog.version });
    expect(nameOf(await search(criteria()))).toBe('aerovia #1');
    expect(nameOf(await search(criteria({ now: new Date('2026-11-25T09:00:00Z') })))).toBe('aerovia #1');
    expect(catalog.search).toHaveBeenCalledTimes(1);
  });

  it('runs the statement again once the catalog has changed (any write moves the version)', async () => {
    const catalog = fakeCatalog();
    const search = cachedMerchantSearch({ search: catalog.search, version: catalog.version });
    await search(criteria());
    catalog.write();
    expect(nameOf(await search(criteria()))).toBe('aerovia #2');
    expect(nameOf(await search(criteria()))).toBe('aerovia #2');
    expect(catalog.search).toHaveBeenCalledTimes(2);
  });

  it("keeps each partner's pages apart: the same search for another partner is its own statement", async () => {
    const catalog = fakeCatalog();
    const search = cachedMerchantSearch({ search: catalog.search, version: catalog.version });
    expect(nameOf(await search(criteria()))).toBe('aerovia #1');
    expect(nameOf(await search(criteria({ partnerCode: 'greyfen', reservationsEnabled: false })))).toBe('greyfen #2');
    expect(nameOf(await search(criteria()))).toBe('aerovia #1');
    expect(searchPageKey(criteria())).not.toBe(searchPageKey(criteria({ partnerCode: 'greyfen' })));
    expect(searchPageKey(criteria())).not.toBe(searchPageKey(criteria({ reservationsEnabled: false })));
  });

  it('keys by every criterion the statement reads', () => {
    const base = searchPageKey(criteria());
    const variants: Partial<MerchantSearchCriteria>[] = [
      { center: { latitude: 39.26, longitude: -114.89 } },
      { radiusMeters: 1000 },
      { bounds: { north: 40, south: 39, east: -114, west: -115 } },
      { campaignCode: 'ACCLAIMED' },
      { acclaimed: true },
      { benefitsFor: ['Tue'] },
      { benefitsFor: 'offers' },
      { features: ['delivery'] },
      { isNew: true },
      { mealsServed: ['dinner'] },
      { priceRange: ['2'] },
      { reservations: true },
      { text: 'sushi' },
      { sortBy: 'rating' },
      { pageNo: 2 },
      { pageSize: 15 },
      { rankedNearestMatches: 50 },
    ];
    const keys = variants.map((v) => searchPageKey(criteria(v)));
    expect(new Set([base, ...keys]).size).toBe(variants.length + 1);
  });

  it('keeps live-offer pages per quarter hour, when a calendar date somewhere may change', () => {
    const at = (iso: string) => searchPageKey(criteria({ benefitsFor: 'offers', now: new Date(iso) }));
    expect(at('2026-11-24T15:00:00Z')).toBe(at('2026-11-24T15:14:59.999Z'));
    expect(at('2026-11-24T15:14:59.999Z')).not.toBe(at('2026-11-24T15:15:00Z'));
    // Other searches do not depend on the time at all (offers are filtered per request).
    expect(searchPageKey(criteria({ now: new Date('2026-11-24T15:00:00Z') }))).toBe(
      searchPageKey(criteria({ now: new Date('2027-01-01T00:00:00Z') })),
    );
  });

  it('holds at most maxPages, forgetting the least recently used', async () => {
    const catalog = fakeCatalog();
    const search = cachedMerchantSearch({ search: catalog.search, version: catalog.version, maxPages: 2 });
    const page = (pageNo: number) => criteria({ pageNo });
    await search(page(1));
    await search(page(2));
    await search(page(1)); // page 1 used last: page 2 is the least recently used
    await search(page(3)); // over the bound: page 2 goes
    expect(catalog.search).toHaveBeenCalledTimes(3);
    await search(page(1));
    await search(page(3));
    expect(catalog.search).toHaveBeenCalledTimes(3);
    await search(page(2));
    expect(catalog.search).toHaveBeenCalledTimes(4);
  });

  it('counts hits and misses for GET /metrics, with the cache on and off', async () => {
    const catalog = fakeCatalog();
    const outcomes: string[] = [];
    const metrics = { searchPage: (outcome: string) => void outcomes.push(outcome) };
    const search = cachedMerchantSearch({ search: catalog.search, version: catalog.version, metrics });
    await search(criteria());
    await search(criteria());
    await search(criteria({ pageNo: 2 }));
    expect(outcomes).toEqual(['miss', 'hit', 'miss']);
    const uncached = cachedMerchantSearch({ search: catalog.search, version: catalog.version, maxPages: 0, metrics });
    await uncached(criteria());
    expect(outcomes.at(-1)).toBe('miss');
  });

  it('runs every search with maxPages 0', async () => {
    const catalog = fakeCatalog();
    const search = cachedMerchantSearch({ search: catalog.search, version: catalog.version, maxPages: 0 });
    await search(criteria());
    await search(criteria());
    expect(catalog.search).toHaveBeenCalledTimes(2);
  });

  it('hands out frozen pages, so no request can change what the next one is answered', async () => {
    const catalog = fakeCatalog();
    const search = cachedMerchantSearch({ search: catalog.search, version: catalog.version });
    const page = await search(criteria());
    expect(Object.isFrozen(page)).toBe(true);
    expect(Object.isFrozen(page.rows[0]!.merchant)).toBe(true);
    expect(() => {
      (page.rows[0]!.merchant as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('reads the version before the statement, so a page is never filed under a newer version', async () => {
    const order: string[] = [];
    const search = cachedMerchantSearch({
      search: async () => {
        order.push('statement');
        return { rows: [], hasMore: false };
      },
      version: {
        current: async () => {
          order.push('version');
          return '1';
        },
      },
    });
    await search(criteria());
    expect(order).toEqual(['version', 'statement']);
  });
});

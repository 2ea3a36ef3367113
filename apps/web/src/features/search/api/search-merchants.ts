import { useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { MERCHANT_PATHS, MERCHANT_SEARCH_LIMITS } from '@forkpoint/shared/contracts/merchant-constants';
import type { MerchantSearchResponse } from '@forkpoint/shared/contracts/merchants';
import { api } from '@/lib/api-client';

/**
 * GET /api/v2/Merchants/Search (spec part 1 §7; docs/decisions/0007): pages of merchants for the search's
 * query, one query per page; `hasMore` says whether a next page exists, so "Show more" asks for pageNo + 1.
 * The answer is not parsed again here: the server's response schema enforces the contract, and zod would
 * exceed the search page's JavaScript budget (bench/bundle.mjs), as would a second query observer kind.
 */

export type SearchQuery = Readonly<Record<string, string>>;

/** The server's limit on pageNo: no "Show more" past it. */
const { maxPageNo } = MERCHANT_SEARCH_LIMITS;

export function searchMerchants(query: SearchQuery, pageNo: number, signal?: AbortSignal) {
  return api.get<MerchantSearchResponse>(MERCHANT_PATHS.search, { query: { ...query, pageNo }, signal });
}

/** The viewer is part of the key: the tier gates decide what each merchant's access says (lib/member.ts). */
export const merchantSearchKey = (query: SearchQuery, pageNo: number, viewerKey: string) =>
  ['merchant-search', query, pageNo, viewerKey] as const;

/** The pages as one search: its first page decides pending, error and success; later ones are "more". */
function combinePages(results: UseQueryResult<MerchantSearchResponse>[]) {
  const first = results[0];
  const last = results[results.length - 1];
  const pages: MerchantSearchResponse[] = [];
  for (const result of results) {
    if (!result.data) break;
    pages.push(result.data);
  }
  const lastPage = pages[pages.length - 1];
  return {
    pages,
    isPending: first?.isPending ?? false,
    isSuccess: first?.isSuccess ?? false,
    error: first?.error ?? null,
    hasMore: Boolean(lastPage?.hasMore) && (lastPage?.pageNo ?? maxPageNo) < maxPageNo,
    loadingMore: results.length > 1 && Boolean(last?.isFetching),
    moreFailed: results.length > 1 && Boolean(last?.isError),
    refetchFirst: first?.refetch,
    refetchLast: last?.refetch,
  };
}

/**
 * The search's pages; nothing is asked while the query is null (a current-location search awaiting a point)
 * or the viewer is not known yet (viewerKey null).
 */
export function useMerchantSearch(query: SearchQuery | null, viewerKey: string | null) {
  const key = query ? JSON.stringify(query) : '';
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pageCount = paging.key === key ? paging.pages : 1;
  const search = useQueries({
    queries: Array.from({ length: query && viewerKey !== null ? pageCount : 0 }, (_, index) => ({
      queryKey: merchantSearchKey(query ?? {}, index + 1, viewerKey ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) => searchMerchants(query ?? {}, index + 1, signal),
      // A search answered a minute ago is still the answer (back from a merchant page shows it at once).
      staleTime: 60_000,
      retry: false,
    })),
    combine: combinePages,
  });
  return {
    ...search,
    // Waiting for the viewer is loading too: no "no results" flash before the first answer.
    isPending: search.isPending || (query !== null && viewerKey === null),
    refetch: () => void search.refetchFirst?.(),
    /** The next page, or the failed one again. */
    fetchMore: () =>
      search.moreFailed ? void search.refetchLast?.() : setPaging({ key, pages: search.pages.length + 1 }),
  };
}

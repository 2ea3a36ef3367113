import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@forkpoint/shared/constants';
import { pagedActivitySchema, type PagedActivity } from '@forkpoint/shared/contracts/rewards';
import {
  REVIEWS_PATH,
  REVIEW_STATUS_PATH,
  reviewResponseSchema,
  reviewStatusResponseSchema,
  type ReviewRequest,
  type ReviewResponse,
  type ReviewStatusEntry,
} from '@forkpoint/shared/contracts/reviews';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { api } from '@/lib/api-client';

/**
 * The page's calls (spec part 2 §7; docs/rewards.md "Member calls"). Every one is a member call: a 401
 * sends the member to /login and back (auth: true). Nothing is kept once the page is left (gcTime 0), so
 * the next visit, or the next member in this tab, never sees an old answer first.
 */

/**
 * Cash programs (Dollar and Credit) read their statement credits along with their transactions; Mile and Point
 * programs their transactions. The balance call is lib/statement-credits.ts, which the overview reads too.
 */
export type ActivitySource = 'transactions' | 'credits';

const ACTIVITY_PATHS: Record<ActivitySource, string> = {
  transactions: MEMBER_PATHS.transactions,
  credits: MEMBER_PATHS.statementCredits,
};

const FRESH = { retry: false, staleTime: 0, gcTime: 0, refetchOnMount: true, refetchOnWindowFocus: false } as const;

/** Paging values are sent only when positive; otherwise the server's defaults (page 1, 10 a page) apply. */
const positive = (value: number) => (Number.isInteger(value) && value > 0 ? value : undefined);

export function getActivityPage(
  source: ActivitySource,
  pageNo: number,
  resultsPerPage: number = ACTIVITY_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<PagedActivity> {
  return api.get(ACTIVITY_PATHS[source], {
    query: { pageNo: positive(pageNo), resultsPerPage: positive(resultsPerPage) },
    schema: pagedActivitySchema,
    signal,
    auth: true,
  });
}

export const ACTIVITY_QUERY_KEY = ['activity'] as const;

export function useActivityPage(source: ActivitySource, pageNo: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...ACTIVITY_QUERY_KEY, 'page', source, pageNo],
      queryFn: ({ signal }) => getActivityPage(source, pageNo, ACTIVITY_PAGE_SIZE, signal),
      ...FRESH,
      // The page shown stays while the next one loads, so the pager does not jump.
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** GET /api/reviews/status?txnId=…: whether each transaction of the page is reviewed. */
export function getReviewStatuses(txnIds: readonly string[], signal?: AbortSignal): Promise<ReviewStatusEntry[]> {
  return api.get(REVIEW_STATUS_PATH, {
    query: { txnId: txnIds },
    schema: reviewStatusResponseSchema,
    signal,
    auth: true,
  });
}

export const reviewStatusQueryKey = (txnIds: readonly string[]) => [...ACTIVITY_QUERY_KEY, 'reviews', ...txnIds];

/** Asked after every activity page that has transactions; answers a map of txnId to reviewed. */
export function useReviewStatuses(txnIds: readonly string[]) {
  return useQuery({
    queryKey: reviewStatusQueryKey(txnIds),
    queryFn: async ({ signal }) => {
      const entries = await getReviewStatuses(txnIds, signal);
      return new Map(entries.map((entry) => [entry.id, entry.completed]));
    },
    ...FRESH,
    enabled: txnIds.length > 0,
  });
}

/** POST /api/reviews (the API client adds the CSRF header to every mutating call). */
export function postReview(review: ReviewRequest): Promise<ReviewResponse> {
  return api.post(REVIEWS_PATH, { body: review, schema: reviewResponseSchema, auth: true });
}

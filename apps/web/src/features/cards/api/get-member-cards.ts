import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_CARDS_PATH, cardListResponseSchema, type Card } from '@forkpoint/shared/contracts/cards';
import { api } from '@/lib/api-client';

/** GET /api/Member/Cards: the member's linked cards, oldest link first (spec part 2 §7). */
export function getMemberCards(signal?: AbortSignal): Promise<Card[]> {
  return api.get(MEMBER_CARDS_PATH, { schema: cardListResponseSchema, signal, auth: true });
}

export const MEMBER_CARDS_QUERY_KEY = ['member-cards'] as const;

export function memberCardsQueryOptions() {
  return queryOptions({
    queryKey: MEMBER_CARDS_QUERY_KEY,
    queryFn: ({ signal }) => getMemberCards(signal),
    // A 401 has already sent the member to /login; retrying would only repeat it.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useMemberCards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...memberCardsQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_PARTNER_CARDS_PATH, cardListResponseSchema, type Card } from '@forkpoint/shared/contracts/cards';
import { api } from '@/lib/api-client';

/**
 * GET /api/Cards/AllPartnerCards: the cards the partner loaded for the member (spec part 2 §7), asked
 * only where the partner has loaded cards; "cached forever, no retry". Linking or deleting a card
 * invalidates it, as a mutation invalidates what it changes.
 */
export function getPartnerCards(signal?: AbortSignal): Promise<Card[]> {
  return api.get(ALL_PARTNER_CARDS_PATH, { schema: cardListResponseSchema, signal, auth: true });
}

export const PARTNER_CARDS_QUERY_KEY = ['partner-cards'] as const;

export function partnerCardsQueryOptions() {
  return queryOptions({
    queryKey: PARTNER_CARDS_QUERY_KEY,
    queryFn: ({ signal }) => getPartnerCards(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

export function usePartnerCards(hasPartnerLoadedCards: boolean) {
  return useQuery({ ...partnerCardsQueryOptions(), enabled: hasPartnerLoadedCards });
}

import { queryOptions } from '@tanstack/react-query';
import { CARD_ENTRY_CONFIG_PATH, cardEntryConfigSchema } from '@forkpoint/shared/contracts/card-entry';
import { api } from '@/lib/api-client';

/** GET /api/card-entry: the program's card entry (the own frame, or a hosted-fields provider and its key). */
export function getCardEntryConfig() {
  return api.get(CARD_ENTRY_CONFIG_PATH, { schema: cardEntryConfigSchema });
}

/** Fixed for the server's life: asked once per page load, never retried (a failure keeps the own frame). */
export function cardEntryConfigQueryOptions() {
  return queryOptions({
    queryKey: ['card-entry-config'] as const,
    queryFn: getCardEntryConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

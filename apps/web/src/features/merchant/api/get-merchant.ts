import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import { merchantDetailResponseSchema, type Merchant } from '@forkpoint/shared/contracts/merchants';
import { api, ApiRequestError } from '@/lib/api-client';

/**
 * GET /api/v2/Merchants/{id}: one merchant for its page (docs/decisions/0007), with the tier gates of
 * whoever is signed in applied by the server. The page's chunk loads zod anyway, so the answer is checked.
 */

export type { Merchant };

/** Merchant ids are numbers (the server answers 400 to anything else): no call for an id that cannot exist. */
export const isMerchantId = (id: string | undefined): id is string => id !== undefined && /^\d{1,9}$/.test(id);

/** A merchant this partner does not carry, or an id no merchant has, answers 404 (400 for a malformed id). */
export const isMerchantNotFound = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export async function getMerchant(id: string, signal?: AbortSignal): Promise<Merchant> {
  const { merchant } = await api.get(apiPath(MERCHANT_PATHS.merchant, { id }), {
    schema: merchantDetailResponseSchema,
    signal,
  });
  return merchant;
}

/**
 * The answer depends on who looks (access, offers), so the viewer is part of the key: signing in or out
 * fetches the page again.
 */
export function getMerchantQueryOptions(id: string, viewerKey: string) {
  return queryOptions({
    queryKey: ['merchant', id, viewerKey],
    queryFn: ({ signal }) => getMerchant(id, signal),
    staleTime: 60_000,
    // Not found is an answer; other failures show the error state with its own "Try again".
    retry: false,
  });
}

/** Nothing is asked until the viewer is known (viewerKey null): the page shows loading meanwhile. */
export function useMerchant(id: string, viewerKey: string | null) {
  return useQuery({ ...getMerchantQueryOptions(id, viewerKey ?? ''), enabled: viewerKey !== null });
}

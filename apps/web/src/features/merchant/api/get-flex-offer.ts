import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import { flexOfferResponseSchema, type FlexOffer } from '@forkpoint/shared/contracts/flex-offers';
import { api, ApiRequestError } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { viewerKeyOf, type Member } from '@/lib/member';

/**
 * GET /api/merchants/{merchantId}/flex-offers/members/{publicId} (spec part 1 §7): the signed-in member's
 * flex offer at a merchant. It is a member-authenticated call (a 401 sends the member to sign in); a 404
 * means there is no offer, which is the usual answer.
 */

export type { FlexOffer };

export async function getFlexOffer(
  merchantId: string,
  publicId: string,
  signal?: AbortSignal,
): Promise<FlexOffer | null> {
  try {
    return await api.get(apiPath(MERCHANT_PATHS.flexOffer, { merchantId, publicId }), {
      schema: flexOfferResponseSchema,
      signal,
      auth: true,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The viewer key (lib/member.ts) is part of the key: a tier change asks again. */
export function getFlexOfferQueryOptions(merchantId: string, publicId: string, viewerKey: string) {
  return queryOptions({
    queryKey: ['flex-offer', merchantId, viewerKey],
    queryFn: ({ signal }) => getFlexOffer(merchantId, publicId, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** The offer, or null while loading, with none, or when the call failed (the page reads fine without it). */
export function useFlexOffer(merchantId: string, member: Member | null, enabled: boolean): FlexOffer | null {
  const query = useQuery({
    ...getFlexOfferQueryOptions(merchantId, member?.publicId ?? '', viewerKeyOf(member)),
    enabled: enabled && member !== null,
  });
  const { error } = query;
  useEffect(() => {
    if (error) logger.warn('flex offer lookup failed', error);
  }, [error]);
  return query.data ?? null;
}

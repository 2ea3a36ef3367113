import { useQuery } from '@tanstack/react-query';
import {
  merchantReviewsPath,
  merchantReviewsResponseSchema,
  type MerchantReviewsResponse,
} from '@forkpoint/shared/contracts/reviews';
import { api } from '@/lib/api-client';

/** GET /api/v2/Merchants/{id}/Reviews: the restaurant's newest written reviews (anyone may read them). */
export function useMerchantReviews(merchantId: number) {
  return useQuery({
    queryKey: ['merchant-reviews', merchantId],
    queryFn: ({ signal }): Promise<MerchantReviewsResponse> =>
      api.get(merchantReviewsPath(merchantId), { schema: merchantReviewsResponseSchema, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

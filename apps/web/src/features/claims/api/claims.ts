import { useQuery } from '@tanstack/react-query';
import { REWARD_CLAIMS_PATH } from '@forkpoint/shared/contracts/claim-constants';
import type { RewardClaim } from '@forkpoint/shared/contracts/claims';
import { api } from '@/lib/api-client';

/**
 * GET /api/Member/RewardClaims (issue 14, item 6): the member's claims. Not parsed again here: the server's
 * response schema is the contract, and the schema library would put Reviews & History over its first-load
 * budget (bench/bundle.mjs). Filing one is the claim form's (file-claim.ts), loaded with the form.
 */
export const REWARD_CLAIMS_QUERY_KEY = ['member', 'reward-claims'] as const;

export function useRewardClaims() {
  return useQuery({
    queryKey: REWARD_CLAIMS_QUERY_KEY,
    queryFn: ({ signal }): Promise<RewardClaim[]> => api.get(REWARD_CLAIMS_PATH, { signal, auth: true }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

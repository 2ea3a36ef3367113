import { useQuery } from '@tanstack/react-query';
import {
  REWARD_CLAIMS_PATH,
  rewardClaimListSchema,
  rewardClaimSchema,
  type RewardClaim,
  type RewardClaimForm,
} from '@forkpoint/shared/contracts/claims';
import { api } from '@/lib/api-client';

/** GET and POST /api/Member/RewardClaims (issue 14, item 6): the member's claims, and a new one. */
export const REWARD_CLAIMS_QUERY_KEY = ['member', 'reward-claims'] as const;

export function useRewardClaims() {
  return useQuery({
    queryKey: REWARD_CLAIMS_QUERY_KEY,
    queryFn: ({ signal }): Promise<RewardClaim[]> =>
      api.get(REWARD_CLAIMS_PATH, { schema: rewardClaimListSchema, signal, auth: true }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function fileRewardClaim(values: RewardClaimForm): Promise<RewardClaim> {
  return api.post(REWARD_CLAIMS_PATH, { body: values, schema: rewardClaimSchema, auth: true });
}

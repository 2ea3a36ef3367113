import {
  REWARD_CLAIMS_PATH,
  rewardClaimSchema,
  type RewardClaim,
  type RewardClaimForm,
} from '@forkpoint/shared/contracts/claims';
import { api } from '@/lib/api-client';

/** POST /api/Member/RewardClaims: files a claim; loaded with the claim form only. */
export function fileRewardClaim(values: RewardClaimForm): Promise<RewardClaim> {
  return api.post(REWARD_CLAIMS_PATH, { body: values, schema: rewardClaimSchema, auth: true });
}

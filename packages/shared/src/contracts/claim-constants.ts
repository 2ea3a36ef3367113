/**
 * The plain values of missing-reward claims the web needs on the Reviews & History first load. No zod here
 * (contracts/claims.ts holds the schemas), so importing them costs the page no schema library.
 */
export const REWARD_CLAIMS_PATH = '/api/Member/RewardClaims';

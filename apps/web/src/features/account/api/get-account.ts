import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { memberSchema, type Member } from '@forkpoint/shared/contracts/members';
import {
  bonusEnrollmentSchema,
  dineSummarySchema,
  type Bonus,
  type DineSummary,
} from '@forkpoint/shared/contracts/rewards';
import { api } from '@/lib/api-client';

/**
 * The account overview's calls (spec part 2 §7): the member's full record (dining progress and bonuses,
 * which the shell's own member query leaves out), the dine summary, and bonus activation. A 401 on any of
 * them sends the member to /login and back (auth: true).
 */

/** Under the shell's member key, so whatever refreshes the member (sign-in, sign-out) refreshes this too. */
export const ACCOUNT_MEMBER_QUERY_KEY = ['member', 'account'] as const;
export const DINE_SUMMARY_QUERY_KEY = ['member', 'dine-summary'] as const;

export function accountMemberQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_MEMBER_QUERY_KEY,
    queryFn: ({ signal }): Promise<Member> =>
      api.get(MEMBER_PATHS.member, { schema: memberSchema, signal, auth: true }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useAccountMember({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountMemberQueryOptions(), enabled });
}

export function useDineSummary() {
  return useQuery({
    queryKey: DINE_SUMMARY_QUERY_KEY,
    queryFn: ({ signal }): Promise<DineSummary> =>
      api.get(MEMBER_PATHS.dineSummary, { schema: dineSummarySchema, signal, auth: true }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/Member/Bonus/{code}: no body; the CSRF header is the extra auth header every mutating call sends. */
export async function activateBonus(code: string): Promise<Bonus> {
  const { bonus } = await api.post(apiPath(MEMBER_PATHS.bonus, { code }), {
    schema: bonusEnrollmentSchema,
    auth: true,
  });
  return bonus;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { memberSchema, type Member } from '@forkpoint/shared/contracts/members';
import { api } from '@/lib/api-client';

/**
 * GET /api/Member, the member's full record (address, phone, opt-ins), which the shell's own member query
 * leaves out. A 401 sends the member to /login and back (auth: true).
 */

/** Under the shell's member key, so whatever refreshes the member (sign-in, sign-out, a save) refreshes this too. */
export const PROFILE_QUERY_KEY = ['member', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Member> {
  return api.get(MEMBER_PATHS.member, { schema: memberSchema, signal, auth: true });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    // A 401 has already sent the member to /login; retrying would only repeat it.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_TYPES, TIER_LEVELS } from '@forkpoint/shared/constants';
import type { Member as MemberRecord } from '@forkpoint/shared/contracts/members';
import { api, ApiRequestError } from '@/lib/api-client';
import { logger } from '@/lib/logger';

/**
 * GET /api/Member: the signed-in member, or null when nobody is signed in (the server answers 401).
 * The one place the web app learns who is signed in: the shell, home copy and copy tokens read it through
 * useMember, so sign-in, sign-out and session work only have to refresh this query.
 */

/** The member fields the shell uses (spec part 1 §3 Member); the full record is the account area's. */
export type Member = Pick<MemberRecord, 'publicId' | 'firstName' | 'lastName' | 'email' | 'memberType' | 'tierLevel'>;

export const MEMBER_QUERY_KEY = ['member'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** Checked by hand (no schema library on the first load); the server's response schema is the contract. */
export const memberAnswer = {
  parse(data: unknown): Member {
    const member = data as Partial<Record<keyof Member, unknown>> | null;
    if (
      typeof member?.publicId !== 'string' ||
      typeof member.firstName !== 'string' ||
      typeof member.lastName !== 'string' ||
      !(member.email === null || typeof member.email === 'string') ||
      !isOneOf(MEMBER_TYPES, member.memberType) ||
      !isOneOf(TIER_LEVELS, member.tierLevel)
    ) {
      throw new TypeError('GET /api/Member did not answer a member');
    }
    return data as Member;
  },
};

export async function getMember(signal?: AbortSignal): Promise<Member | null> {
  try {
    return await api.get('/api/Member', { schema: memberAnswer, signal });
  } catch (error) {
    // Signed out is an answer, not a failure: "no member".
    if (error instanceof ApiRequestError && error.status === 401) return null;
    logger.warn('member lookup failed; showing the visitor state', error);
    throw error;
  }
}

export function getMemberQueryOptions() {
  return queryOptions({
    queryKey: MEMBER_QUERY_KEY,
    queryFn: ({ signal }) => getMember(signal),
    retry: false,
    // A failed lookup (shown as the visitor state) is not retried each time another part of the shell mounts.
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
}

export interface MemberQueryState {
  /** Null for a visitor, and when the lookup failed (the visitor state is the safe one to show). */
  member: Member | null;
  /** True until the first answer, so the shell does not flash the visitor state at a member. */
  isPending: boolean;
}

/** `enabled: false` where the partner has no sign-in at all (enrollment type none): nobody is a member. */
export function useMember({ enabled = true }: { enabled?: boolean } = {}): MemberQueryState {
  const query = useQuery({ ...getMemberQueryOptions(), enabled });
  if (!enabled) return { member: null, isPending: false };
  return { member: query.data ?? null, isPending: query.isPending };
}

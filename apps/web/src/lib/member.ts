import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_TYPES, TIER_LEVELS, type TierLevel } from '@forkpoint/shared/constants';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import type { Member as MemberRecord } from '@forkpoint/shared/contracts/members';
import { api, ApiRequestError } from './api-client';
import { logger } from './logger';
import { offersSignIn, usePartner } from './partner';
import { holdsSessionCookie } from './session-cookie';

/**
 * GET /api/Member: the signed-in member, or null when nobody is signed in (the server answers 401). A browser
 * without the session's readable cookie is a visitor and is not asked about at all (lib/session-cookie.ts).
 * The one place the web app learns who is signed in: the shell, the features, home copy and copy tokens read
 * it through useCurrentMember, so sign-in, sign-out and session work only have to refresh this query.
 */

/** The member fields the shell uses (spec part 1 §3 Member); the full record is the account area's. */
export type Member = Pick<
  MemberRecord,
  'publicId' | 'firstName' | 'lastName' | 'email' | 'memberType' | 'tierLevel'
> & {
  /**
   * The member must update the e-mail before anything else (/fix_credentials; the shell keeps them there).
   * GET /api/Member always answers it; absent reads as false.
   */
  needsEmailUpdate?: boolean;
  /** Present only while support staff view the app as the member (contracts/emulation.ts). */
  emulation?: MemberEmulation;
};

/** GET /api/Member's `emulation` (contracts/emulation.ts memberEmulationSchema; read only by features/emulation). */
export interface MemberEmulation {
  id: string;
  consoleOrigin: string;
}

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
  if (!holdsSessionCookie()) return null;
  try {
    return await api.get(MEMBER_PATHS.member, { schema: memberAnswer, signal });
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

/** Refetches GET /api/Member and resolves when it answered: after sign-in, enrollment or a credential change. */
export function useRefreshMember(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ queryKey: MEMBER_QUERY_KEY }), [queryClient]);
}

/**
 * Who is looking, as the shell tells them apart (spec part 1 §1, §2 Shell, §6): a visitor, a card member
 * (member dropdown, account links), a non-card member (join link, sign-out) or a closed-account member
 * (re-enrollment in place of the footer).
 */
export type ViewerKind = 'visitor' | 'cardMember' | 'nonCardMember' | 'closedAccount';

export function viewerKindOf(member: Member | null): ViewerKind {
  if (!member) return 'visitor';
  switch (member.memberType) {
    case 'EnrolledCardMember':
      return 'cardMember';
    case 'NonCardMember':
      return 'nonCardMember';
    case 'ClosedAccountMember':
      return 'closedAccount';
  }
}

/** The tier-name key of global earn copy (tier_names.basic/select/vip) for a member's tier level. */
export type TierNameKey = 'basic' | 'select' | 'vip';

export function tierNameKeyOf(tierLevel: TierLevel): TierNameKey {
  switch (tierLevel) {
    case 'OptedIn':
      return 'select';
    case 'VIP':
      return 'vip';
    default:
      // Tier 0, Basic: OptedOut and NonActivated members (partner earnRates.basic).
      return 'basic';
  }
}

/**
 * Who the server answers for, as a cache key: every query whose answer depends on the viewer (search,
 * carousels, merchant pages, flex offers) carries it in its key, so signing in or out, a session that
 * expired and a tier change ask the server again instead of showing the previous viewer's answer.
 */
export function viewerKeyOf(member: Member | null): string {
  return member ? `${member.publicId}:${member.memberType}:${member.tierLevel}` : 'visitor';
}

/** The viewer key, or null until the member lookup answered (asking before would ask twice). */
export function useViewerKey(): string | null {
  const { member, isPending } = useCurrentMember();
  return isPending ? null : viewerKeyOf(member);
}

/**
 * The signed-in member as the app and its features see it, for components under the app loader. A partner
 * without sign-in (enrollment none) has no members, and nobody is asked for.
 */
export function useCurrentMember(): MemberQueryState & { kind: ViewerKind } {
  const state = useMember({ enabled: offersSignIn(usePartner()) });
  return { ...state, kind: viewerKindOf(state.member) };
}

import { useMember, type MemberQueryState } from '@/features/member/api/get-member';
import { viewerKindOf, type ViewerKind } from '@/features/member/lib/member-kind';
import { usePartner } from '@/features/partner/api/get-partner';

/** The signed-in member as the shell sees it. A partner without sign-in (enrollment none) has no members. */
export function useCurrentMember(): MemberQueryState & { kind: ViewerKind } {
  const { enrollmentType } = usePartner();
  const state = useMember({ enabled: enrollmentType !== 'none' });
  return { ...state, kind: viewerKindOf(state.member) };
}

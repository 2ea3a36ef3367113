import type { TierLevel } from '@forkpoint/shared/constants';
import type { Member } from '../api/get-member';

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

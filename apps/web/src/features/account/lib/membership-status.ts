import type { DiningProgress } from '@forkpoint/shared/contracts/members';
import type { Bonus } from '@forkpoint/shared/contracts/rewards';
import type { TierLevel } from '@forkpoint/shared/constants';

/**
 * The membership status summary of the overview (spec part 2 §4 "Member copy states, in order"): the first
 * state that applies wins. "Not signed in" never reaches the account area (it goes to /login), so the
 * overview starts at the second.
 */
export type MembershipState = 'optedOut' | 'newMemberBonus' | 'building' | 'renewing' | 'complete' | 'member';

export interface StatusMember {
  emailOptIn: boolean;
  tierLevel: TierLevel;
  diningProgress: DiningProgress | null;
  activeBonuses: readonly Bonus[];
}

export function membershipStateOf(member: StatusMember): MembershipState {
  if (!member.emailOptIn && member.tierLevel === 'OptedOut') return 'optedOut';
  if (member.activeBonuses.some((bonus) => bonus.isNewMemberBonus && bonus.memberIsEligibleForNMB)) {
    return 'newMemberBonus';
  }
  switch (member.diningProgress?.status) {
    case 'Building':
      return 'building';
    case 'QualifiedAndBuilding':
      return 'renewing';
    case 'Qualified':
      return 'complete';
    default:
      return 'member';
  }
}

/** "The year shown moves to next year when the status is complete or renewing" (part 2 §2 Overview). */
export function progressYearOf(progress: DiningProgress, now: Date): number {
  const year = now.getFullYear();
  return progress.status === 'Building' ? year : year + 1;
}

/** The visit meter runs from 0 to dinesRequired (11 by default): the dines done this year, capped. */
export function visitMeterOf(progress: DiningProgress): { value: number; max: number } {
  const max = progress.dinesRequired > 0 ? progress.dinesRequired : 11;
  return { value: Math.min(max, Math.max(0, max - progress.remainingDines)), max };
}

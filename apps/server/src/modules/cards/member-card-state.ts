import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MemberPatch, MemberRow } from '../members/repository';

/**
 * How having cards moves a member between the spec's member types (part 2 §3, §2 Re-enrollment):
 * a first card makes a NonCardMember an EnrolledCardMember; a card linked by a ClosedAccountMember
 * re-enrolls them (active again); deleting the last card closes the account.
 */

/** The member row, locked until the transaction ends: one card change per member at a time. */
export function lockMember(db: Kysely<DB>, partnerCode: string, id: number): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The change a successful link makes to the member, or null when none. */
export function afterCardLinked(member: Pick<MemberRow, 'member_type' | 'active'>): MemberPatch | null {
  if (member.member_type === 'EnrolledCardMember' && member.active) return null;
  return { member_type: 'EnrolledCardMember', active: true };
}

/** The member deleted their last card: the account is deactivated (they may re-enroll by linking one). */
export const afterLastCardDeleted = (): MemberPatch => ({ member_type: 'ClosedAccountMember', active: false });

/**
 * The member's last card moved to another program by its holder: they did not close their
 * account, so they stay active as a member without a card.
 */
export function afterLastCardMovedAway(member: Pick<MemberRow, 'member_type'>): MemberPatch | null {
  return member.member_type === 'EnrolledCardMember' ? { member_type: 'NonCardMember' } : null;
}

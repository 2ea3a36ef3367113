import type { Kysely } from 'kysely';
import type { Member, Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { toMember } from './member-view';
import type { MemberRow } from './repository';
import { bonusesOf } from '../rewards/bonuses';
import { diningProgressOf } from '../rewards/dining-status';

/**
 * The member as GET /api/Member answers it, with the two fields the rewards engine derives on every
 * read: this year's diningProgress and the bonuses on offer or held (activeBonuses).
 */
export async function memberWithRewards(db: Kysely<DB>, partner: Partner, row: MemberRow, now: Date): Promise<Member> {
  const member = toMember(row);
  if (!row.has_web_profile || row.member_type === 'ClosedAccountMember') return member;
  const [diningProgress, activeBonuses] = await Promise.all([
    diningProgressOf(db, { id: row.id, vipThrough: row.vip_through }, partner, now),
    bonusesOf(
      db,
      { id: row.id, joinDate: row.join_date ? new Date(row.join_date) : null, enrollmentSource: row.enrollment_source },
      partner,
      now,
    ),
  ]);
  return { ...member, diningProgress, activeBonuses };
}

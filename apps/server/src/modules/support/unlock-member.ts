import type { Kysely } from 'kysely';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { SUPPORT_MEMBER_MESSAGES } from '@forkpoint/shared/contracts/support-members';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { MemberRow } from '../members/repository';
import { lockoutOf, unlockMember } from './member-lockout';
import type { StaffAct } from './staff-act';

/**
 * The console's unlock of a member's sign-in (member-routes.ts): only a member who is locked or has failures
 * counted (409 otherwise); the unlock and its audit record, with the lockout before and after, commit together,
 * so no unlock goes unaudited.
 */
export async function unlockMemberSignIn({
  db,
  act,
  member,
}: {
  db: Kysely<DB>;
  act: StaffAct;
  member: MemberRow;
}): Promise<void> {
  const owner = { id: member.id, partnerCode: member.partner_code };
  const before = await lockoutOf(db, owner, act.now);
  if (!before.locked && before.failedCount === 0) throw new AppError('CONFLICT', SUPPORT_MEMBER_MESSAGES.notLocked);
  await db.transaction().execute(async (trx) => {
    await unlockMember(trx, owner);
    await act.record(
      {
        action: STAFF_ACTIONS.memberUnlock,
        target: { type: 'member', id: member.public_id },
        before,
        after: await lockoutOf(trx, owner, act.now),
      },
      trx,
    );
  });
}

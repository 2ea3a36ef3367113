import type { Kysely } from 'kysely';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { EMULATION_ENTER_PATH, EMULATION_MESSAGES, type EmulationStart } from '@forkpoint/shared/contracts/emulation';
import type { DB } from '../../db/schema';
import type { EmulationEndReason } from '../../db/schema-emulation';
import { AppError } from '../../lib/app-error';
import { createEmulation, endEmulation, endEmulationsOfStaffSession, findEmulation } from './emulations';
import type { StaffAct } from './staff-act';
import { staffPartnerMember } from './staff-member-lookup';

/**
 * Emulation as the console starts and ends it (decision 0024), as services: every change commits in one
 * transaction with its audit record; a refusal is recorded on its own and thrown as an AppError.
 */

const memberTarget = (publicId: string) => ({ type: 'member', id: publicId });

export interface StartEmulationArgs {
  db: Kysely<DB>;
  act: StaffAct;
  /** The SHA-256 of the acting staff session: the emulation ends with it (issue 28). */
  staffSessionHash: string;
  publicId: string;
  /** The member app's origin (the entry link's) and the console's (the only one the app answers). */
  appOrigin: string;
  consoleOrigin: string;
}

/**
 * Starts emulating a member of the staff member's own program and answers the one-time entry link. A closed
 * account or a member without a web profile is refused (409), the refusal audited with its reason.
 */
export async function startEmulation({
  db,
  act,
  staffSessionHash,
  publicId,
  appOrigin,
  consoleOrigin,
}: StartEmulationArgs): Promise<EmulationStart> {
  const member = await staffPartnerMember(db, act.staff.partnerCode, publicId);
  const target = memberTarget(member.public_id);
  const refusal =
    !member.active || member.member_type === 'ClosedAccountMember'
      ? EMULATION_MESSAGES.closedMember
      : !member.has_web_profile
        ? EMULATION_MESSAGES.noWebProfile
        : null;
  if (refusal) {
    await act.record({ action: STAFF_ACTIONS.emulationRefused, target, after: { reason: refusal } }, db);
    throw new AppError('CONFLICT', refusal);
  }
  const started = await db.transaction().execute(async (trx) => {
    const emulation = await createEmulation(trx, {
      partnerCode: act.staff.partnerCode,
      staffId: act.staff.id,
      staffSessionHash,
      memberId: member.id,
      consoleOrigin,
      now: act.now,
    });
    await act.record(
      {
        action: STAFF_ACTIONS.emulationStart,
        target,
        after: { emulationId: emulation.id, appOrigin, consoleOrigin },
      },
      trx,
    );
    return emulation;
  });
  return {
    emulationId: started.id,
    enterUrl: `${appOrigin}${EMULATION_ENTER_PATH}?token=${started.token}`,
    appOrigin,
    tokenExpiresAt: started.tokenExpiresAt.toISOString(),
  };
}

/**
 * Ends one of the program's emulations from the console (404 for another program's or an unknown one). Ending
 * one already over changes nothing but is still recorded, as the staff member asked.
 */
export async function endConsoleEmulation({
  db,
  act,
  emulationId,
}: {
  db: Kysely<DB>;
  act: StaffAct;
  emulationId: string;
}): Promise<{ ended: boolean; message: string }> {
  const emulation = await findEmulation(db, act.staff.partnerCode, emulationId);
  if (!emulation) throw new AppError('NOT_FOUND', EMULATION_MESSAGES.notFound);
  const ended = await db.transaction().execute(async (trx) => {
    const endedNow = await endEmulation(trx, {
      id: emulation.id,
      partnerCode: act.staff.partnerCode,
      reason: 'console',
      now: act.now,
    });
    await act.record(
      {
        action: STAFF_ACTIONS.emulationEnd,
        target: memberTarget(emulation.memberPublicId),
        after: { emulationId: emulation.id, by: 'console', alreadyEnded: !endedNow },
      },
      trx,
    );
    return endedNow;
  });
  return { ended, message: ended ? EMULATION_MESSAGES.ended : EMULATION_MESSAGES.alreadyEnded };
}

/**
 * Ends the acting staff member's emulations that a staff session's end ends: one session's (`idHash`, at sign-out)
 * or those of sessions already over (at sign-in: idle, the 8-hour cap, the session the sign-in replaced). Each end
 * is recorded in the same transaction. Answers how many ended.
 */
export async function endStaffSessionEmulations({
  db,
  act,
  idHash,
  reason,
  by,
}: {
  db: Kysely<DB>;
  act: StaffAct;
  idHash?: string;
  reason: Extract<EmulationEndReason, 'staff-signed-out' | 'staff-session-ended'>;
  by: string;
}): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await endEmulationsOfStaffSession(trx, {
      staffId: act.staff.id,
      partnerCode: act.staff.partnerCode,
      ...(idHash !== undefined ? { idHash } : {}),
      reason,
      now: act.now,
    });
    for (const emulation of ended) {
      await act.record(
        {
          action: STAFF_ACTIONS.emulationEnd,
          target: memberTarget(emulation.memberPublicId),
          after: { emulationId: emulation.id, by },
        },
        trx,
      );
    }
    return ended.length;
  });
}

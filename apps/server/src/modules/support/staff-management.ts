import type { Kysely } from 'kysely';
import {
  STAFF_MANAGEMENT_MESSAGES as MESSAGES,
  type StaffActionResponse,
  type StaffCreateRequest,
  type StaffMember,
  type StaffRole,
} from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { newPasswordProblem } from '../auth/new-password';
import { createStaffMember } from './create-staff-member';
import { issueRecoveryCodes } from './recovery-codes';
import { endStaffAccess } from './staff-access';
import type { StaffAct } from './staff-act';
import { auditState, generateStaffPassword, totpShownOnce } from './staff-directory';
import { findStaffMember, listStaff, lockStaffMember, setStaffActive, setStaffRole } from './staff-repository';
import { storeTotpSecret } from './staff-totp';

/**
 * Staff management for admins (decision 0026), as services: every query is on the acting admin's partner; every
 * change runs in a transaction of its own with its audit record, so both commit or neither does. An admin may
 * not change their own role nor deactivate themselves (another admin must), so a program never loses its last
 * admin by a slip. New secrets, codes and a generated password are in the answer once and nowhere else. A
 * refusal is an AppError; the route records it (staff-management-routes.ts).
 */

/** What every call takes: the database and the acting admin (who, which program, when, how the audit records). */
export interface StaffManagement {
  db: Kysely<DB>;
  act: StaffAct;
}

/** A change to one member of staff of the admin's program. */
export interface StaffChange extends StaffManagement {
  staffId: number;
}

/** How the audit log names a member of staff acted on. */
export const staffAuditTarget = (id: number) => ({ type: 'staff', id: String(id) });

/** The staff member to change, locked for the transaction, on the admin's partner; 404 for any other. */
async function lockTarget(trx: Kysely<DB>, act: StaffAct, id: number): Promise<StaffMember> {
  const member = await lockStaffMember(trx, act.staff.partnerCode, id);
  if (!member) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return member;
}

/** Reads the member again after the change and records it with its before and after, in the change's transaction. */
async function recorded(
  trx: Kysely<DB>,
  act: StaffAct,
  action: string,
  before: StaffMember | null,
  extra: Record<string, unknown> = {},
  id = before?.id,
): Promise<StaffMember> {
  const after = (await findStaffMember(trx, act.staff.partnerCode, id!))!;
  await act.record(
    {
      action,
      target: staffAuditTarget(after.id),
      before: before ? auditState(before) : null,
      after: { ...auditState(after), ...extra },
    },
    trx,
  );
  return after;
}

/** The program's staff, active ones first; the look-up is audited with its count. */
export async function listProgramStaff({ db, act }: StaffManagement): Promise<StaffMember[]> {
  const staff = await listStaff(db, act.staff.partnerCode);
  await act.record({ action: STAFF_ACTIONS.staffList, after: { count: staff.length } }, db);
  return staff;
}

/**
 * Adds a member of staff to the admin's program. No password (or an empty one): one is generated and answered
 * once; a typed one must pass the members' password rules (400 on the password field).
 */
export async function addStaffMember({
  db,
  act,
  keyring,
  input,
}: StaffManagement & { keyring: StaffTotpKeyring; input: StaffCreateRequest }): Promise<StaffActionResponse> {
  const generated = !input.password;
  const password = input.password || generateStaffPassword();
  const problem = generated ? null : newPasswordProblem(password, { terms: act.partner.terms });
  if (problem) throw new AppError('VALIDATION_FAILED', MESSAGES.form, [{ field: 'password', message: problem }]);
  return db.transaction().execute(async (trx) => {
    const created = await createStaffMember(
      trx,
      keyring,
      { partnerCode: act.staff.partnerCode, ...input, password },
      act.now,
    );
    const staff = await recorded(
      trx,
      act,
      STAFF_ACTIONS.staffCreate,
      null,
      { passwordGenerated: generated },
      created.id,
    );
    return {
      staff,
      message: MESSAGES.created,
      shownOnce: {
        totp: await totpShownOnce(created.totpSecret, staff.email),
        recoveryCodes: created.recoveryCodes,
        password: generated ? password : null,
      },
    };
  });
}

/** Gives a member of staff another role; never the admin's own (409). The same role again changes nothing. */
export async function changeStaffRole({
  db,
  act,
  staffId,
  role,
}: StaffChange & { role: StaffRole }): Promise<StaffActionResponse> {
  return db.transaction().execute(async (trx) => {
    const before = await lockTarget(trx, act, staffId);
    if (before.id === act.staff.id) throw new AppError('CONFLICT', MESSAGES.selfRole);
    if (before.role === role) return { staff: before, message: MESSAGES.roleUnchanged, shownOnce: null };
    await setStaffRole(trx, before.id, role);
    const staff = await recorded(trx, act, STAFF_ACTIONS.staffRoleChange, before);
    return { staff, message: MESSAGES.roleChanged, shownOnce: null };
  });
}

/**
 * Deactivates a member of staff and ends their access at once (sessions, emulations: staff-access.ts); never the
 * admin themselves (409). Deactivating an inactive member changes nothing.
 */
export async function deactivateStaffMember({ db, act, staffId }: StaffChange): Promise<StaffActionResponse> {
  return db.transaction().execute(async (trx) => {
    const before = await lockTarget(trx, act, staffId);
    if (before.id === act.staff.id) throw new AppError('CONFLICT', MESSAGES.selfDeactivate);
    if (!before.active) return { staff: before, message: MESSAGES.alreadyInactive, shownOnce: null };
    await setStaffActive(trx, before.id, false);
    const ended = await endStaffAccess(trx, before.id, act.now);
    const staff = await recorded(trx, act, STAFF_ACTIONS.staffDeactivate, before, ended);
    return { staff, message: MESSAGES.deactivated, shownOnce: null };
  });
}

/** Lets a deactivated member of staff sign in again; an active one is left as they are. */
export async function reactivateStaffMember({ db, act, staffId }: StaffChange): Promise<StaffActionResponse> {
  return db.transaction().execute(async (trx) => {
    const before = await lockTarget(trx, act, staffId);
    if (before.active) return { staff: before, message: MESSAGES.alreadyActive, shownOnce: null };
    await setStaffActive(trx, before.id, true);
    const staff = await recorded(trx, act, STAFF_ACTIONS.staffReactivate, before);
    return { staff, message: MESSAGES.reactivated, shownOnce: null };
  });
}

/** A new authenticator secret, sealed under the keyring and shown once; codes from the old one stop working. */
export async function resetStaffTotp({
  db,
  act,
  keyring,
  staffId,
}: StaffChange & { keyring: StaffTotpKeyring }): Promise<StaffActionResponse> {
  return db.transaction().execute(async (trx) => {
    const before = await lockTarget(trx, act, staffId);
    const secret = await storeTotpSecret(trx, keyring, before.id);
    const staff = await recorded(trx, act, STAFF_ACTIONS.staffTotpReset, before);
    return {
      staff,
      message: MESSAGES.totpReset,
      shownOnce: { totp: await totpShownOnce(secret, staff.email), recoveryCodes: null, password: null },
    };
  });
}

/** Ten new recovery codes, shown once; the old ones stop working. */
export async function issueStaffRecoveryCodes({ db, act, staffId }: StaffChange): Promise<StaffActionResponse> {
  return db.transaction().execute(async (trx) => {
    const before = await lockTarget(trx, act, staffId);
    const recoveryCodes = await issueRecoveryCodes(trx, before.id, act.now);
    const staff = await recorded(trx, act, STAFF_ACTIONS.staffRecoveryCodesIssue, before);
    return { staff, message: MESSAGES.recoveryCodesIssued, shownOnce: { totp: null, recoveryCodes, password: null } };
  });
}

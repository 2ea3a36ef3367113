import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '@forkpoint/shared';
import { STAFF_MANAGEMENT_MESSAGES as MESSAGES, type StaffIdentity } from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { DEVELOPMENT_STAFF_TOTP_KEY } from '../src/config/env';
import type { Database } from '../src/db/database';
import { AppError } from '../src/lib/app-error';
import { staffTotpKeyring } from '../src/lib/totp-secrets';
import { recordAction } from '../src/modules/support/audit-log';
import type { StaffAct } from '../src/modules/support/staff-act';
import {
  addStaffMember,
  changeStaffRole,
  deactivateStaffMember,
  listProgramStaff,
  reactivateStaffMember,
} from '../src/modules/support/staff-management';
import { openTestDatabase, realPartners } from './helper';
import { staffEmail } from './support-helper';

/**
 * Staff management's rules as services (modules/support/staff-management.ts), on the seeded database without an
 * app: an admin never changes their own role nor deactivates themselves, another program's staff is not found,
 * a change that changes nothing writes nothing, and every change commits with its audit record or not at all.
 * The HTTP side (who may call, the refusal's own audit record) is support-staff.test.ts's.
 */
let database: Database;
const db = () => database.db;
const NOW = new Date('2030-06-01T12:00:00Z');
const keyring = staffTotpKeyring(DEVELOPMENT_STAFF_TOTP_KEY);
const PASSWORD = 'Quiet-Harbor-Lantern-81';
let serial = 0;
const newEmail = () => `service.staff.${(serial += 1)}@aerovia.example`;

const partner = (code: string): Partner => realPartners().find((p) => p.code === code)!;

/** The demo admin of a program, as the guard would set it on the request. */
async function demoAdmin(partnerCode = 'aerovia'): Promise<StaffIdentity> {
  const row = await db()
    .selectFrom('staff')
    .select(['id', 'email', 'display_name', 'role', 'partner_code'])
    .where('partner_code', '=', partnerCode)
    .where('email', '=', staffEmail('admin', partnerCode))
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: 'admin',
    partnerCode: row.partner_code,
  };
}

/** An admin's act, recorded as a request would record it (audit-log.ts). */
function actOf(staff: StaffIdentity): StaffAct {
  const source = { staff, at: NOW, ip: '127.0.0.1', requestId: 'service-test' };
  return {
    staff,
    partner: partner(staff.partnerCode),
    now: NOW,
    record: (entry, on) => recordAction(on, source, entry),
  };
}

let admin: StaffAct;
beforeAll(async () => {
  database = await openTestDatabase('seeded');
  admin = actOf(await demoAdmin());
});
afterAll(async () => database?.close());

const staffRow = (id: number) =>
  db().selectFrom('staff').select(['role', 'active']).where('id', '=', id).executeTakeFirstOrThrow();

const auditOf = (id: number) =>
  db()
    .selectFrom('staff_audit_log')
    .select(['action', 'before', 'after', 'staff_id'])
    .where('target_type', '=', 'staff')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

/** The AppError a call is refused with (fails the test when it is not refused). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function newAdmin() {
  const created = await addStaffMember({
    db: db(),
    act: admin,
    keyring,
    input: { displayName: 'Second Admin', email: newEmail(), role: 'admin', password: PASSWORD },
  });
  return created.staff;
}

describe('an admin acting on themselves', () => {
  it('may not change their own role: 409 with the sentence to ask another admin, nothing written', async () => {
    const error = await refusal(changeStaffRole({ db: db(), act: admin, staffId: admin.staff.id, role: 'agent' }));
    expect(error).toMatchObject({ code: 'CONFLICT', statusCode: 409, message: MESSAGES.selfRole });
    expect(await staffRow(admin.staff.id)).toEqual({ role: 'admin', active: true });
    expect(await auditOf(admin.staff.id)).toEqual([]);
  });

  it('may not deactivate themselves: 409, still active, nothing written', async () => {
    const error = await refusal(deactivateStaffMember({ db: db(), act: admin, staffId: admin.staff.id }));
    expect(error).toMatchObject({ code: 'CONFLICT', statusCode: 409, message: MESSAGES.selfDeactivate });
    expect(await staffRow(admin.staff.id)).toEqual({ role: 'admin', active: true });
    expect(await auditOf(admin.staff.id)).toEqual([]);
  });

  it('is demoted and deactivated by another admin instead, each change audited with its before and after', async () => {
    const second = await newAdmin();
    const other = actOf({ ...second, partnerCode: 'aerovia' });
    const demoted = await changeStaffRole({ db: db(), act: other, staffId: admin.staff.id, role: 'agent' });
    expect(demoted).toMatchObject({ message: MESSAGES.roleChanged, staff: { role: 'agent' }, shownOnce: null });
    const deactivated = await deactivateStaffMember({ db: db(), act: other, staffId: admin.staff.id });
    expect(deactivated).toMatchObject({ message: MESSAGES.deactivated, staff: { active: false } });
    expect(await staffRow(admin.staff.id)).toEqual({ role: 'agent', active: false });
    const audit = await auditOf(admin.staff.id);
    expect(audit.map((row) => [row.action, row.staff_id])).toEqual([
      [STAFF_ACTIONS.staffRoleChange, second.id],
      [STAFF_ACTIONS.staffDeactivate, second.id],
    ]);
    expect(audit[0]).toMatchObject({ before: { role: 'admin' }, after: { role: 'agent' } });
    expect(audit[1]).toMatchObject({ before: { active: true }, after: { active: false, sessionsEnded: 0 } });
    // Put back for the tests that follow.
    await reactivateStaffMember({ db: db(), act: other, staffId: admin.staff.id });
    await changeStaffRole({ db: db(), act: other, staffId: admin.staff.id, role: 'admin' });
    expect(await staffRow(admin.staff.id)).toEqual({ role: 'admin', active: true });
  });
});

describe('changes that change nothing or reach too far', () => {
  it('answers the same role and a second deactivation or reactivation without writing or auditing', async () => {
    const { id } = await newAdmin();
    const same = await changeStaffRole({ db: db(), act: admin, staffId: id, role: 'admin' });
    expect(same.message).toBe(MESSAGES.roleUnchanged);
    expect((await reactivateStaffMember({ db: db(), act: admin, staffId: id })).message).toBe(MESSAGES.alreadyActive);
    await deactivateStaffMember({ db: db(), act: admin, staffId: id });
    expect((await deactivateStaffMember({ db: db(), act: admin, staffId: id })).message).toBe(MESSAGES.alreadyInactive);
    expect((await auditOf(id)).map((row) => row.action)).toEqual([
      STAFF_ACTIONS.staffCreate,
      STAFF_ACTIONS.staffDeactivate,
    ]);
  });

  it("answers 404 for another program's staff member and leaves them as they were", async () => {
    const foreign = await demoAdmin('kitefund');
    for (const call of [
      changeStaffRole({ db: db(), act: admin, staffId: foreign.id, role: 'agent' }),
      deactivateStaffMember({ db: db(), act: admin, staffId: foreign.id }),
    ]) {
      expect(await refusal(call)).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    }
    expect(await staffRow(foreign.id)).toEqual({ role: 'admin', active: true });
  });

  it('refuses a breached password on the password field and creates no one', async () => {
    const email = newEmail();
    const error = await refusal(
      addStaffMember({
        db: db(),
        act: admin,
        keyring,
        input: { displayName: 'Weak Will', email, role: 'agent', password: 'password123' },
      }),
    );
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.form });
    expect(error.fields?.map((field) => field.field)).toEqual(['password']);
    expect(await db().selectFrom('staff').select('id').where('email', '=', email).execute()).toEqual([]);
  });
});

describe('the program staff list', () => {
  it("lists only the admin's program and audits the look-up with its count", async () => {
    const staff = await listProgramStaff({ db: db(), act: admin });
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.map((member) => member.email.endsWith('@aerovia.example'))).not.toContain(false);
    const last = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'after'])
      .where('request_id', '=', 'service-test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: STAFF_ACTIONS.staffList, after: { count: staff.length } });
  });
});

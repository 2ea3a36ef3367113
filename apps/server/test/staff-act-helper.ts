import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { StaffIdentity, StaffRole } from '@forkpoint/shared/contracts/support';
import type { DB } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { recordAction } from '../src/modules/support/audit-log';
import type { StaffAct } from '../src/modules/support/staff-act';
import { realPartners } from './helper';
import { staffEmail, type DemoStaffRole } from './support-helper';

/**
 * What a support service test acts as (support/staff-act.ts), without an app: a demo staff member of the seeded
 * database, whose act is recorded as a request would record it.
 */

/** The seeded demo staff member of `role` on a program, as the guard would set it on the request. */
export async function demoStaff(db: Kysely<DB>, role: DemoStaffRole, partnerCode = 'aerovia'): Promise<StaffIdentity> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'display_name', 'role', 'partner_code'])
    .where('partner_code', '=', partnerCode)
    .where('email', '=', staffEmail(role, partnerCode))
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role as StaffRole,
    partnerCode: row.partner_code,
  };
}

/** The staff member's act at `now`, recorded from a test's address and request id. */
export function actOf(staff: StaffIdentity, now: Date): StaffAct {
  const source = { staff, at: now, ip: '127.0.0.1', requestId: 'service-test' };
  return {
    staff,
    partner: realPartners().find((partner) => partner.code === staff.partnerCode)!,
    now,
    record: (entry, db) => recordAction(db, source, entry),
  };
}

/** The audit records of one target, oldest first. */
export function auditOf(db: Kysely<DB>, target: { type: string; id: string }) {
  return db
    .selectFrom('staff_audit_log')
    .select(['action', 'before', 'after', 'staff_id', 'partner_code'])
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .orderBy('id')
    .execute();
}

/** The AppError a call is refused with (fails the test when it is not refused). */
export async function refusalOf(call: Promise<unknown>): Promise<AppError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

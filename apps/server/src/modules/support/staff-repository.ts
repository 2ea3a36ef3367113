import type { Kysely } from 'kysely';
import type { StaffMember, StaffRole } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';

/**
 * The staff table as staff management reads and changes it (decision 0026): one partner's staff at a time,
 * always filtered on the partner, never the secret (only whether there is one).
 */

function staffQuery(db: Kysely<DB>, partnerCode: string) {
  return db
    .selectFrom('staff as s')
    .select((eb) => [
      's.id',
      's.display_name',
      's.email',
      's.role',
      's.active',
      's.created_at',
      's.last_sign_in_at',
      eb('s.totp_secret_sealed', 'is not', null).as('totp_enrolled'),
      eb
        .selectFrom('staff_recovery_codes as c')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('c.staff_id', '=', 's.id')
        .where('c.used_at', 'is', null)
        .as('recovery_codes_left'),
    ])
    .where('s.partner_code', '=', partnerCode);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    role: row.role as StaffRole,
    active: row.active,
    totpEnrolled: Boolean(row.totp_enrolled),
    recoveryCodesLeft: Number(row.recovery_codes_left ?? 0),
    lastSignInAt: row.last_sign_in_at ? iso(row.last_sign_in_at) : null,
    createdAt: iso(row.created_at),
  };
}

/** The partner's staff: active ones first, then by name. */
export async function listStaff(db: Kysely<DB>, partnerCode: string): Promise<StaffMember[]> {
  const rows = await staffQuery(db, partnerCode)
    .orderBy('s.active', 'desc')
    .orderBy('s.display_name')
    .orderBy('s.id')
    .execute();
  return rows.map(toStaffMember);
}

/** One staff member of this partner, or null (another partner's is never found). */
export async function findStaffMember(db: Kysely<DB>, partnerCode: string, id: number): Promise<StaffMember | null> {
  const row = await staffQuery(db, partnerCode).where('s.id', '=', id).executeTakeFirst();
  return row ? toStaffMember(row) : null;
}

/** Locks the row for the rest of the transaction, so two admins' changes to one staff member apply in turn. */
export async function lockStaffMember(db: Kysely<DB>, partnerCode: string, id: number): Promise<StaffMember | null> {
  const locked = await db
    .selectFrom('staff')
    .select('id')
    .where('partner_code', '=', partnerCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return locked ? findStaffMember(db, partnerCode, id) : null;
}

/** Sets a staff member's role (the caller has locked and checked the row: lockStaffMember). */
export async function setStaffRole(db: Kysely<DB>, id: number, role: StaffRole): Promise<void> {
  await db.updateTable('staff').set({ role }).where('id', '=', id).execute();
}

/** Marks a staff member active or not (the caller has locked and checked the row: lockStaffMember). */
export async function setStaffActive(db: Kysely<DB>, id: number, active: boolean): Promise<void> {
  await db.updateTable('staff').set({ active }).where('id', '=', id).execute();
}

/** The e-mail of a member of staff by id (a request's requester, whose id the caller already holds). */
export async function staffEmailOf(db: Kysely<DB>, id: number): Promise<string> {
  const row = await db.selectFrom('staff').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  return row.email;
}

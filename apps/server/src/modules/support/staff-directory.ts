import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { StaffMember, StaffRole, StaffShownOnce } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import { totpUri } from './totp';

/**
 * The staff table as the staff management screen reads it (decision 0026): one partner's staff at a
 * time, always filtered on the partner, never the secret (only whether there is one).
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

/** What the audit log keeps of a staff member: their state, never a secret. */
export function auditState(member: StaffMember) {
  return {
    email: member.email,
    displayName: member.displayName,
    role: member.role,
    active: member.active,
    totpEnrolled: member.totpEnrolled,
    recoveryCodesLeft: member.recoveryCodesLeft,
  };
}

/** A new authenticator set-up to show once: the otpauth URI, the secret, and the URI as a QR code. */
export async function totpShownOnce(secret: string, email: string): Promise<NonNullable<StaffShownOnce['totp']>> {
  const uri = totpUri(secret, email);
  // Drawn on the server: the console's chunk stays small, and the SVG goes in an <img> the CSP allows (data:).
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated first password: four groups of five, about 115 bits, without look-alike characters. */
export function generateStaffPassword(): string {
  const group = () => Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Partner } from '@forkpoint/shared';
import { staffCreateRequestSchema, type StaffMember } from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { EnvError, type Env } from '../../config/env';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { recordCommandAction } from './audit-log';
import { createStaffMember } from './create-staff-member';
import { auditState, generateStaffPassword } from './staff-directory';
import { findStaffMember } from './staff-repository';
import { totpUri } from './totp';
import { staffTotpKeyringFromEnv, type StaffTotpKeyring } from '../../lib/totp-secrets';

/**
 * A production program starts with no staff (no demo data, config/env.ts): its first admin comes from
 * `npm run staff:first-admin -- --partner CODE --email ADDRESS` (first-admin-cli.ts, docs/deploy.md), run once by
 * whoever runs the servers. It is made like any admin's new member of staff (create-staff-member.ts): a
 * generated password, a new TOTP secret sealed under STAFF_TOTP_KEY and ten recovery codes, shown once on
 * the command's output and nowhere else. Refused while the program has an active admin: from then on admins
 * add staff in the console, where every change is theirs in the audit log.
 */

/** The request id of the audit entry: which command made the admin. */
export const FIRST_ADMIN_COMMAND = 'staff:first-admin';

export interface FirstAdminInput {
  email: string;
  displayName?: string;
}

export interface FirstAdmin {
  staff: StaffMember;
  password: string;
  totp: { secret: string; uri: string };
  recoveryCodes: string[];
}

export const FIRST_ADMIN_DEFAULT_NAME = 'Administrator';

export async function createFirstAdmin(
  db: Kysely<DB>,
  keyring: StaffTotpKeyring,
  partner: Pick<Partner, 'code'>,
  input: FirstAdminInput,
  now: Date,
): Promise<FirstAdmin> {
  const body = parseForm(
    staffCreateRequestSchema,
    { email: input.email, displayName: input.displayName ?? FIRST_ADMIN_DEFAULT_NAME, role: 'admin' },
    'The first admin was not created: check the e-mail and name.',
  );
  return db.transaction().execute(async (trx) => {
    // Two runs at once for one program take turns here: the second finds the first one's admin.
    const program = await trx
      .selectFrom('partners')
      .select('code')
      .where('code', '=', partner.code)
      .forUpdate()
      .executeTakeFirst();
    if (!program) throw new AppError('NOT_FOUND', `The program ${partner.code} is not in the database yet.`);
    const admins = await trx
      .selectFrom('staff')
      .select('email')
      .where('partner_code', '=', partner.code)
      .where('role', '=', 'admin')
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    if (admins.length > 0) {
      throw new AppError(
        'CONFLICT',
        `${partner.code} already has an admin (${admins.map((a) => a.email).join(', ')}): this command only makes ` +
          'the first one. Admins add staff in the support console under Staff.',
      );
    }
    const password = generateStaffPassword();
    const created = await createStaffMember(trx, keyring, { partnerCode: partner.code, ...body, password }, now);
    const staff = (await findStaffMember(trx, partner.code, created.id))!;
    await recordCommandAction(
      trx,
      {
        action: STAFF_ACTIONS.staffCreate,
        target: { type: 'staff', id: String(staff.id) },
        // No one was signed in: the entry names the new admin, made by the command (its request id).
        actor: { id: staff.id, email: staff.email, partnerCode: partner.code, role: staff.role },
        before: null,
        after: { ...auditState(staff), passwordGenerated: true, firstAdmin: true },
      },
      now,
      FIRST_ADMIN_COMMAND,
    );
    return {
      staff,
      password,
      totp: { secret: created.totpSecret, uri: totpUri(created.totpSecret, staff.email) },
      recoveryCodes: created.recoveryCodes,
    };
  });
}

/**
 * What the command prints: the new admin's credentials, once, and where to sign in. With `qrCode` (the command
 * on a terminal) the set-up URI is drawn as a QR code for an authenticator app to scan.
 */
export async function describeFirstAdmin(
  admin: FirstAdmin,
  partner: Pick<Partner, 'code' | 'name' | 'domains'>,
  options: { qrCode?: boolean } = {},
): Promise<string> {
  const signInAt = partner.domains[0] ? `https://${partner.domains[0]}/support` : '/support on the program’s domain';
  const qr = options.qrCode
    ? [
        'The set-up URI as a QR code for an authenticator app:',
        await QRCode.toString(admin.totp.uri, { type: 'terminal', small: true, errorCorrectionLevel: 'M' }),
      ]
    : [];
  return [
    `First admin of ${partner.name} (${partner.code}): ${admin.staff.displayName} <${admin.staff.email}>`,
    '',
    'Shown this once and kept nowhere in clear: give them to the admin through a safe channel.',
    '',
    `  password         ${admin.password}`,
    `  TOTP secret      ${admin.totp.secret}   (RFC 6238, SHA-1, 30 s, 6 digits)`,
    `  TOTP set-up URI  ${admin.totp.uri}`,
    `  recovery codes   ${admin.recoveryCodes.join('  ')}`,
    '',
    ...qr,
    `Sign in at ${signInAt} with the password and a code from the authenticator (or a recovery code, each once).`,
    'Then add the program’s other staff under Staff.',
  ].join('\n');
}

export const FIRST_ADMIN_USAGE =
  'Usage: npm run staff:first-admin -- --partner CODE --email ADDRESS [--name "Display Name"]';

export interface FirstAdminArgs {
  partner: string;
  email: string;
  name?: string;
}

/** The command's arguments, checked before anything is opened; EnvError with the usage otherwise. */
export function parseFirstAdminArgs(args: string[]): FirstAdminArgs {
  let values: { partner?: string; email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { partner: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    throw new EnvError(`${error instanceof Error ? error.message : String(error)}\n${FIRST_ADMIN_USAGE}`);
  }
  if (!values.partner || !values.email) throw new EnvError(FIRST_ADMIN_USAGE);
  return { partner: values.partner, email: values.email, ...(values.name ? { name: values.name } : {}) };
}

/**
 * The command on a prepared database (first-admin-cli.ts opens, migrates and seeds it as a start does):
 * makes the admin and answers what to print. Every refusal is an EnvError whose message is the whole story.
 */
export async function runFirstAdmin(
  args: FirstAdminArgs,
  context: {
    env: Pick<Env, 'STAFF_TOTP_KEY' | 'STAFF_TOTP_PREVIOUS_KEYS'>;
    db: Kysely<DB>;
    partners: Partner[];
    /** Draw the set-up URI as a QR code (the command does on a terminal). */
    qrCode?: boolean;
  },
  now = new Date(),
): Promise<string> {
  const partner = context.partners.find((p) => p.code === args.partner);
  if (!partner) {
    const codes = context.partners.map((p) => p.code).join(', ');
    throw new EnvError(`No partner ${args.partner}: one of ${codes}.\n${FIRST_ADMIN_USAGE}`);
  }
  try {
    const keyring = staffTotpKeyringFromEnv(context.env);
    const admin = await createFirstAdmin(
      context.db,
      keyring,
      partner,
      { email: args.email, displayName: args.name },
      now,
    );
    return await describeFirstAdmin(admin, partner, { qrCode: context.qrCode });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields?.map((f) => `\n  ${f.field}: ${f.message}`).join('') ?? '';
    throw new EnvError(`${error.message}${fields}`);
  }
}

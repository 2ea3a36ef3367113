import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_RECOVERY_CODE_COUNT } from '@forkpoint/shared/contracts/support';
import { seedDatabase } from '../src/bootstrap';
import { EnvError } from '../src/config/env';
import { FIRST_ADMIN_COMMAND, parseFirstAdminArgs, runFirstAdmin } from '../src/modules/support/first-admin';
import { totpCode } from '../src/modules/support/totp';
import { buildTestApp, realPartners, type TestContext } from './helper';
import { StaffBrowser } from './support-helper';

/**
 * Issue 28 defect 1: a production program starts with no staff, and `npm run staff:first-admin -- --partner CODE
 * --email ADDRESS` (modules/support/first-admin-cli.ts: the server's start-up steps, then these two functions)
 * makes its first admin with a generated password, a new TOTP secret and recovery codes shown once.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), AUTH_RATE_LIMIT_MAX: '100000' },
    seed: false,
  });
  // Seeded as a production start seeds: partners and content, no demo staff.
  await seedDatabase(ctx.env, ctx.database, realPartners(), { merchants: 0 });
});
afterAll(async () => ctx?.close());

const command = (...args: string[]) =>
  runFirstAdmin(parseFirstAdminArgs(args), { env: ctx.env, db: ctx.database.db, partners: realPartners() });

/** What the command printed, read back as the person who ran it would copy it. */
function shown(output: string) {
  const line = (label: string) => new RegExp(`^ {2}${label} +(\\S.*)$`, 'm').exec(output)?.[1];
  return {
    password: line('password')!,
    secret: line('TOTP secret')!.split(' ')[0]!,
    uri: line('TOTP set-up URI')!,
    recoveryCodes: line('recovery codes')!.split(/\s+/),
  };
}

async function signIn(body: { email: string; password: string; code?: string; recoveryCode?: string }) {
  const browser = await StaffBrowser.open(ctx.app, 'dining.aerovia.example');
  return { browser, response: await browser.staffSignIn(body) };
}

describe('npm run staff:first-admin', () => {
  let output: string;
  beforeAll(async () => {
    expect(await ctx.database.db.selectFrom('staff').select('id').execute()).toEqual([]);
    output = await command('--partner', 'aerovia', '--email', 'Ops@Example.com', '--name', 'Olive Ops');
  });

  it('makes the first admin and shows a generated password, a TOTP secret with its otpauth URI and recovery codes once', async () => {
    const { password, secret, uri, recoveryCodes } = shown(output);
    expect(output).toContain('First admin of AeroVia Airlines (aerovia): Olive Ops <ops@example.com>');
    expect(output).not.toContain('QR code');
    expect(output).toContain('https://dining.aerovia.example/support');
    expect(password).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Forkpoint%20Support:ops%40example.com?secret=${secret}&issuer=Forkpoint%20Support`,
    );
    expect(recoveryCodes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(STAFF_RECOVERY_CODE_COUNT);

    const staff = await ctx.database.db.selectFrom('staff').selectAll().execute();
    expect(staff).toHaveLength(1);
    const [admin] = staff;
    expect(admin).toMatchObject({ partner_code: 'aerovia', email: 'ops@example.com', role: 'admin', active: true });
    // Nothing shown is kept in clear: an argon2id hash, the secret sealed under STAFF_TOTP_KEY, hashed codes.
    expect(admin!.password_hash).toMatch(/^\$argon2id\$/);
    expect(admin!.totp_secret_unsealed).toBeNull();
    expect(admin!.totp_secret_sealed).not.toContain(secret);
    const codes = await ctx.database.db.selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(codes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
    expect(codes.every((c) => /^\$argon2id\$/.test(c.code_hash))).toBe(true);
    // The command's own entry in the audit log.
    const audit = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_email', 'staff_role', 'request_id', 'after'])
      .execute();
    expect(audit).toMatchObject([
      {
        action: 'staff.create',
        staff_email: 'ops@example.com',
        staff_role: 'admin',
        request_id: FIRST_ADMIN_COMMAND,
        after: { role: 'admin', firstAdmin: true, passwordGenerated: true },
      },
    ]);
  });

  it('signs the admin in with the shown password and a code computed from the shown secret, as an admin', async () => {
    const { password, uri } = shown(output);
    // What an authenticator app scanning the URI would hold.
    const secret = new URL(uri).searchParams.get('secret')!;
    const { browser, response } = await signIn({
      email: 'ops@example.com',
      password,
      code: await totpCode(secret, ctx.app.clock()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ staff: { email: 'ops@example.com', role: 'admin' } });
    // An admin's call: the program's staff, which is this admin alone.
    const staff = await browser.request('GET', '/api/Support/Staff');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().staff.map((s: { email: string }) => s.email)).toEqual(['ops@example.com']);
  });

  it('signs the admin in with a shown recovery code, and refuses a wrong password', async () => {
    const { password, recoveryCodes } = shown(output);
    const ok = await signIn({ email: 'ops@example.com', password, recoveryCode: recoveryCodes[4]! });
    expect(ok.response.statusCode, ok.response.body).toBe(200);
    const wrong = await signIn({ email: 'ops@example.com', password: `${password}x`, recoveryCode: recoveryCodes[5]! });
    expect(wrong.response.statusCode).toBe(401);
  });

  it('refuses a second run for the program: it has an admin, and nothing is added', async () => {
    await expect(command('--partner', 'aerovia', '--email', 'second@example.com')).rejects.toThrow(
      /^aerovia already has an admin \(ops@example\.com\): this command only makes the first one/,
    );
    await expect(command('--partner', 'aerovia', '--email', 'ops@example.com')).rejects.toBeInstanceOf(EnvError);
    const staff = await ctx.database.db.selectFrom('staff').select('email').execute();
    expect(staff).toEqual([{ email: 'ops@example.com' }]);
  });

  it('makes each program its own first admin: another partner is not refused because aerovia has one', async () => {
    const other = await command('--partner', 'brambleway', '--email', 'ops@example.com');
    expect(other).toContain('(brambleway)');
    const rows = await ctx.database.db
      .selectFrom('staff')
      .select(['partner_code', 'role'])
      .orderBy('partner_code')
      .execute();
    expect(rows).toEqual([
      { partner_code: 'aerovia', role: 'admin' },
      { partner_code: 'brambleway', role: 'admin' },
    ]);
  });

  it('draws the set-up URI as a QR code when asked (the command does on a terminal)', async () => {
    const drawn = await runFirstAdmin(parseFirstAdminArgs(['--partner', 'cirrella', '--email', 'qr@example.com']), {
      env: ctx.env,
      db: ctx.database.db,
      partners: realPartners(),
      qrCode: true,
    });
    expect(drawn).toContain('The set-up URI as a QR code for an authenticator app:\n');
    expect(drawn).toMatch(/[▀▄█]{7}/);
  });

  it('refuses a missing argument, an unknown partner and an invalid e-mail before making anyone', async () => {
    expect(() => parseFirstAdminArgs(['--partner', 'aerovia'])).toThrow(/^Usage: npm run staff:first-admin/);
    expect(() => parseFirstAdminArgs(['--partner', 'aerovia', '--email', 'a@b.example', '--role', 'x'])).toThrow(
      EnvError,
    );
    await expect(command('--partner', 'nowhere', '--email', 'ops@example.com')).rejects.toThrow(
      /^No partner nowhere: one of aerovia, /,
    );
    await expect(command('--partner', 'kitefund', '--email', 'not-an-email')).rejects.toThrow(/email: Enter a valid/);
    expect(
      await ctx.database.db.selectFrom('staff').select('id').where('partner_code', '=', 'kitefund').execute(),
    ).toEqual([]);
  });
});

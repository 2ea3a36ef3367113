import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TOTP_PERIOD_SECONDS, type StaffActionResponse, type StaffList } from '@forkpoint/shared/contracts/support';
import { DEVELOPMENT_STAFF_TOTP_KEY } from '../src/config/env';
import { DEMO_STAFF_TOTP_SECRET } from '../src/stand-ins/seed/demo-staff';
import { totpCode } from '../src/modules/support/totp';
import { staffTotpKeyring } from '../src/lib/totp-secrets';
import { buildIdentityApp, fieldMessages, type IdentityContext } from './identity-helper';
import { StaffBrowser, signedInStaff, staffEmail } from './support-helper';

/**
 * Staff management (decision 0026): admins only, one partner's staff, every change audited without its
 * secrets, a deactivated member signed out at once, new secrets and codes replacing the old ones, and the
 * TOTP secrets sealed in the database.
 */

let ctx: IdentityContext;
let admin: StaffBrowser;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const PASSWORD = 'Quiet-Harbor-Lantern-81';
let serial = 0;
const newEmail = (name = 'new.agent') => `${name}.${(serial += 1)}@aerovia.example`;

async function create(body: Record<string, unknown>, by = admin): Promise<StaffActionResponse> {
  const response = await by.request('POST', '/api/Support/Staff', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffActionResponse;
}

/** Signs a staff member in with a code of `secret` at the next TOTP step (never a replay). */
async function signIn(email: string, secret: string, password = PASSWORD, host = 'aerovia.localhost') {
  const browser = await StaffBrowser.open(ctx.app, host);
  ctx.clock.advance(TOTP_PERIOD_SECONDS * 1000);
  const response = await browser.staffSignIn({ email, password, code: await totpCode(secret, ctx.clock.now()) });
  return { browser, response };
}

const staffRow = (id: number) =>
  db()
    .selectFrom('staff')
    .select(['totp_secret_sealed', 'totp_secret_unsealed', 'totp_key_id', 'active', 'role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The staff management records about one member of staff (their own sign-ins left out), oldest first. */
const auditRows = (id: number) =>
  db()
    .selectFrom('staff_audit_log')
    .select(['action', 'before', 'after', 'staff_email'])
    .where('target_type', '=', 'staff')
    .where('target_id', '=', String(id))
    .where('action', 'not like', 'staff.sign-%')
    .orderBy('id')
    .execute();

describe('who may manage staff', () => {
  it('refuses agents and content editors (403, audited) and answers 401 without a session', async () => {
    for (const role of ['agent', 'content_editor'] as const) {
      const browser = await signedInStaff(ctx.app, ctx.clock, role);
      expect((await browser.request('GET', '/api/Support/Staff')).statusCode).toBe(403);
      const post = await browser.request('POST', '/api/Support/Staff', {
        displayName: 'X',
        email: newEmail(),
        role: 'admin',
      });
      expect(post.statusCode).toBe(403);
      expect((await browser.request('POST', '/api/Support/Staff/1/Deactivate')).statusCode).toBe(403);
      const last = await db()
        .selectFrom('staff_audit_log')
        .select(['action', 'target_id'])
        .where('staff_email', '=', staffEmail(role))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last).toEqual({ action: 'staff.access-refused', target_id: 'POST /api/Support/Staff/:id/Deactivate' });
    }
    const anonymous = await StaffBrowser.open(ctx.app);
    expect((await anonymous.request('GET', '/api/Support/Staff')).statusCode).toBe(401);
  });

  it('asks for the CSRF header, as every console call does', async () => {
    const response = await admin.request('POST', '/api/Support/Staff', {}, { 'x-xsrf-token': 'forged' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/Support/Staff', () => {
  it("lists the admin's own partner's staff with role, state, second factor and last sign-in", async () => {
    const response = await admin.request('GET', '/api/Support/Staff');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { staff } = response.json() as StaffList;
    expect(staff.every((member) => member.email.endsWith('@aerovia.example'))).toBe(true);
    const me = staff.find((member) => member.email === staffEmail('admin'))!;
    expect(me).toMatchObject({ role: 'admin', active: true, totpEnrolled: true, displayName: 'Ada Admin' });
    expect(me.lastSignInAt).not.toBeNull();
    expect(me.recoveryCodesLeft).toBeGreaterThan(0);
    expect(JSON.stringify(staff)).not.toContain(DEMO_STAFF_TOTP_SECRET);
  });
});

describe('POST /api/Support/Staff', () => {
  it('answers 400 with a message per field', async () => {
    const response = await admin.request('POST', '/api/Support/Staff', {
      displayName: ' ',
      email: 'not-an-email',
      role: 'owner',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toEqual({
      displayName: 'Enter a name.',
      email: 'Enter a valid e-mail.',
      role: 'Choose a role.',
      password: 'Please enter at least 8 characters.',
    });
    const breached = await admin.request('POST', '/api/Support/Staff', {
      displayName: 'Pat',
      email: newEmail(),
      role: 'agent',
      password: 'password123',
    });
    expect(breached.statusCode).toBe(400);
    expect(fieldMessages(breached).password).toMatch(/data breaches/);
  });

  it('answers 409 for an e-mail already used by staff of this partner', async () => {
    const response = await admin.request('POST', '/api/Support/Staff', {
      displayName: 'Sam Again',
      email: staffEmail('agent').toUpperCase(),
      role: 'agent',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(fieldMessages(response).email).toBe('A member of staff of this program already uses that e-mail.');
  });

  it('creates a member of staff who signs in with the secret shown once; the audit keeps no secret', async () => {
    const email = newEmail();
    const created = await create({ displayName: 'Nia New', email, role: 'agent', password: PASSWORD });
    expect(created.staff).toMatchObject({
      email,
      role: 'agent',
      active: true,
      totpEnrolled: true,
      recoveryCodesLeft: 10,
    });
    const shown = created.shownOnce!;
    expect(shown.password).toBeNull();
    expect(shown.recoveryCodes).toHaveLength(10);
    expect(shown.totp!.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(shown.totp!.uri).toContain(`secret=${shown.totp!.secret}`);
    expect(shown.totp!.uri).toContain(encodeURIComponent(email));
    expect(Buffer.from(shown.totp!.qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /);

    const { response } = await signIn(email, shown.totp!.secret);
    expect(response.statusCode, response.body).toBe(200);

    const audit = await auditRows(created.staff.id);
    expect(audit[0]).toMatchObject({ action: 'staff.create', staff_email: staffEmail('admin') });
    expect(audit[0]!.after).toMatchObject({ email, role: 'agent', passwordGenerated: false });
    const recorded = JSON.stringify(audit);
    for (const secret of [shown.totp!.secret, PASSWORD, ...shown.recoveryCodes!])
      expect(recorded).not.toContain(secret);
  });

  it('generates a password when none is given and shows it once', async () => {
    const email = newEmail('generated');
    const created = await create({ displayName: 'Gen Erated', email, role: 'content_editor', password: '' });
    const password = created.shownOnce!.password!;
    expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    const { response } = await signIn(email, created.shownOnce!.totp!.secret, password);
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(await auditRows(created.staff.id))).not.toContain(password);
  });
});

describe('TOTP secrets at rest', () => {
  it('are sealed: no column holds the secret, and the database refuses a clear one', async () => {
    const created = await create({ displayName: 'Sealed Sal', email: newEmail(), role: 'agent', password: PASSWORD });
    const secret = created.shownOnce!.totp!.secret;
    const row = await staffRow(created.staff.id);
    expect(row.totp_secret_unsealed).toBeNull();
    expect(row.totp_secret_sealed).toBeTruthy();
    expect(row.totp_secret_sealed).not.toContain(secret);
    expect(row.totp_key_id).toBe(staffTotpKeyring(DEVELOPMENT_STAFF_TOTP_KEY).current.id);

    const everything = await sql`SELECT * FROM staff`.execute(db());
    const dump = JSON.stringify(everything.rows);
    expect(dump).not.toContain(DEMO_STAFF_TOTP_SECRET);
    expect(dump).not.toContain(secret);
    await expect(
      sql`UPDATE staff SET totp_secret_unsealed = ${secret} WHERE id = ${created.staff.id}`.execute(db()),
    ).rejects.toThrow(/staff_totp_never_clear/);
  });

  it('opens only on its own row: a sealed secret copied to another staff member signs nobody in', async () => {
    const a = await create({ displayName: 'Row A', email: newEmail(), role: 'agent', password: PASSWORD });
    const b = await create({ displayName: 'Row B', email: newEmail(), role: 'agent', password: PASSWORD });
    const sealedA = await staffRow(a.staff.id);
    await db()
      .updateTable('staff')
      .set({ totp_secret_sealed: sealedA.totp_secret_sealed, totp_key_id: sealedA.totp_key_id })
      .where('id', '=', b.staff.id)
      .execute();
    const { response } = await signIn(b.staff.email, a.shownOnce!.totp!.secret);
    expect(response.statusCode).toBe(401);
  });
});

describe('changing a member of staff', () => {
  it('changes a role, which the next call of that member already follows', async () => {
    const created = await create({ displayName: 'Role Ray', email: newEmail(), role: 'agent', password: PASSWORD });
    const { browser } = await signIn(created.staff.email, created.shownOnce!.totp!.secret);
    expect((await browser.request('GET', '/api/Support/Members?query=nobody')).statusCode).toBe(200);
    const response = await admin.request('POST', `/api/Support/Staff/${created.staff.id}/Role`, {
      role: 'content_editor',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as StaffActionResponse).staff.role).toBe('content_editor');
    expect((await browser.request('GET', '/api/Support/Members?query=nobody')).statusCode).toBe(403);
    const [, change] = await auditRows(created.staff.id);
    expect(change).toMatchObject({
      action: 'staff.role-change',
      before: expect.objectContaining({ role: 'agent' }),
      after: expect.objectContaining({ role: 'content_editor' }),
    });
    const bad = await admin.request('POST', `/api/Support/Staff/${created.staff.id}/Role`, { role: 'root' });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad).role).toBe('Choose a role.');
  });

  it('refuses an admin demoting or deactivating themselves, with a clear message, audited', async () => {
    const me = ((await admin.request('GET', '/api/Support/Staff')).json() as StaffList).staff.find(
      (member) => member.email === staffEmail('admin'),
    )!;
    const demote = await admin.request('POST', `/api/Support/Staff/${me.id}/Role`, { role: 'agent' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ message: 'You cannot change your own role. Ask another admin to do it.' });
    const deactivate = await admin.request('POST', `/api/Support/Staff/${me.id}/Deactivate`);
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toMatchObject({ message: expect.stringMatching(/cannot deactivate your own account/) });
    expect(await staffRow(me.id)).toMatchObject({ role: 'admin', active: true });
    const refused = (await auditRows(me.id)).filter((row) => row.action === 'staff.manage-refused');
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  it('deactivates: their live session ends at once and they cannot sign in; reactivating lets them back', async () => {
    const created = await create({
      displayName: 'Dee Activated',
      email: newEmail(),
      role: 'agent',
      password: PASSWORD,
    });
    const secret = created.shownOnce!.totp!.secret;
    const { browser } = await signIn(created.staff.email, secret);
    expect((await browser.request('GET', '/api/Support/Session')).statusCode).toBe(200);

    const response = await admin.request('POST', `/api/Support/Staff/${created.staff.id}/Deactivate`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as StaffActionResponse).staff.active).toBe(false);
    expect((await browser.request('GET', '/api/Support/Session')).statusCode).toBe(401);
    const sessions = await db()
      .selectFrom('staff_sessions')
      .select('id_hash')
      .where('staff_id', '=', created.staff.id)
      .execute();
    expect(sessions).toHaveLength(0);
    expect((await signIn(created.staff.email, secret)).response.statusCode).toBe(401);
    const [, deactivation] = await auditRows(created.staff.id);
    expect(deactivation).toMatchObject({
      action: 'staff.deactivate',
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false, sessionsEnded: 1 }),
    });

    expect((await admin.request('POST', `/api/Support/Staff/${created.staff.id}/Reactivate`)).statusCode).toBe(200);
    expect((await signIn(created.staff.email, secret)).response.statusCode).toBe(200);
  });

  it('resets the TOTP secret: codes of the old one stop working, the new one signs in', async () => {
    const created = await create({ displayName: 'Tot Reset', email: newEmail(), role: 'agent', password: PASSWORD });
    const old = created.shownOnce!.totp!.secret;
    const response = await admin.request('POST', `/api/Support/Staff/${created.staff.id}/ResetTotp`);
    expect(response.statusCode).toBe(200);
    const reset = response.json() as StaffActionResponse;
    const fresh = reset.shownOnce!.totp!.secret;
    expect(fresh).not.toBe(old);
    expect(reset.shownOnce!.recoveryCodes).toBeNull();
    expect((await signIn(created.staff.email, old)).response.statusCode).toBe(401);
    expect((await signIn(created.staff.email, fresh)).response.statusCode).toBe(200);
    expect(JSON.stringify(await auditRows(created.staff.id))).not.toContain(fresh);
  });

  it('issues new recovery codes: the old ones stop working, a new one signs in once', async () => {
    const created = await create({ displayName: 'Rec Codes', email: newEmail(), role: 'agent', password: PASSWORD });
    const oldCode = created.shownOnce!.recoveryCodes![0]!;
    const response = await admin.request('POST', `/api/Support/Staff/${created.staff.id}/RecoveryCodes`);
    expect(response.statusCode).toBe(200);
    const issued = response.json() as StaffActionResponse;
    const newCode = issued.shownOnce!.recoveryCodes![0]!;
    expect(issued.shownOnce!.totp).toBeNull();
    const browser = await StaffBrowser.open(ctx.app);
    const withOld = await browser.staffSignIn({
      email: created.staff.email,
      password: PASSWORD,
      recoveryCode: oldCode,
    });
    expect(withOld.statusCode).toBe(401);
    const withNew = await browser.staffSignIn({
      email: created.staff.email,
      password: PASSWORD,
      recoveryCode: newCode,
    });
    expect(withNew.statusCode).toBe(200);
    const recorded = JSON.stringify(await auditRows(created.staff.id));
    for (const code of issued.shownOnce!.recoveryCodes!) expect(recorded).not.toContain(code);
  });
});

describe("another partner's staff", () => {
  it('are never listed, found or changed', async () => {
    const solsteadAdmin = await signedInStaff(ctx.app, ctx.clock, 'admin', { partner: 'solstead' });
    const { staff } = (await solsteadAdmin.request('GET', '/api/Support/Staff')).json() as StaffList;
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((member) => member.email.endsWith('@solstead.example'))).toBe(true);

    const aerovia = await create({ displayName: 'Iso Lated', email: newEmail(), role: 'agent', password: PASSWORD });
    for (const action of ['Deactivate', 'ResetTotp', 'RecoveryCodes']) {
      const response = await solsteadAdmin.request('POST', `/api/Support/Staff/${aerovia.staff.id}/${action}`);
      expect(response.statusCode).toBe(404);
    }
    const role = await solsteadAdmin.request('POST', `/api/Support/Staff/${aerovia.staff.id}/Role`, { role: 'admin' });
    expect(role.statusCode).toBe(404);
    expect(await staffRow(aerovia.staff.id)).toMatchObject({ active: true, role: 'agent' });
    // The same e-mail is free on another partner: staff are per partner.
    const sameEmail = await solsteadAdmin.request('POST', '/api/Support/Staff', {
      displayName: 'Iso Lated',
      email: aerovia.staff.email,
      role: 'agent',
      password: PASSWORD,
    });
    expect(sameEmail.statusCode).toBe(200);
  });
});

describe('demo staff', () => {
  it("keep README's development secret after sealing", async () => {
    const browser = await StaffBrowser.open(ctx.app);
    ctx.clock.advance(TOTP_PERIOD_SECONDS * 1000);
    const response = await browser.staffSignIn({
      email: staffEmail('content_editor'),
      code: await totpCode(DEMO_STAFF_TOTP_SECRET, ctx.clock.now()),
    });
    expect(response.statusCode).toBe(200);
  });
});

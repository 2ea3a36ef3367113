import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { AUDIT_CSV_COLUMNS, AUDIT_PAGE_SIZE } from '@forkpoint/shared/contracts/support-audit';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { StaffBrowser, signedInStaff, staffEmail } from './support-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;

describe('the audit log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    await signedInStaff(ctx.app, ctx.clock, 'agent');
    const before = await sql<{ count: string }>`SELECT count(*)::text AS count FROM staff_audit_log`.execute(db());
    expect(Number(before.rows[0]?.count)).toBeGreaterThan(0);
    await expect(sql`UPDATE staff_audit_log SET action = 'staff.nothing'`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_audit_log`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE staff_audit_log`.execute(db())).rejects.toThrow(/append-only/);
    const after = await sql<{ count: string }>`SELECT count(*)::text AS count FROM staff_audit_log`.execute(db());
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });

  it('takes new rows', async () => {
    const inserted = await sql`
      INSERT INTO staff_audit_log (at, partner_code, staff_email, staff_role, action)
      VALUES (now(), 'aerovia', 'x@aerovia.example', 'agent', 'staff.test') RETURNING id`.execute(db());
    expect(inserted.rows).toHaveLength(1);
  });
});

describe('GET /api/Support/Audit', () => {
  it('is for admins: an agent and a content editor are refused, and the refusal is audited', async () => {
    for (const role of ['agent', 'content_editor'] as const) {
      const b = await signedInStaff(ctx.app, ctx.clock, role);
      const response = await b.request('GET', '/api/Support/Audit');
      expect(response.statusCode).toBe(403);
      expect((await b.request('GET', '/api/Support/Audit.csv')).statusCode).toBe(403);
      const last = await db()
        .selectFrom('staff_audit_log')
        .select(['action', 'target_id'])
        .where('staff_email', '=', staffEmail(role))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last).toEqual({ action: 'staff.access-refused', target_id: 'GET /api/Support/Audit.csv' });
    }
  });

  it('needs a staff session', async () => {
    const b = await StaffBrowser.open(ctx.app);
    expect((await b.request('GET', '/api/Support/Audit')).statusCode).toBe(401);
  });

  it('searches by action and staff, newest first, within the admin partner only', async () => {
    await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: 'brambleway' });
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
    const response = await admin.request('GET', `/api/Support/Audit?action=staff.sign-in&staff=support.staff`);
    expect(response.statusCode).toBe(200);
    const { entries } = response.json();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e: { staffEmail: string }) => e.staffEmail === staffEmail('agent'))).toBe(true);
    const times = entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const all = (await admin.request('GET', '/api/Support/Audit')).json().entries as { staffEmail: string }[];
    expect(all.some((e) => e.staffEmail.endsWith('@brambleway.example'))).toBe(false);
  });

  it('filters by date range and pages', async () => {
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const empty = await admin.request('GET', '/api/Support/Audit?from=2001-01-01&to=2001-01-02');
    expect(empty.json()).toMatchObject({ entries: [], hasMore: false });
    const page = (await admin.request('GET', `/api/Support/Audit?from=${today}&to=${today}`)).json();
    expect(page.pageSize).toBe(AUDIT_PAGE_SIZE);
    expect(page.entries.length).toBeGreaterThan(0);
  });

  it('answers 400 with field messages for a bad search', async () => {
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
    const response = await admin.request('GET', '/api/Support/Audit?from=yesterday&action=DROP%20TABLE');
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['action', 'from']);
  });

  it('exports the search as CSV, formulas escaped, and audits the export', async () => {
    // A refused sign-in records the e-mail as typed: a formula must not survive into a spreadsheet.
    const visitor = await StaffBrowser.open(ctx.app);
    await visitor.staffSignIn({ email: '+cmd@aerovia.example', code: '123456' });
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
    const response = await admin.request('GET', '/api/Support/Audit.csv?action=staff.sign-in-refused');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="forkpoint-audit-aerovia-/);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.find((r) => r.staff_email?.includes('cmd@'))?.staff_email).toBe("'+cmd@aerovia.example");
    expect(rows.every((r) => r.action === 'staff.sign-in-refused')).toBe(true);
    const last = await db()
      .selectFrom('staff_audit_log')
      .select('action')
      .where('staff_email', '=', staffEmail('admin'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.action).toBe('audit.export');
  });
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { movableClock } from './identity-helper';
import { openTestDatabase, realPartners, testEngine } from './helper';
import { signedInStaff } from './support-helper';
import { suiteLogger } from './suite-capture';

/**
 * The app's own database login must not own the audit table (issue 28, defect 9; SECURITY.md "Staff audit log";
 * docs/deploy.md "A database role that owns nothing"): whoever owns staff_audit_log can disable its append-only
 * triggers. A scratch role gets the grants of deploy/postgres/app-role.sql on a database the test's (owner) login
 * migrated and seeded; the app starts as that role (migrations find nothing to do, a staff sign-in is audited),
 * and the role can neither disable, drop nor get around the triggers.
 *
 * Roles are PostgreSQL's: it runs in the server-postgres project only.
 */
const GRANTS = readFileSync(new URL('../../../deploy/postgres/app-role.sql', import.meta.url), 'utf8');

describe.runIf(testEngine === 'postgres')('the app as a database role that does not own the audit table', () => {
  const role = `fp_app_${process.pid}_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('hex');
  const clock = movableClock();
  let owner: Database;
  let asApp: Database;
  let app: App;

  beforeAll(async () => {
    owner = await openTestDatabase('seeded');
    await sql`CREATE ROLE ${sql.id(role)} LOGIN PASSWORD ${sql.lit(password)}`.execute(owner.db);
    await owner.execScript(GRANTS.replaceAll('forkpoint_app', role));
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(owner.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = role;
    url.password = password;
    url.pathname = `/${rows[0]!.name}`;
    asApp = await openDatabase({ url: url.toString() });
  });
  afterAll(async () => {
    await app?.close();
    await asApp?.close();
    // Dropping the database takes the role's grants with it; the role goes after.
    await owner?.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  const refusal = (statement: string) =>
    sql
      .raw(statement)
      .execute(asApp.db)
      .then(
        () => 'done',
        (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
      );

  it('starts: the migrations are found applied, and a staff sign-in is written to the audit log', async () => {
    expect(await migrate(asApp)).toEqual([]);
    app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: asApp,
      partners: realPartners(),
      logger: suiteLogger(),
      clock: clock.now,
    });
    await app.ready();
    await signedInStaff(app, clock, 'admin');
    const entry = await asApp.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_email'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'staff.sign-in', staff_email: 'staff.admin@aerovia.example' });
  });

  it('cannot disable or drop the append-only triggers, nor change, delete or truncate a row', async () => {
    const { rows } = await sql<{ owner: string; me: string }>`
      SELECT pg_get_userbyid(relowner) AS owner, current_user AS me FROM pg_class
      WHERE oid = 'staff_audit_log'::regclass`.execute(asApp.db);
    expect(rows[0]!.me).toBe(role);
    expect(rows[0]!.owner).not.toBe(role);

    for (const statement of [
      'ALTER TABLE staff_audit_log DISABLE TRIGGER staff_audit_log_no_update_delete',
      'ALTER TABLE staff_audit_log DISABLE TRIGGER ALL',
      'DROP TRIGGER staff_audit_log_no_truncate ON staff_audit_log',
      'ALTER TABLE staff_audit_log OWNER TO CURRENT_USER',
      'DROP TABLE staff_audit_log',
    ]) {
      expect(await refusal(statement), statement).toMatch(/^42501: must be owner of (table|relation) staff_audit_log/);
    }
    for (const statement of [
      "UPDATE staff_audit_log SET action = 'rewritten'",
      'DELETE FROM staff_audit_log',
      'TRUNCATE staff_audit_log',
    ]) {
      expect(await refusal(statement), statement).toMatch(
        /^42501: permission denied for (table|relation) staff_audit_log/,
      );
    }
    // Nor can it make a table of its own beside them.
    expect(await refusal('CREATE TABLE audit_copy (id integer)')).toMatch(
      /^42501: permission denied for schema public/,
    );
  });
});

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '@forkpoint/shared';
import { seedDatabase } from '../src/bootstrap';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoEmail } from '../src/stand-ins/seed/demo-accounts';
import { DEMO_STAFF, DEMO_STAFF_RECOVERY_CODES, DEMO_STAFF_TOTP_SECRET } from '../src/stand-ins/seed/demo-staff';
import { totpCode } from '../src/modules/support/totp';
import type { SeedReport } from '../src/stand-ins/seed/seed';
import { buildTestApp, realPartners, type TestContext } from './helper';
import { Browser } from './identity-helper';
import { StaffBrowser } from './support-helper';

/**
 * Issue 28 defect 1: a production start on a fresh database holds none of the README's demo accounts (README
 * "Demo accounts"): no member, no staff, nothing of theirs, for any partner. The database is seeded the way a
 * production start seeds it (bootstrap's seedDatabase with the production environment), not by the test
 * helper's seed, which adds the demo accounts for the tests that sign them in.
 */

/** Every e-mail the README lists, at every partner: members, the local identity provider's users, staff. */
const README_MEMBER_LOCALS = [
  ...DEMO_MEMBERS.flatMap((demo) => (demo.emailLocal ? [demo.emailLocal] : [])),
  'new.member',
  'known.visitor',
];
const README_STAFF_LOCALS = DEMO_STAFF.map((staff) => staff.local);

let ctx: TestContext;
let report: SeedReport;
beforeAll(async () => {
  ctx = await buildTestApp({
    env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), AUTH_RATE_LIMIT_MAX: '100000' },
    seed: false,
  });
  // The catalog is left out (merchants: 0): it is not demo data and takes a while.
  report = await seedDatabase(ctx.env, ctx.database, realPartners(), { merchants: 0 });
});
afterAll(async () => ctx?.close());

describe('a production start on a fresh database', () => {
  it('seeds the partners and their content but no demo member, staff, card or history', () => {
    expect(ctx.env.DEMO_DATA).toBe(false);
    expect(report.partnersSynced).toBe(realPartners().length);
    expect([...report.contentSeededFor].sort()).toEqual(
      realPartners()
        .map((p) => p.code)
        .sort(),
    );
    expect(report.demoAccountsSeededFor).toEqual([]);
    expect(report.demoCardsAdded).toBe(0);
    expect(report.demoHistoryEventsAdded).toBe(0);
  });

  it('invents no restaurant: a first start without a catalog size asked for adds none', async () => {
    const again = await seedDatabase(ctx.env, ctx.database, realPartners());
    expect(again.merchantsAdded).toBe(0);
    const { count } = await ctx.database.db
      .selectFrom('merchants')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('refuses generated members and histories (npm run db:seed -- --members …): they are demo people too', async () => {
    for (const size of [{ members: 10 }, { transactions: 10 }]) {
      await expect(seedDatabase(ctx.env, ctx.database, realPartners(), { merchants: 0, ...size })).rejects.toThrow(
        /^--members and --transactions generate demo members and their dining histories, and DEMO_DATA is off/,
      );
    }
  });

  it('holds no member and no staff, and no row of any table that names one', async () => {
    const db = ctx.database.db;
    // Every table with a member or staff column: cards, credentials, sessions, rewards, reservations, reviews …
    const tables = await sql<{ table_name: string }>`
      SELECT DISTINCT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('member_id', 'staff_id')
      ORDER BY table_name`.execute(db);
    expect(tables.rows.length).toBeGreaterThan(5);
    const counts: Record<string, number> = {};
    for (const table of ['members', 'staff', 'feed_events', ...tables.rows.map((row) => row.table_name)]) {
      const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
      counts[table] = counted.rows[0]!.n;
    }
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
  });

  it('has none of the e-mails the README lists in the members or staff tables, for any partner', async () => {
    const emails = realPartners().flatMap((p) =>
      [...README_MEMBER_LOCALS, ...README_STAFF_LOCALS].map((local) => demoEmail(local, p.code)),
    );
    const db = ctx.database.db;
    expect(await db.selectFrom('members').select('email').where('email', 'in', emails).execute()).toEqual([]);
    expect(await db.selectFrom('members').select('public_id').where('public_id', 'like', 'demo-%').execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('staff').select('email').where('email', 'in', emails).execute()).toEqual([]);
  });

  it('signs none of the README members in with the demo password, on any partner', async () => {
    for (const [i, partner] of realPartners().entries()) {
      const browser = await Browser.open(ctx.app, partner.domains[0]!, `10.28.1.${i + 1}`);
      for (const local of README_MEMBER_LOCALS) {
        const response = await browser.signIn(demoEmail(local, partner.code), DEMO_PASSWORD);
        expect(response.statusCode, `${local}@${partner.code}`).not.toBe(200);
        expect(response.cookies.some((c) => c.name === SESSION_COOKIE && c.value !== '')).toBe(false);
      }
    }
  });

  it('signs none of the README staff in at the console, with the demo TOTP secret or a demo recovery code', async () => {
    for (const [i, partner] of realPartners().entries()) {
      const browser = await StaffBrowser.open(ctx.app, partner.domains[0]!, `10.28.2.${i + 1}`);
      for (const local of README_STAFF_LOCALS) {
        const email = demoEmail(local, partner.code);
        const withCode = await browser.staffSignIn({ email, code: await totpCode(DEMO_STAFF_TOTP_SECRET, new Date()) });
        expect(withCode.statusCode, email).toBe(401);
        const withRecovery = await browser.staffSignIn({ email, recoveryCode: DEMO_STAFF_RECOVERY_CODES[3]! });
        expect(withRecovery.statusCode, email).toBe(401);
      }
    }
  });
});

describe('a production start on a database seeded with demo data before DEMO_DATA existed', () => {
  it('adds no demo account and warns that the README accounts are still there', async () => {
    // The test helper's seed adds the demo accounts, as a production start did before issue 28.
    const earlier = await buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const members = async () => (await earlier.database.db.selectFrom('members').select('id').execute()).length;
      const before = await members();
      expect(before).toBeGreaterThan(0);
      const again = await seedDatabase(earlier.env, earlier.database, realPartners(), { merchants: 0 });
      expect(again.demoAccountsSeededFor).toEqual([]);
      expect(await members()).toBe(before);
      const staff = realPartners().length * DEMO_STAFF.length;
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(`^DEMO_DATA is off, but ${before} demo member\\(s\\) and ${staff} demo staff`),
        ),
      );
    } finally {
      warn.mockRestore();
      await earlier.close();
    }
  });
});

describe('DEMO_DATA=on with NODE_ENV=production', () => {
  it('stops the server at start with the reason, before any database is opened', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DEMO_DATA: 'on',
        SESSION_SECRET: 'p'.repeat(40),
        CARD_VAULT_PRIVATE_KEY: ctx.env.CARD_VAULT_PRIVATE_KEY!,
        CARD_FINGERPRINT_SECRET: 'f'.repeat(40),
        PROCESSOR_SIGNING_SECRET: 's'.repeat(40),
        CATALOG_SIGNING_SECRET: 'c'.repeat(40),
        STAFF_TOTP_KEY: 'a'.repeat(64),
        // Nothing answers here: a server that got past its environment check would fail on the database instead.
        DATABASE_URL: 'postgres://forkpoint@127.0.0.1:9/forkpoint',
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/^Invalid environment:\n {2}DEMO_DATA: must be off in production: demo data seeds/);
    expect(output).not.toMatch(/ECONNREFUSED|database/i);
  });
});

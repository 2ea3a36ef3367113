import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { seed } from '../src/stand-ins/seed/seed';
import { DEMO_STAFF_TOTP_SECRET } from '../src/stand-ins/seed/demo-staff';
import { sealStaffTotpSecrets, totpSecretOf } from '../src/modules/support/staff-totp';
import { staffTotpKeyring } from '../src/lib/totp-secrets';
import { openTestDatabase, realPartners } from './helper';

/**
 * Migration 0060 on staff seeded before it (the demo staff held the README secret in clear): the start-up's
 * seed seals every clear secret and empties the column, and later seals again under a rotated key.
 */

const keyA = randomBytes(32).toString('hex');
const keyB = randomBytes(32).toString('base64');
const LEGACY_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let database: Database;
let before: string;
let legacyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  before = mkdtempSync(join(tmpdir(), 'fp-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < '0060')) {
    copyFileSync(join(MIGRATIONS_DIR, file), join(before, file));
  }
  await migrate(database, before);
  const aerovia = realPartners().find((partner) => partner.code === 'aerovia')!;
  await database.db
    .insertInto('partners')
    .values({ code: aerovia.code, name: aerovia.name, kind: aerovia.kind })
    .execute();
  const inserted = await sql<{ id: number }>`
    INSERT INTO staff (partner_code, email, display_name, role, password_hash, created_at, totp_secret)
    VALUES ('aerovia', 'legacy.admin@aerovia.example', 'Lee Legacy', 'admin', 'x', now(), ${LEGACY_SECRET})
    RETURNING id`.execute(database.db);
  legacyId = inserted.rows[0]!.id;
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

const row = (id: number) =>
  database.db
    .selectFrom('staff')
    .select(['id', 'totp_secret_unsealed', 'totp_secret_sealed', 'totp_key_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('sealing staff TOTP secrets at start', () => {
  it('seals the clear secrets left from before migration 0060 and empties their column', async () => {
    expect((await row(legacyId)).totp_secret_unsealed).toBe(LEGACY_SECRET);
    const report = await seed(database.db, realPartners(), { merchants: 0, staffTotpKeyring: staffTotpKeyring(keyA) });
    expect(report.staffTotp).toMatchObject({ sealed: 1, resealed: 0, unreadable: 0 });
    const sealed = await row(legacyId);
    expect(sealed.totp_secret_unsealed).toBeNull();
    expect(sealed.totp_secret_sealed).not.toContain(LEGACY_SECRET);
    expect(totpSecretOf(staffTotpKeyring(keyA), sealed)).toBe(LEGACY_SECRET);
    // The demo staff the seed added are sealed under the same key, with README's secret.
    const demo = await database.db
      .selectFrom('staff')
      .select(['id', 'totp_secret_unsealed', 'totp_secret_sealed', 'totp_key_id'])
      .where('email', '=', 'staff.admin@aerovia.example')
      .executeTakeFirstOrThrow();
    expect(totpSecretOf(staffTotpKeyring(keyA), demo)).toBe(DEMO_STAFF_TOTP_SECRET);
    const dump = JSON.stringify((await sql`SELECT * FROM staff`.execute(database.db)).rows);
    expect(dump).not.toContain(LEGACY_SECRET);
    expect(dump).not.toContain(DEMO_STAFF_TOTP_SECRET);
  });

  it('seals again under a new key, reading the old one from STAFF_TOTP_PREVIOUS_KEYS', async () => {
    const rotated = staffTotpKeyring(keyB, [keyA]);
    const report = await sealStaffTotpSecrets(database.db, rotated);
    expect(report.resealed).toBeGreaterThan(1);
    expect(report.unreadable).toBe(0);
    const after = await row(legacyId);
    expect(after.totp_key_id).toBe(rotated.current.id);
    // The old key alone opens nothing any more; the new one alone opens everything.
    expect(totpSecretOf(staffTotpKeyring(keyA), after)).toBeNull();
    expect(totpSecretOf(staffTotpKeyring(keyB), after)).toBe(LEGACY_SECRET);
    expect(await sealStaffTotpSecrets(database.db, staffTotpKeyring(keyB))).toEqual({
      sealed: 0,
      resealed: 0,
      unreadable: 0,
    });
  });

  it('counts secrets under a key it does not hold, and leaves them as they are', async () => {
    const stranger = staffTotpKeyring(randomBytes(32).toString('hex'));
    const report = await sealStaffTotpSecrets(database.db, stranger);
    expect(report.sealed + report.resealed).toBe(0);
    expect(report.unreadable).toBeGreaterThan(0);
    expect(totpSecretOf(staffTotpKeyring(keyB), await row(legacyId))).toBe(LEGACY_SECRET);
  });
});

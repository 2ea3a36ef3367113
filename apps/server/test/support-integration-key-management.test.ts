import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTEGRATION_KEY_MESSAGES as MESSAGES,
  PARTNER_KEYS_MAX_ACTIVE,
} from '@forkpoint/shared/contracts/integration-keys';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { DEVELOPMENT_STAFF_TOTP_KEY } from '../src/config/env';
import type { Database } from '../src/db/database';
import { staffTotpKeyring } from '../src/lib/totp-secrets';
import { developmentKeyId } from '../src/modules/integration-keys/integration-keys';
import {
  addIntegrationKey,
  integrationKeyTarget,
  listProgramIntegrationKeys,
  revokeProgramIntegrationKey,
} from '../src/modules/support/integration-key-management';
import type { StaffAct } from '../src/modules/support/staff-act';
import { openTestDatabase } from './helper';
import { actOf, auditOf, demoStaff, refusalOf } from './staff-act-helper';

/**
 * The console's integration keys as services (modules/support/integration-key-management.ts), on the seeded
 * database (each program has its development key) without an app: a new key's secret is answered once and never
 * recorded, a program holds at most PARTNER_KEYS_MAX_ACTIVE active keys, another program's key is not found, and
 * revoking twice records once. The HTTP side (admins only, the refusal's own audit record, signed calls with a
 * revoked key) is partner-integration-keys.test.ts's.
 */
let database: Database;
const db = () => database.db;
const NOW = new Date('2030-06-01T12:00:00Z');
const keyring = staffTotpKeyring(DEVELOPMENT_STAFF_TOTP_KEY);
let admin: StaffAct;

const keysOf = (partnerCode: string) =>
  db()
    .selectFrom('partner_integration_keys')
    .select(['id', 'revoked_at'])
    .where('partner_code', '=', partnerCode)
    .execute();

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  admin = actOf(await demoStaff(db(), 'admin'), NOW);
});
afterAll(async () => database?.close());

describe('integration keys of an admin’s program', () => {
  it('lists only the program’s keys, and records the look-up with its counts', async () => {
    const list = await listProgramIntegrationKeys({ db: db(), act: admin });
    expect(list).toEqual({
      keys: [expect.objectContaining({ id: developmentKeyId('aerovia'), revokedAt: null })],
      maxActive: PARTNER_KEYS_MAX_ACTIVE,
    });
    const [entry] = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'after'])
      .where('action', '=', STAFF_ACTIONS.integrationKeyList)
      .execute();
    expect(entry).toEqual({ action: STAFF_ACTIONS.integrationKeyList, after: { count: 1, active: 1 } });
  });

  it('answers a new key’s secret once, named by the admin, and records the key but never the secret', async () => {
    const created = await addIntegrationKey({ db: db(), act: admin, keyring, label: 'Posting job (2030)' });
    expect(created).toMatchObject({
      message: MESSAGES.created,
      key: { label: 'Posting job (2030)', createdBy: admin.staff.email, revokedAt: null },
    });
    expect(created.secret.length).toBeGreaterThanOrEqual(32);
    const audit = await auditOf(db(), integrationKeyTarget(created.key.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: STAFF_ACTIONS.integrationKeyCreate,
        before: null,
        after: { id: created.key.id, label: 'Posting job (2030)', active: true },
        staff_id: admin.staff.id,
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it(`refuses a key past ${PARTNER_KEYS_MAX_ACTIVE} active ones (409) and writes nothing`, async () => {
    const before = await keysOf('aerovia');
    expect(before.filter((key) => key.revoked_at === null)).toHaveLength(PARTNER_KEYS_MAX_ACTIVE);
    const error = await refusalOf(addIntegrationKey({ db: db(), act: admin, keyring, label: 'One too many' }));
    expect(error).toMatchObject({ code: 'CONFLICT', statusCode: 409, message: MESSAGES.tooMany });
    expect(await keysOf('aerovia')).toEqual(before);
  });

  it('does not find another program’s key (404), which stays active', async () => {
    const kitefundKey = developmentKeyId('kitefund');
    const error = await refusalOf(revokeProgramIntegrationKey({ db: db(), act: admin, keyId: kitefundKey }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    expect(await keysOf('kitefund')).toEqual([{ id: kitefundKey, revoked_at: null }]);
    expect(await auditOf(db(), integrationKeyTarget(kitefundKey))).toEqual([]);
  });

  it('revokes a key once: a second revoke answers it as it is and records nothing more', async () => {
    const keyId = developmentKeyId('aerovia');
    const revoked = await revokeProgramIntegrationKey({ db: db(), act: admin, keyId });
    expect(revoked).toMatchObject({ message: MESSAGES.revoked, key: { revokedBy: admin.staff.email } });
    const again = await revokeProgramIntegrationKey({ db: db(), act: admin, keyId });
    expect(again).toEqual({ key: revoked.key, message: MESSAGES.alreadyRevoked });
    expect(await auditOf(db(), integrationKeyTarget(keyId))).toEqual([
      expect.objectContaining({
        action: STAFF_ACTIONS.integrationKeyRevoke,
        before: { id: keyId, label: expect.any(String), active: true },
        after: { id: keyId, label: expect.any(String), active: false },
      }),
    ]);
  });
});

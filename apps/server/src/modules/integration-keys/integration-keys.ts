import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import {
  INTEGRATION_KEY_MESSAGES as MESSAGES,
  PARTNER_KEYS_MAX_ACTIVE,
  type IntegrationKey,
} from '@forkpoint/shared/contracts/integration-keys';
import type { DB } from '../../db/schema';
import type { PartnerIntegrationKeysTable } from '../../db/schema-support';
import { AppError } from '../../lib/app-error';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { openKeySecret, sealKeySecret } from './key-secrets';

/**
 * A partner's integration keys (issue 28 defect 4; migrations/0067): the credential its machines sign their calls
 * with (posting-files routes, rewards/posting-routes.ts). An id (public, sent in X-Forkpoint-Key) and a secret
 * (shown once, kept only sealed: key-secrets.ts). At most PARTNER_KEYS_MAX_ACTIVE are active per program, so a
 * partner can rotate; a third is refused until one is revoked. Admins create and revoke them in the console
 * (routes.ts) or with `npm run partner-key:create` (partner-key-command.ts).
 */

type KeyRow = Selectable<PartnerIntegrationKeysTable>;

/** Development keys (the demo seed, DEMO_DATA only) have well-known ids and secrets; production refuses them. */
export const DEVELOPMENT_KEY_PREFIX = 'fpk_dev_';
export const developmentKeyId = (partnerCode: string) => `${DEVELOPMENT_KEY_PREFIX}${partnerCode}`;
export const developmentKeySecret = (partnerCode: string) => `forkpoint-development-partner-key-${partnerCode}`;
export const DEVELOPMENT_KEY_LABEL = 'Development key (demo data)';
export const DEVELOPMENT_KEY_CREATOR = 'demo seed';

/**
 * A new key's id: 120 random bits as 24 lower-case base32 letters and digits (a-z, 2-7), so never a development key's,
 * and never a long run of digits that a card-number scan of the audit log would take for a card.
 */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const newKeyId = () => `fpk_${Array.from(randomBytes(24), (byte) => BASE32[byte % 32]).join('')}`;
/** A new key's secret: 256 random bits. */
const newKeySecret = () => `fps_${randomBytes(32).toString('base64url')}`;

export function keyOf(row: KeyRow): IntegrationKey {
  return {
    id: row.id,
    label: row.label,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    revokedBy: row.revoked_by,
  };
}

/** What the audit log keeps of a key: never its secret. */
export const auditStateOf = (key: IntegrationKey) => ({
  id: key.id,
  label: key.label,
  active: key.revokedAt === null,
});

/** The program's keys, newest first. */
export async function listIntegrationKeys(db: Kysely<DB>, partnerCode: string): Promise<IntegrationKey[]> {
  const rows = await db
    .selectFrom('partner_integration_keys')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(keyOf);
}

/**
 * Makes a key for the program and answers it with its secret, which the caller shows once. Run it in a transaction:
 * the program's row is locked first, so two creations at once count each other and never make a third active key.
 */
export async function createIntegrationKey(
  trx: Kysely<DB>,
  keyring: StaffTotpKeyring,
  input: { partnerCode: string; label: string; createdBy: string },
  now: Date,
  fixed?: { id: string; secret: string },
): Promise<{ key: IntegrationKey; secret: string }> {
  const program = await trx
    .selectFrom('partners')
    .select('code')
    .where('code', '=', input.partnerCode)
    .forUpdate()
    .executeTakeFirst();
  if (!program) throw new AppError('NOT_FOUND', `The program ${input.partnerCode} is not in the database yet.`);
  const active = await trx
    .selectFrom('partner_integration_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('partner_code', '=', input.partnerCode)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(active.n) >= PARTNER_KEYS_MAX_ACTIVE) throw new AppError('CONFLICT', MESSAGES.tooMany);
  const id = fixed?.id ?? newKeyId();
  const secret = fixed?.secret ?? newKeySecret();
  const sealed = sealKeySecret(keyring, { id, partnerCode: input.partnerCode }, secret);
  const row = await trx
    .insertInto('partner_integration_keys')
    .values({
      id,
      partner_code: input.partnerCode,
      label: input.label,
      secret_sealed: sealed.sealed,
      secret_key_id: sealed.keyId,
      created_at: now,
      created_by: input.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { key: keyOf(row), secret };
}

/**
 * Revokes the program's key `id` (404 for any other program's); answers the key before and after, or `before` alone
 * when it was revoked already. Calls signed with it are refused from the next request on.
 */
export async function revokeIntegrationKey(
  trx: Kysely<DB>,
  partnerCode: string,
  id: string,
  revokedBy: string,
  now: Date,
): Promise<{ before: IntegrationKey; after: IntegrationKey | null }> {
  const row = await trx
    .selectFrom('partner_integration_keys')
    .selectAll()
    .where('id', '=', id)
    .where('partner_code', '=', partnerCode)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const before = keyOf(row);
  if (row.revoked_at) return { before, after: null };
  const updated = await trx
    .updateTable('partner_integration_keys')
    .set({ revoked_at: now, revoked_by: revokedBy })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after: keyOf(updated) };
}

/** An active key, found by id with its secret opened; null when unknown, revoked or unreadable. */
export async function activeKeyWithSecret(
  db: Kysely<DB>,
  keyring: StaffTotpKeyring,
  id: string,
): Promise<{ id: string; partnerCode: string; secret: string } | null> {
  const row = await db
    .selectFrom('partner_integration_keys')
    .select(['id', 'partner_code', 'secret_sealed', 'secret_key_id'])
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const secret = openKeySecret(
    keyring,
    { id: row.id, partnerCode: row.partner_code },
    { keyId: row.secret_key_id, sealed: row.secret_sealed },
  );
  return secret === null ? null : { id: row.id, partnerCode: row.partner_code, secret };
}

/** Notes a key's use, at most once a minute (the console shows it; no write per call for a busy caller). */
export async function touchIntegrationKey(db: Kysely<DB>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('partner_integration_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - 60_000))]))
    .execute();
}

/**
 * The demo seed's keys (DEMO_DATA only, never in production): one well-known development key per program, so local
 * tools can sign posting calls (README "Demo accounts"). A program that already has it, or two active keys, is left
 * as it is.
 */
export async function seedDevelopmentKeys(
  trx: Kysely<DB>,
  partners: readonly Pick<Partner, 'code'>[],
  keyring: StaffTotpKeyring,
  now: Date,
): Promise<number> {
  if (partners.length === 0) return 0;
  const ids = partners.map((p) => developmentKeyId(p.code));
  const existing = new Set(
    (await trx.selectFrom('partner_integration_keys').select('id').where('id', 'in', ids).execute()).map((r) => r.id),
  );
  let added = 0;
  for (const partner of partners) {
    const id = developmentKeyId(partner.code);
    if (existing.has(id)) continue;
    try {
      await createIntegrationKey(
        trx,
        keyring,
        { partnerCode: partner.code, label: DEVELOPMENT_KEY_LABEL, createdBy: DEVELOPMENT_KEY_CREATOR },
        now,
        { id, secret: developmentKeySecret(partner.code) },
      );
      added += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return added;
}

export interface KeySealReport {
  /** Secrets sealed under a previous STAFF_TOTP_KEY, sealed again under the current one. */
  resealed: number;
  /** Secrets under a key the ring does not hold: those keys sign nothing until replaced. */
  unreadable: number;
}

/**
 * The start-up's pass after a STAFF_TOTP_KEY rotation (the seed runs it under its lock): seals again under the
 * current key each active key's secret that an earlier key sealed. With nothing to do it is one indexed scan.
 */
export async function resealIntegrationKeys(db: Kysely<DB>, keyring: StaffTotpKeyring): Promise<KeySealReport> {
  const report: KeySealReport = { resealed: 0, unreadable: 0 };
  const rows = await db
    .selectFrom('partner_integration_keys')
    .select(['id', 'partner_code', 'secret_sealed', 'secret_key_id'])
    .where('revoked_at', 'is', null)
    .where('secret_key_id', '!=', keyring.current.id)
    .execute();
  for (const row of rows) {
    const key = { id: row.id, partnerCode: row.partner_code };
    const secret = openKeySecret(keyring, key, { keyId: row.secret_key_id, sealed: row.secret_sealed });
    if (secret === null) {
      report.unreadable += 1;
      continue;
    }
    const sealed = sealKeySecret(keyring, key, secret);
    await db
      .updateTable('partner_integration_keys')
      .set({ secret_sealed: sealed.sealed, secret_key_id: sealed.keyId })
      .where('id', '=', row.id)
      .execute();
    report.resealed += 1;
  }
  return report;
}

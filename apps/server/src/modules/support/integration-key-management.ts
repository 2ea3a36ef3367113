import type { Kysely } from 'kysely';
import {
  INTEGRATION_KEY_MESSAGES as MESSAGES,
  PARTNER_KEYS_MAX_ACTIVE,
  type IntegrationKeyCreated,
  type IntegrationKeyList,
  type IntegrationKeyRevoked,
} from '@forkpoint/shared/contracts/integration-keys';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { DB } from '../../db/schema';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import {
  auditStateOf,
  createIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
} from '../integration-keys/integration-keys';
import type { StaffAct } from './staff-act';

/**
 * The console's Integration keys (admins; issue 28 defect 4) as services, always on the acting admin's own
 * program. A new key's secret is in the create's answer once and nowhere else (the database keeps it sealed);
 * every change commits in one transaction with its audit record, which never holds the secret. A refusal is an
 * AppError; the route records it (integration-key-routes.ts).
 */

export interface IntegrationKeyManagement {
  db: Kysely<DB>;
  act: StaffAct;
}

/** How the audit log names a key acted on. */
export const integrationKeyTarget = (id: string) => ({ type: 'integration-key', id });

/** The program's keys, newest first, and how many may be active; the look-up is audited with its counts. */
export async function listProgramIntegrationKeys({ db, act }: IntegrationKeyManagement): Promise<IntegrationKeyList> {
  const keys = await listIntegrationKeys(db, act.staff.partnerCode);
  await act.record(
    {
      action: STAFF_ACTIONS.integrationKeyList,
      after: { count: keys.length, active: keys.filter((key) => key.revokedAt === null).length },
    },
    db,
  );
  return { keys, maxActive: PARTNER_KEYS_MAX_ACTIVE };
}

/** A new key for the program, named by the admin who made it; past PARTNER_KEYS_MAX_ACTIVE active ones, 409. */
export async function addIntegrationKey({
  db,
  act,
  keyring,
  label,
}: IntegrationKeyManagement & { keyring: StaffTotpKeyring; label: string }): Promise<IntegrationKeyCreated> {
  return db.transaction().execute(async (trx) => {
    const { key, secret } = await createIntegrationKey(
      trx,
      keyring,
      { partnerCode: act.staff.partnerCode, label, createdBy: act.staff.email },
      act.now,
    );
    await act.record(
      {
        action: STAFF_ACTIONS.integrationKeyCreate,
        target: integrationKeyTarget(key.id),
        before: null,
        after: auditStateOf(key),
      },
      trx,
    );
    return { key, secret, message: MESSAGES.created };
  });
}

/** Revokes one of the program's keys (404 for any other); a key revoked already is answered as it is, unrecorded. */
export async function revokeProgramIntegrationKey({
  db,
  act,
  keyId,
}: IntegrationKeyManagement & { keyId: string }): Promise<IntegrationKeyRevoked> {
  return db.transaction().execute(async (trx) => {
    const { before, after } = await revokeIntegrationKey(trx, act.staff.partnerCode, keyId, act.staff.email, act.now);
    if (!after) return { key: before, message: MESSAGES.alreadyRevoked };
    await act.record(
      {
        action: STAFF_ACTIONS.integrationKeyRevoke,
        target: integrationKeyTarget(after.id),
        before: auditStateOf(before),
        after: auditStateOf(after),
      },
      trx,
    );
    return { key: after, message: MESSAGES.revoked };
  });
}

import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { DB } from '../../db/schema';
import { createCardVault, type CardVault } from './vault';

export type CardVaultEnv = Pick<
  Env,
  'NODE_ENV' | 'CARD_VAULT_PRIVATE_KEY' | 'CARD_FINGERPRINT_SECRET' | 'CARD_VAULT_ENVELOPE_KEY'
>;

/** A vault configured as the server's (same key, fingerprint secret and envelope key): the seed's demo cards match the app's. */
export function createCardVaultFromEnv(env: CardVaultEnv, db: Kysely<DB>): CardVault {
  return createCardVault({
    db,
    production: env.NODE_ENV === 'production',
    privateKeyPem: env.CARD_VAULT_PRIVATE_KEY,
    fingerprintSecret: env.CARD_FINGERPRINT_SECRET,
    envelopeKey: env.CARD_VAULT_ENVELOPE_KEY,
  });
}

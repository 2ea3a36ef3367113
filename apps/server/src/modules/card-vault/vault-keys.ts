import { createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { CARD_FRAME_KEY_ALGORITHM, type CardFrameKeyResponse } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import type { CardTables } from '../../db/schema-cards';

/** The vault's RSA key pair: from configuration, or generated once and kept in the database. */

export interface VaultKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export const VAULT_KEY_PURPOSE = 'card-entry';
/** NIST's size for keys used beyond 2030; generating one takes about a second, once per database. */
const GENERATED_MODULUS_BITS = 3072;
const generateRsaKeyPair = promisify(generateKeyPair);

/** A short id of the public key (a hash of its SPKI), so a ciphertext names the key it needs. */
export function keyIdOf(publicKey: KeyObject): string {
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return `cv1_${createHash('sha256').update(spki).digest('base64url').slice(0, 22)}`;
}

export function vaultKeyFromPem(pem: string): VaultKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('the card vault key must be an RSA key');
  const publicKey = createPublicKey(privateKey);
  return { keyId: keyIdOf(publicKey), privateKey, publicKey };
}

/**
 * The stored development key, generated on first use. Two instances racing both insert under the
 * same purpose; the loser's key is discarded and both read the winner's.
 */
export async function loadOrCreateStoredKey(database: Kysely<DB>): Promise<VaultKey> {
  const db = database.withTables<CardTables>();
  const read = () =>
    db.selectFrom('vault_keys').select('private_key_pem').where('purpose', '=', VAULT_KEY_PURPOSE).executeTakeFirst();
  const stored = await read();
  if (stored) return vaultKeyFromPem(stored.private_key_pem);

  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: GENERATED_MODULUS_BITS });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await db
    .insertInto('vault_keys')
    .values({ purpose: VAULT_KEY_PURPOSE, key_id: vaultKeyFromPem(pem).keyId, private_key_pem: pem })
    .onConflict((oc) => oc.column('purpose').doNothing())
    .execute();
  const winner = await read();
  if (!winner) throw new Error('the card vault key could not be stored');
  return vaultKeyFromPem(winner.private_key_pem);
}

/** The public half as WebCrypto imports it (JWK) and as SPKI DER, with the key id. */
export function publicKeyAnswer(key: VaultKey): CardFrameKeyResponse {
  const jwk = key.publicKey.export({ format: 'jwk' });
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') throw new Error('the card vault key has no RSA modulus');
  return {
    keyId: key.keyId,
    algorithm: CARD_FRAME_KEY_ALGORITHM,
    jwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: CARD_FRAME_KEY_ALGORITHM, use: 'enc', kid: key.keyId },
    spki: key.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/** The fingerprint secret used when none is configured (development): derived from the private key, so it lasts as long as the key. */
export function derivedFingerprintSecret(key: VaultKey): Buffer {
  const der = key.privateKey.export({ type: 'pkcs8', format: 'der' });
  return createHash('sha256').update('forkpoint card fingerprint secret v1\0').update(der).digest();
}

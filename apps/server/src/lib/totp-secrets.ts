import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Env } from '../config/env';

/**
 * Staff TOTP secrets at rest (docs/decisions/0026-staff-management.md). A code can only be checked
 * against the secret itself, so it cannot be hashed like a password: it is sealed with AES-256-GCM under
 * STAFF_TOTP_KEY instead, and a copy of the database alone no longer yields every staff member's
 * second factor. The key's id (a hash of the key, not the key) is stored beside the ciphertext, so after
 * a rotation the start-up knows which rows to seal again and with which previous key to open them.
 * The staff id is the additional data: a sealed secret copied onto another staff row does not open.
 */

export interface TotpKey {
  id: string;
  key: Buffer;
}

export interface StaffTotpKeyring {
  /** New secrets are sealed under this key. */
  current: TotpKey;
  /** Every key that opens a secret: the current one and those it replaced, by id. */
  byId: ReadonlyMap<string, TotpKey>;
}

export interface SealedTotpSecret {
  keyId: string;
  /** base64url iv.ciphertext.tag */
  sealed: string;
}

const FORMAT = 'v1';

/** 64 hex digits or base64 of 32 bytes (config/env.ts checked the shape). */
function keyBytes(text: string): Buffer {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (bytes.length !== 32) throw new Error('a staff TOTP key must be 32 bytes');
  return bytes;
}

function totpKey(text: string): TotpKey {
  const key = keyBytes(text);
  return { id: createHash('sha256').update('staff-totp-key:').update(key).digest('base64url').slice(0, 12), key };
}

export function staffTotpKeyring(current: string, previous: readonly string[] = []): StaffTotpKeyring {
  const currentKey = totpKey(current);
  const byId = new Map<string, TotpKey>(previous.map((text) => totpKey(text)).map((key) => [key.id, key]));
  byId.set(currentKey.id, currentKey);
  return { current: currentKey, byId };
}

export function staffTotpKeyringFromEnv(env: Pick<Env, 'STAFF_TOTP_KEY' | 'STAFF_TOTP_PREVIOUS_KEYS'>) {
  return staffTotpKeyring(env.STAFF_TOTP_KEY, env.STAFF_TOTP_PREVIOUS_KEYS);
}

const additionalData = (staffId: number) => Buffer.from(`staff-totp:${FORMAT}:${staffId}`);

export function sealTotpSecret(keyring: StaffTotpKeyring, staffId: number, secret: string): SealedTotpSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(additionalData(staffId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const sealed = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  return { keyId: keyring.current.id, sealed };
}

/**
 * The clear secret, or null when no key of the ring has that id or the ciphertext does not open (tampered,
 * moved to another staff row): a secret that cannot be read signs nobody in, and never answers a 500.
 */
export function openTotpSecret(keyring: StaffTotpKeyring, staffId: number, stored: SealedTotpSecret): string | null {
  const key = keyring.byId.get(stored.keyId);
  const [iv, ciphertext, tag, ...rest] = stored.sealed.split('.');
  if (!key || !iv || !ciphertext || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16, // a truncated tag is refused, not trusted
    });
    decipher.setAAD(additionalData(staffId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

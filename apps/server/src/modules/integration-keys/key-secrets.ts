import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { StaffTotpKeyring, TotpKey } from '../../lib/totp-secrets';

/**
 * Integration key secrets at rest (migrations/0067). The server checks an HMAC made with the secret, so it needs the
 * secret itself and cannot keep a hash of it: it is sealed with AES-256-GCM like the staff TOTP secrets
 * (lib/totp-secrets.ts), under a key derived by HKDF from the same STAFF_TOTP_KEY (and, to open, from the keys
 * it replaced in STAFF_TOTP_PREVIOUS_KEYS). A copy of the database alone opens none of them. The key id and program
 * are the additional data: a sealed secret copied onto another key or program does not open.
 */

const FORMAT = 'v1';
const INFO = 'forkpoint:partner-integration-key-secrets:v1';

const derived = new WeakMap<TotpKey, Buffer>();
/** The integration keys' own AES key, derived from a STAFF_TOTP_KEY (never the TOTP sealing key itself). */
function sealingKey(key: TotpKey): Buffer {
  let bytes = derived.get(key);
  if (!bytes) {
    bytes = Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), INFO, 32));
    derived.set(key, bytes);
  }
  return bytes;
}

const additionalData = (keyId: string, partnerCode: string) =>
  Buffer.from(`partner-integration-key:${FORMAT}:${keyId}:${partnerCode}`);

export interface SealedKeySecret {
  /** The STAFF_TOTP_KEY it is sealed under (its id, not the key). */
  keyId: string;
  /** base64url iv.ciphertext.tag */
  sealed: string;
}

export function sealKeySecret(
  keyring: StaffTotpKeyring,
  key: { id: string; partnerCode: string },
  secret: string,
): SealedKeySecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(keyring.current), iv);
  cipher.setAAD(additionalData(key.id, key.partnerCode));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const sealed = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  return { keyId: keyring.current.id, sealed };
}

/** The clear secret, or null when no key of the ring opens it (unknown key, tampered, moved to another row). */
export function openKeySecret(
  keyring: StaffTotpKeyring,
  key: { id: string; partnerCode: string },
  stored: SealedKeySecret,
): string | null {
  const totpKey = keyring.byId.get(stored.keyId);
  const [iv, ciphertext, tag, ...rest] = stored.sealed.split('.');
  if (!totpKey || !iv || !ciphertext || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(totpKey), Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(additionalData(key.id, key.partnerCode));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

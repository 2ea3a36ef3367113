import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { CardVaultError, CARD_VAULT_MESSAGES } from './vault-error';
import type { VaultKey } from './vault-keys';

/**
 * The vault's cryptography. Module-internal: nothing outside modules/card-vault imports this file
 * (an ESLint rule keeps it so), because it is the only code that sees a clear card number.
 */

const CARD_DIGITS = /^\d{13,19}$/;

/** Decrypts the frame's RSA-OAEP (SHA-256) ciphertext; anything unreadable is a CardVaultError, never a 500. */
export function decryptCardNumber(key: VaultKey, ciphertextBase64: string): string {
  const ciphertext = Buffer.from(ciphertextBase64, 'base64');
  const modulusBytes = (key.privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  if (ciphertext.length !== modulusBytes || ciphertext.toString('base64') !== ciphertextBase64) {
    throw new CardVaultError('UNREADABLE', CARD_VAULT_MESSAGES.UNREADABLE);
  }
  let plain: Buffer;
  try {
    plain = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      ciphertext,
    );
  } catch {
    throw new CardVaultError('UNREADABLE', CARD_VAULT_MESSAGES.UNREADABLE);
  }
  const digits = plain.toString('utf8');
  plain.fill(0);
  if (!CARD_DIGITS.test(digits)) throw new CardVaultError('UNREADABLE', CARD_VAULT_MESSAGES.UNREADABLE);
  return digits;
}

/** The keyed fingerprint that later matches transactions to this card without holding its number. */
export function cardFingerprint(secret: Buffer | string, digits: string): string {
  return createHmac('sha256', secret).update(`card:${digits}`).digest('base64url');
}

/*
 * Envelope storage (only when CARD_VAULT_ENVELOPE_KEY is set): each number is encrypted with AES-256-GCM
 * under its own random data key, and the data key is encrypted under the configured key. The card's
 * fingerprint is the additional data, so an envelope moved to another card's row does not open.
 * Format: v1.<kek id>.<wrap iv>.<wrapped data key>.<wrap tag>.<iv>.<ciphertext>.<tag>, base64url parts.
 */

const ENVELOPE_VERSION = 'v1';

function kekIdOf(kek: Buffer): string {
  return createHash('sha256').update(kek).digest('base64url').slice(0, 8);
}

function gcmSeal(key: Buffer, plain: Buffer, aad: string): string[] {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
}

function gcmOpen(key: Buffer, [iv, sealed, tag]: string[], aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed ?? '', 'base64url')), decipher.final()]);
}

export function sealEnvelope(kek: Buffer, digits: string, fingerprint: string): string {
  const kekId = kekIdOf(kek);
  const dataKey = randomBytes(32);
  const number = gcmSeal(dataKey, Buffer.from(digits), `card:${fingerprint}`);
  const wrapped = gcmSeal(kek, dataKey, `dek:${kekId}`);
  dataKey.fill(0);
  return [ENVELOPE_VERSION, kekId, ...wrapped, ...number].join('.');
}

export function openEnvelope(kek: Buffer, envelope: string, fingerprint: string): string {
  const [version, kekId, ...parts] = envelope.split('.');
  if (version !== ENVELOPE_VERSION || kekId !== kekIdOf(kek) || parts.length !== 6) {
    throw new Error('the card envelope is not one this key opens');
  }
  const dataKey = gcmOpen(kek, parts.slice(0, 3), `dek:${kekId}`);
  try {
    return gcmOpen(dataKey, parts.slice(3), `card:${fingerprint}`).toString('utf8');
  } finally {
    dataKey.fill(0);
  }
}

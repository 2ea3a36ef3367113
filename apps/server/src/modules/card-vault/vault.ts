import type { Kysely } from 'kysely';
import {
  checkCardNumber,
  type CardFrameKeyResponse,
  type CardTypeCode,
  type CardTypeName,
  type EncryptedCardInput,
} from '@forkpoint/shared';
import { AppError } from '../../lib/app-error';
import type { DB } from '../../db/schema';
import { cardFingerprint, decryptCardNumber as decryptWith, sealEnvelope } from './card-crypto';
import { CardVaultError, CARD_VAULT_MESSAGES } from './vault-error';
import {
  derivedFingerprintSecret,
  loadOrCreateStoredKey,
  publicKeyAnswer,
  vaultKeyFromPem,
  type VaultKey,
} from './vault-keys';

export interface CardVaultOptions {
  db: Kysely<DB>;
  production: boolean;
  /** CARD_VAULT_PRIVATE_KEY; without it (outside production) a stored key is generated once. */
  privateKeyPem?: string;
  /** CARD_FINGERPRINT_SECRET; without it the secret is derived from the private key. */
  fingerprintSecret?: string;
  /** CARD_VAULT_ENVELOPE_KEY (base64); when set, sealed cards carry their number in an envelope. */
  envelopeKey?: string;
}

/** What the card calls may keep of a card typed into the frame: never the number. */
export interface SealedCard {
  fingerprint: string;
  lastFour: string;
  cardType: CardTypeName;
  cardTypeCode: CardTypeCode;
  /** The brand's name, the card's default description. */
  description: string;
  /** The number under the envelope key, or null when configuration does not ask to keep it. */
  envelope: string | null;
}

export interface CardVault {
  /** The public key the frame encrypts with (GET /api/card-frame/key). */
  publicKey(): Promise<CardFrameKeyResponse>;
  /**
   * Opens a card from the frame and checks it: the key it names, the number's brand, check digit
   * and the partner's accepted brands, and that lastFour and cardType are the number's own.
   * Throws CardVaultError (400) for each way that can fail.
   */
  sealCard(input: EncryptedCardInput, accepted: readonly CardTypeCode[]): Promise<SealedCard>;
  /** The keyed fingerprint of a card number (transaction matching). */
  fingerprint(cardNumber: string): Promise<string>;
  readonly keepsEncryptedNumbers: boolean;
}

export function createCardVault(options: CardVaultOptions): CardVault {
  const envelopeKey = options.envelopeKey ? Buffer.from(options.envelopeKey, 'base64') : null;
  let keyPromise: Promise<VaultKey> | undefined;

  const key = (): Promise<VaultKey> => {
    if (options.privateKeyPem) {
      keyPromise ??= Promise.resolve(vaultKeyFromPem(options.privateKeyPem));
    } else if (options.production) {
      // loadEnv refuses a production start like this; this guards apps built some other way.
      return Promise.reject(
        new AppError('UNAVAILABLE', 'Card linking is not available right now. Please try again later.'),
      );
    } else {
      keyPromise ??= loadOrCreateStoredKey(options.db).catch((error: unknown) => {
        keyPromise = undefined;
        throw error;
      });
    }
    return keyPromise;
  };

  // Derived once per key: deriving exports the private key (DER) and hashes it, which a feed of thousands of
  // cards (or the scale seed's million) would otherwise pay for every card.
  let derived: { key: VaultKey; secret: Buffer } | undefined;
  const fingerprintSecret = async (): Promise<Buffer | string> => {
    if (options.fingerprintSecret) return options.fingerprintSecret;
    const current = await key();
    if (derived?.key !== current) derived = { key: current, secret: derivedFingerprintSecret(current) };
    return derived.secret;
  };

  /** The only place a ciphertext becomes a number; the number never leaves this module. */
  async function decryptCardNumber(ciphertext: string, keyId: string): Promise<string> {
    const current = await key();
    if (keyId !== current.keyId) throw new CardVaultError('UNKNOWN_KEY', CARD_VAULT_MESSAGES.UNKNOWN_KEY);
    return decryptWith(current, ciphertext);
  }

  return {
    keepsEncryptedNumbers: envelopeKey !== null,
    publicKey: async () => publicKeyAnswer(await key()),
    async sealCard(input, accepted) {
      const digits = await decryptCardNumber(input.encryptedCardNumber, input.keyId);
      const check = checkCardNumber(digits, accepted);
      if (!check.ok) throw new CardVaultError('INVALID_CARD', check.message);
      if (check.lastFour !== input.lastFour || check.brand.type !== input.cardType) {
        throw new CardVaultError('MISMATCH', CARD_VAULT_MESSAGES.MISMATCH);
      }
      const fingerprint = cardFingerprint(await fingerprintSecret(), digits);
      return {
        fingerprint,
        lastFour: check.lastFour,
        cardType: check.brand.type,
        cardTypeCode: check.brand.code,
        description: check.brand.name,
        envelope: envelopeKey ? sealEnvelope(envelopeKey, digits, fingerprint) : null,
      };
    },
    async fingerprint(cardNumber) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{13,19}$/.test(digits)) throw new CardVaultError('UNREADABLE', CARD_VAULT_MESSAGES.UNREADABLE);
      return cardFingerprint(await fingerprintSecret(), digits);
    },
  };
}

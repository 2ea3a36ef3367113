import { EnvError, type Env } from '../../config/env';

/**
 * Production must bring its own vault key and fingerprint secret: a generated key kept in the
 * database would sit beside the data it protects. server.ts calls this before listening (the env
 * schema does not, so test apps built with NODE_ENV=production need no key).
 */
export function assertCardVaultConfigured(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = (['CARD_VAULT_PRIVATE_KEY', 'CARD_FINGERPRINT_SECRET'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new EnvError(
      `Invalid environment:\n${missing.map((name) => `  ${name}: is required in production`).join('\n')}`,
    );
  }
}

/**
 * Log paths pino blanks out: card numbers and what stands for them (ciphertext, envelopes,
 * the cards of a link request) never reach a log line, whoever logs the object.
 */
export const CARD_LOG_REDACT_PATHS = [
  'cardNumber',
  '*.cardNumber',
  'encryptedCardNumber',
  '*.encryptedCardNumber',
  'creditCards',
  '*.creditCards',
  '*.*.creditCards',
  'envelope',
  '*.envelope',
  'req.body',
  'request.body',
];

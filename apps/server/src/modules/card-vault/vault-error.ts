import { AppError } from '../../lib/app-error';

/**
 * Why the vault refused a card. Each is a 400 with its own message (never a 500), and the card
 * calls can turn the reason into a per-card error code.
 */
export type CardVaultFailure = 'UNKNOWN_KEY' | 'UNREADABLE' | 'INVALID_CARD' | 'MISMATCH';

export const CARD_VAULT_MESSAGES = {
  UNKNOWN_KEY:
    'The card number was encrypted with a key this server does not hold. Please reload the page and enter the card again.',
  UNREADABLE: 'The encrypted card number could not be read. Please enter the card again.',
  MISMATCH: 'The card details do not match the encrypted card number. Please enter the card again.',
} as const;

export class CardVaultError extends AppError {
  constructor(
    readonly reason: CardVaultFailure,
    message: string,
  ) {
    // The message never holds any part of the card number: it is written to logs as it is.
    super('BAD_REQUEST', message, [{ field: 'encryptedCardNumber', message }]);
    this.name = 'CardVaultError';
  }
}

import type { CardTypeName } from '@forkpoint/shared';
import { AppError } from '../../lib/app-error';

/**
 * The server side of a hosted-fields card-entry provider (docs/decisions/0051-card-entry-provider.md): what the
 * browser sends is the provider's token, never a card number; the verifier asks the provider (with the secret
 * key) what card it stands for. The own frame's ciphertexts go through the card vault instead, unchanged.
 */

/** What the card calls keep of a verified token: never a card number. */
export interface VerifiedCard {
  /** The provider's fingerprint of the card (the same card gives the same one), namespaced by the verifier. */
  fingerprint: string;
  lastFour: string;
  cardType: CardTypeName;
  expMonth: number;
  expYear: number;
}

export interface CardTokenVerifier {
  /** Throws CardTokenError when the token is unknown, used, expired, of the other mode, or unreadable. */
  verify(token: string): Promise<VerifiedCard>;
}

export type CardTokenFailure = 'INVALID_TOKEN' | 'UNAVAILABLE';

export const CARD_TOKEN_MESSAGES = {
  INVALID_TOKEN: 'The card could not be confirmed with the card provider. Please enter the card again.',
  UNAVAILABLE: 'The card provider could not be reached. Please try again in a moment.',
} as const;

export class CardTokenError extends AppError {
  constructor(readonly reason: CardTokenFailure) {
    super('BAD_REQUEST', CARD_TOKEN_MESSAGES[reason], [{ field: 'cardToken', message: CARD_TOKEN_MESSAGES[reason] }]);
    this.name = 'CardTokenError';
  }
}

/** Card brands as providers name them ('Visa', 'MasterCard', 'American Express', 'amex'…), or null. */
export function cardTypeOfBrand(brand: unknown): CardTypeName | null {
  if (typeof brand !== 'string') return null;
  const key = brand.toLowerCase().replace(/[\s_-]/g, '');
  if (key === 'visa') return 'visa';
  if (key === 'mastercard') return 'mastercard';
  if (key === 'americanexpress' || key === 'amex') return 'amex';
  if (key === 'discover') return 'discover';
  return null;
}

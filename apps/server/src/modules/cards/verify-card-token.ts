import {
  cardBrandOfType,
  type CardRegistrationError,
  type CardTypeName,
  type Partner,
  type TokenizedCardInput,
} from '@forkpoint/shared';
import { CARD_TOKEN_MESSAGES, CardTokenError, type CardTokenVerifier } from '../card-entry/token-verifier';
import { CARD_VAULT_MESSAGES } from '../card-vault/vault-error';
import { brandNotAccepted, tokenError } from './card-errors';

/** What is kept of a card from a hosted-fields token: the provider's fingerprint, never a number. */
export interface TokenCardFacts {
  fingerprint: string;
  lastFour: string;
  cardType: CardTypeName;
  description: string;
  envelope: null;
  partnerCardId: null;
}

/**
 * A card typed into a hosted-fields provider's fields: its token verified with the provider (secret key), then
 * checked as the vault checks a frame card — a brand the program accepts, and last four and brand the card's
 * own. A program that runs the own frame takes no tokens.
 */
export async function verifyCardToken(
  verifier: CardTokenVerifier | null,
  partner: Partner,
  input: TokenizedCardInput,
): Promise<TokenCardFacts | { error: CardRegistrationError }> {
  const accepted = partner.cardTypesAccepted;
  if (!accepted.includes(cardBrandOfType(input.cardType).code)) return { error: brandNotAccepted(accepted) };
  if (!verifier) return { error: tokenError('INVALID_TOKEN', CARD_TOKEN_MESSAGES.INVALID_TOKEN) };
  try {
    const card = await verifier.verify(input.cardToken);
    if (!accepted.includes(cardBrandOfType(card.cardType).code)) return { error: brandNotAccepted(accepted) };
    if (card.lastFour !== input.lastFour || card.cardType !== input.cardType) {
      return { error: { code: 'CARD_DETAILS_MISMATCH', message: CARD_VAULT_MESSAGES.MISMATCH } };
    }
    return {
      fingerprint: card.fingerprint,
      lastFour: card.lastFour,
      cardType: card.cardType,
      description: cardBrandOfType(card.cardType).name,
      envelope: null,
      partnerCardId: null,
    };
  } catch (error) {
    if (error instanceof CardTokenError) return { error: tokenError(error.reason, error.message) };
    throw error;
  }
}

import {
  CARD_REGISTRATION_MESSAGES,
  cardBrandsMessage,
  type CardRegistrationError,
  type CardRegistrationErrorCode,
  type CardTypeCode,
} from '@forkpoint/shared';
import type { CardTokenFailure } from '../card-entry/token-verifier';
import type { CardVaultFailure } from '../card-vault/vault-error';

/** One card's failure: a code from the shared list and a message fit to show (never any digit but the last four). */
export function cardError(code: keyof typeof CARD_REGISTRATION_MESSAGES): CardRegistrationError {
  return { code, message: CARD_REGISTRATION_MESSAGES[code] };
}

export function brandNotAccepted(accepted: readonly CardTypeCode[]): CardRegistrationError {
  return { code: 'CARD_TYPE_NOT_ACCEPTED', message: cardBrandsMessage(accepted) };
}

const VAULT_CODES: Record<CardVaultFailure, CardRegistrationErrorCode> = {
  UNREADABLE: 'CARD_UNREADABLE',
  UNKNOWN_KEY: 'CARD_KEY_UNKNOWN',
  INVALID_CARD: 'CARD_NUMBER_INVALID',
  MISMATCH: 'CARD_DETAILS_MISMATCH',
};

/** A vault refusal as a per-card error; the vault's message is already written for the member. */
export function vaultError(reason: CardVaultFailure, message: string): CardRegistrationError {
  return { code: VAULT_CODES[reason], message };
}

/** Details the request claimed for a partner-loaded card that are not the card's own. */
export const partnerCardMismatch = (): CardRegistrationError => ({
  code: 'CARD_DETAILS_MISMATCH',
  message: 'The card details do not match this card. Please refresh the page and try again.',
});

/** A hosted-fields token the provider did not confirm (or could not be asked about): the card is entered again. */
export function tokenError(_reason: CardTokenFailure, message: string): CardRegistrationError {
  return { code: 'CARD_UNREADABLE', message };
}

// Types only and one message: this file is in the Linked Cards page's first load, the adapter is not.
import type { EncryptedCard } from '@forkpoint/shared/cards/frame-protocol';
import type { CardTypeName } from '@forkpoint/shared/cards/card-brands';
import type { CardTypeCode } from '@forkpoint/shared/constants';

/**
 * The card form's card-entry provider (docs/decisions/0051-card-entry-provider.md): our own secure frame
 * (lib/card-frame-client.ts, the default) or a hosted-fields provider's fields (./hosted-fields.ts, loaded only
 * for a program that runs one). Both mount into the form, say whether a card is typed, hand the form what the
 * server verifies — never a card number — and are torn down with the form.
 */

/** A card typed into a provider's hosted fields: the provider's token and what it says of the card. */
export interface TokenizedCard {
  cardToken: string;
  lastFour: string;
  cardType: CardTypeName;
}

export type EnteredCard = EncryptedCard | TokenizedCard;

export type CardEntryStatus = 'loading' | 'ready' | 'failed';

export interface CardEntryState {
  /** loading: not ready yet; failed: the load-failure alert is due (20 s without ready, or the script failed). */
  status: CardEntryStatus;
  hasNumber: boolean;
  /** The provider's script could not be loaded: the load-failure error, and retry() may help. */
  scriptFailed?: boolean;
}

export type CardEntryResult = { ok: true; card: EnteredCard } | { ok: false; message: string };

export interface CardEntryClient {
  getState(): CardEntryState;
  submit(): Promise<CardEntryResult>;
  /** Empties the fields (after the card was linked). */
  reset(): void;
  destroy(): void;
  /** Loads the provider again after its script failed (hosted fields only). */
  retry?(): void;
}

export interface CardEntryMountOptions {
  container: HTMLElement;
  cardTypesAccepted: readonly CardTypeCode[];
  accentColor?: string;
  loadAlertMs?: number;
  onChange?: (state: CardEntryState) => void;
}

export const isTokenizedCard = (card: EnteredCard): card is TokenizedCard => 'cardToken' in card;

// The load-failure error itself is the program's copy: @forkpoint/shared/content/card-copy.ts.
export const CARD_PROVIDER_RETRY_LABEL = 'Try again';

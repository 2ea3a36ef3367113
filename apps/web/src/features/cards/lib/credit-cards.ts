import type { EnteredCard } from '@/lib/card-entry/card-entry';
import type { Card, CreditCardInput } from '@forkpoint/shared/contracts/cards';

/**
 * The creditCards of POST /api/Member/Cards (spec part 2 §3 Add-card form values): each chosen
 * partner-loaded card by its id (creditCards.N.cardId, cardType, lastFour), then the typed card as the
 * secure frame's ciphertext or the card provider's token. Never a card number.
 */
export function buildCreditCards(
  partnerCards: readonly Card[],
  selectedIds: readonly string[],
  typed: EnteredCard | null,
): CreditCardInput[] {
  const chosen: CreditCardInput[] = partnerCards
    .filter((card) => selectedIds.includes(card.id))
    .map((card) => ({ cardId: card.id, lastFour: card.lastFour, cardType: card.cardType }));
  if (typed && 'cardToken' in typed) {
    chosen.push({ cardToken: typed.cardToken, lastFour: typed.lastFour, cardType: typed.cardType });
  } else if (typed) {
    chosen.push({
      encryptedCardNumber: typed.encryptedCardNumber,
      keyId: typed.keyId,
      lastFour: typed.lastFour,
      cardType: typed.cardType,
    });
  }
  return chosen;
}

/** Spec part 2 §2 Re-enrollment: "credit cards without a lastFour are dropped first". */
export function dropCardsWithoutLastFour<T extends { lastFour?: string | null }>(cards: readonly T[]): T[] {
  return cards.filter((card) => typeof card.lastFour === 'string' && card.lastFour.trim() !== '');
}

/** The same cards sent again once the member confirmed moving them from another program (decision 0009). */
export function withProgramMoveConfirmed(cards: readonly CreditCardInput[]): CreditCardInput[] {
  return cards.map((card) => ({ ...card, confirmProgramMove: true }));
}

/**
 * The partner-loaded cards still to offer: the server lists only cards not linked yet, but its answer is
 * cached for the page's life (part 2 §7), so cards linked since are left out here.
 */
export function offeredPartnerCards(partnerCards: readonly Card[], linked: readonly Card[]): Card[] {
  const linkedIds = new Set(linked.map((card) => card.partnerCardId).filter((id): id is string => Boolean(id)));
  return partnerCards.filter((card) => !card.partnerCardId || !linkedIds.has(card.partnerCardId));
}

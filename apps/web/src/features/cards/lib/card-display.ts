import { cardBrandOfType, isCardTypeName } from '@forkpoint/shared/cards/index';
import type { Card } from '@forkpoint/shared/contracts/cards';

/** A card row's lines (spec part 2 §3 Card): its description, then brand and last four, then since when. */
export function cardDetail(card: Pick<Card, 'cardType' | 'description' | 'lastFour'>): string {
  const brand = isCardTypeName(card.cardType) ? cardBrandOfType(card.cardType).name : '';
  // The default description is the brand name; "Visa Visa ending in 1111" would say it twice.
  return !brand || brand === card.description ? `ending in ${card.lastFour}` : `${brand} ending in ${card.lastFour}`;
}

const LINKED_SINCE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * "Linked since May 4, 2026": purchases before a card was linked never earn, so the member is told
 * since when each one does. Null when the date is missing or unreadable.
 */
export function linkedSince(linkedAt: string | null | undefined): string | null {
  if (!linkedAt) return null;
  const date = new Date(linkedAt);
  return Number.isNaN(date.getTime()) ? null : `Linked since ${LINKED_SINCE.format(date)}`;
}

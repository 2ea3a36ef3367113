import {
  cardBrandOfType,
  type Card,
  type CardRegistrationEntry,
  type CardRegistrationError,
  type CardTypeName,
} from '@forkpoint/shared';
import type { MemberCardRow, PartnerLoadedCardRow } from './card-repository';

/** What every card answer says of a card row, linked or not. */
function cardFields(row: MemberCardRow | PartnerLoadedCardRow): Omit<Card, 'linkedAt'> {
  return {
    id: row.id,
    cardType: row.card_type,
    lastFour: row.last_four,
    description: row.description,
    partnerCardId: row.partner_card_id,
  };
}

/** Card (part 2 §3) as the card calls answer it; linkedAt is when this link began. */
export function toCard(row: MemberCardRow): Card {
  return { ...cardFields(row), linkedAt: new Date(row.linked_at).toISOString() };
}

/** A partner-loaded card as GET /api/Cards/AllPartnerCards lists it: its id is what the form sends as cardId. */
export function toPartnerCard(row: PartnerLoadedCardRow): Card {
  return { ...cardFields(row), linkedAt: null };
}

export function linkedEntry(row: MemberCardRow): CardRegistrationEntry {
  return { memberCard: toCard(row), error: null };
}

/** A card that was not linked: what the request said of it (never more), and why. */
export function failedEntry(
  card: { lastFour: string; cardType: CardTypeName; description?: string; partnerCardId?: string | null },
  error: CardRegistrationError,
): CardRegistrationEntry {
  return {
    memberCard: {
      id: null,
      cardType: card.cardType,
      lastFour: card.lastFour,
      description: card.description ?? cardBrandOfType(card.cardType).name,
      partnerCardId: card.partnerCardId ?? null,
      linkedAt: null,
    },
    error,
  };
}

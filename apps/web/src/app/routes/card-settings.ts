import type { LinkCardSettings } from '@/features/cards/components/link-card-form';
import type { PublicPartner } from '@/lib/partner';

/** The partner settings the cards feature follows (spec part 1 §3), handed over by the app layer. */
export const cardSettingsOf = (partner: PublicPartner): LinkCardSettings => ({
  cardTypesAccepted: partner.cardTypesAccepted,
  hasPartnerLoadedCards: partner.hasPartnerLoadedCards,
  accentColor: partner.theme.colors.accent,
});

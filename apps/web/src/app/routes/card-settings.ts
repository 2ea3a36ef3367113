import { useMemo } from 'react';
import { readCardCopy } from '@forkpoint/shared/content/card-copy';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import type { LinkCardSettings } from '@/features/cards/components/link-card-form';
import type { PublicPartner } from '@/lib/partner';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';

/** The partner settings the cards feature follows (spec part 1 §3), handed over by the app layer. */
export const cardSettingsOf = (partner: PublicPartner): LinkCardSettings => ({
  cardTypesAccepted: partner.cardTypesAccepted,
  hasPartnerLoadedCards: partner.hasPartnerLoadedCards,
  accentColor: partner.theme.colors.accent,
});

/** The settings with the program's card copy (the global `cards` entry, its defaults where unwritten). */
export function useCardSettings(partner: PublicPartner): LinkCardSettings {
  const globalCopy = usePartnerContent('*');
  const terms = useCopyTerms();
  return useMemo(() => {
    const fields = globalCopy.find((entry) => entry.slug === 'cards')?.fields;
    return { ...cardSettingsOf(partner), copy: expandCopyDeep(readCardCopy(fields), terms) };
  }, [partner, globalCopy, terms]);
}

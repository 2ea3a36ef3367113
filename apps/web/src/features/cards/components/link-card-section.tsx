import type { ReactNode } from 'react';
import { MAX_LINKED_CARDS } from '@forkpoint/shared/constants';
import { Spinner } from '@/components/ui/spinner';
import { useMemberCards } from '../api/get-member-cards';
import { usePartnerCards } from '../api/get-partner-cards';
import { CARD_MESSAGES } from '../lib/card-messages';
import type { RegistrationSummary } from '../lib/registration-summary';
import { LinkCardFields, type LinkCardSettings } from './link-card-form';

export interface LinkCardFormProps {
  settings: LinkCardSettings;
  label: string;
  submitLabel?: string;
  onLinked?: (summary: RegistrationSummary) => void | Promise<void>;
  cancel?: ReactNode;
}

/**
 * The reusable link-card form with what it needs loaded: the member's cards (they count toward the
 * maximum) and, where the partner has them, the partner-loaded cards. At the maximum it is the notice
 * that the maximum is reached instead (spec part 2 §2).
 */
export function LinkCardForm(props: LinkCardFormProps) {
  const cards = useMemberCards();
  const partnerCards = usePartnerCards(props.settings.hasPartnerLoadedCards);

  if (cards.isPending) return <Spinner />;
  if (cards.isError) {
    return (
      <div className="cards-error" role="alert">
        <p>Your cards could not be loaded, so a card cannot be linked right now.</p>
        <button type="button" className="button button--v2" onClick={() => void cards.refetch()}>
          Try again
        </button>
        {/* The way out (re-enrollment's "sign in later") stays when the form cannot show. */}
        {props.cancel}
      </div>
    );
  }
  if (cards.data.length >= MAX_LINKED_CARDS) return <MaximumReachedNotice />;
  return (
    <LinkCardFields
      {...props}
      linked={cards.data}
      partnerCards={partnerCards.data ?? []}
      partnerCardsLoading={props.settings.hasPartnerLoadedCards && partnerCards.isPending}
      partnerCardsFailed={partnerCards.isError}
    />
  );
}

export function MaximumReachedNotice() {
  return (
    <p className="cards-notice" role="status">
      {CARD_MESSAGES.maxReached}
    </p>
  );
}

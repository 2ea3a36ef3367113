import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Card } from '@forkpoint/shared/contracts/cards';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { showErrorToast, showSuccessToast } from '@/lib/toast';
import { deleteCard } from '../api/delete-card';
import { MEMBER_CARDS_QUERY_KEY, useMemberCards } from '../api/get-member-cards';
import { PARTNER_CARDS_QUERY_KEY } from '../api/get-partner-cards';
import { CARD_MESSAGES } from '../lib/card-messages';
import { CardRow } from './card-row';
import { DeleteCardDialog } from './delete-card-dialog';

export interface LinkedCardListProps {
  /** The last card was deleted: the account is deactivated, so the member goes to /SignOut (part 2 §2). */
  onAccountClosed: () => void;
  /** A card was deleted and the account stays open. */
  onCardDeleted?: () => void;
}

/**
 * The member's linked cards with their delete controls (spec part 2 §2 Manage cards): a confirmation
 * modal, then 'Deleting...' on the row; on success the list refreshes (or, for the last card, the member
 * is signed out); on failure the row returns to normal.
 */
export function LinkedCardList({ onAccountClosed, onCardDeleted }: LinkedCardListProps) {
  const cards = useMemberCards();
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLElement>(null);
  const [confirming, setConfirming] = useState<Card | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  // The row's delete button gives way to its spinner: focus waits on the list rather than on nothing.
  useEffect(() => {
    if (deletingId) listRef.current?.focus();
  }, [deletingId]);

  if (cards.isPending) return <Spinner />;
  if (cards.isError) {
    return (
      <div className="cards-error" role="alert">
        <p>Your linked cards could not be loaded.</p>
        <button type="button" className="button button--v2" onClick={() => void cards.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const remove = async (card: Card) => {
    setConfirming(null);
    setDeletingId(card.id);
    try {
      const answer = await deleteCard(card.id);
      void showSuccessToast(CARD_MESSAGES.deleted(card.lastFour));
      if (answer.accountClosed) return onAccountClosed();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MEMBER_CARDS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PARTNER_CARDS_QUERY_KEY }),
      ]);
      onCardDeleted?.();
    } catch (error) {
      // A 401 has already sent the member to /login (part 2 §7).
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        void showErrorToast(CARD_MESSAGES.deleteFailed(card.lastFour), { toastId: `delete-card-${card.id}` });
      }
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <section ref={listRef} className="linked-cards" tabIndex={-1} aria-labelledby="linked-cards-list-title">
      <h2 id="linked-cards-list-title" className="linked-cards__title">
        Your linked cards
      </h2>
      {deletingId ? (
        <p className="linked-cards__note" role="status">
          {CARD_MESSAGES.deletingNote}
        </p>
      ) : null}
      {cards.data.length === 0 ? (
        <p className="linked-cards__empty">You have no linked cards yet. Link a card below to start earning.</p>
      ) : (
        <ul className="linked-cards__list">
          {cards.data.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              deleting={deletingId === card.id}
              busy={deletingId !== null}
              onDelete={setConfirming}
            />
          ))}
        </ul>
      )}
      {confirming ? (
        <DeleteCardDialog
          card={confirming}
          isLastCard={cards.data.length === 1}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}

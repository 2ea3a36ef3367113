import { useRef } from 'react';
import type { Card } from '@forkpoint/shared/contracts/cards';
import { Modal } from '@/components/ui/modal';
import { cardDetail } from '../lib/card-display';

export interface DeleteCardDialogProps {
  card: Card;
  /** Deleting it leaves no card: the account is deactivated and the member signed out (part 2 §2). */
  isLastCard: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before a card is deleted (spec part 2 §2 "a delete control that opens a confirmation modal"). */
export function DeleteCardDialog({ card, isLastCard, onConfirm, onCancel }: DeleteCardDialogProps) {
  // Cancel is focused first: Enter on an opened dialog should not delete a card.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Delete this card?"
      onDismiss={onCancel}
      initialFocusRef={cancelRef}
      description={
        <>
          <p>
            {card.description} {cardDetail(card)} will stop earning rewards. Purchases made with it after it is deleted
            do not earn.
          </p>
          {isLastCard ? (
            <p className="delete-card__last">
              This is your only linked card. Deleting it closes your account and signs you out; you can link a card
              again to reopen it.
            </p>
          ) : null}
        </>
      }
    >
      <div className="modal__actions">
        <button ref={cancelRef} type="button" className="button button--v2" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button delete-card__confirm" onClick={onConfirm}>
          Delete card
        </button>
      </div>
    </Modal>
  );
}

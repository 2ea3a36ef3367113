import { useRef } from 'react';
import type { Reservation } from '@forkpoint/shared/contracts/reservations';
import { Modal } from '@/components/ui/modal';
import { dayWords, partyWords, timeWords } from '../lib/reservation-dates';

/** The confirmation before a reservation is cancelled. */
export function CancelReservationDialog({
  reservation,
  onConfirm,
  onKeep,
}: {
  reservation: Reservation;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  // "Keep reservation" is focused first: Enter on an opened dialog should not cancel a table.
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Cancel this reservation?"
      onDismiss={onKeep}
      initialFocusRef={keepRef}
      description={
        <p>
          {reservation.merchantName}, {dayWords(reservation.date)} at {timeWords(reservation.time)},{' '}
          {partyWords(reservation.partySize)}. The restaurant is told at once and the table is freed for others.
        </p>
      }
    >
      <div className="modal__actions">
        <button ref={keepRef} type="button" className="button button--v2" onClick={onKeep}>
          Keep reservation
        </button>
        <button type="button" className="button button--v1" onClick={onConfirm}>
          Cancel reservation
        </button>
      </div>
    </Modal>
  );
}

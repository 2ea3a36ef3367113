import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, getBookedReservations, markHonoured, STAGING_QUERY_KEYS } from '../api/staging-tools-api';
import { ToolOutcome, ToolPanel, type Outcome } from './tool-panel';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Reservations: the partner's booked reservations, each of which can be marked honoured as the booking
 * provider's webhook would, before its time too, paying the program's reservation bonus once.
 */
export function ReservationsTool() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useQuery({ queryKey: STAGING_QUERY_KEYS.reservations, queryFn: getBookedReservations, staleTime: 0 });
  const honour = useMutation({
    mutationFn: markHonoured,
    onSuccess: (reservation) => {
      setOutcome({
        kind: 'done',
        text: `Reservation ${reservation.confirmationNumber} at ${reservation.merchantName} is honoured${
          reservation.bonusAmount > 0 ? `; its bonus of ${reservation.bonusAmount} is paid` : ''
        }.`,
      });
      void queryClient.invalidateQueries({ queryKey: STAGING_QUERY_KEYS.reservations });
    },
    onError: (error) => setOutcome({ kind: 'failed', text: errorMessage(error) }),
  });
  const reservations = list.data?.reservations ?? [];

  return (
    <ToolPanel
      id="reservations-tool"
      title="Reservations"
      hint="Booked reservations of this partner, soonest first. Marking one honoured pays the reservation bonus once."
    >
      {list.isPending ? <Spinner message="Loading the reservations…" /> : null}
      {list.isError ? <p role="alert">{errorMessage(list.error)}</p> : null}
      {list.isSuccess && reservations.length === 0 ? (
        <p>No booked reservations. Book a table as a member, then come back.</p>
      ) : null}
      {reservations.length > 0 ? (
        <ul className="staging-tool__list" aria-label="Booked reservations">
          {reservations.map((reservation) => (
            <li key={reservation.id} className="staging-tool__item">
              <span>
                <strong>{reservation.merchantName}</strong>, {when.format(new Date(reservation.startsAt))}, party of{' '}
                {reservation.partySize}, {reservation.memberPublicId} (confirmation {reservation.confirmationNumber})
              </span>
              <button
                type="button"
                className="button button--v2"
                disabled={honour.isPending}
                aria-label={`Mark honoured: ${reservation.merchantName}, confirmation ${reservation.confirmationNumber}`}
                onClick={() => honour.mutate(reservation.id)}
              >
                Mark honoured
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ToolOutcome outcome={outcome} />
    </ToolPanel>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberReservations, Reservation } from '@forkpoint/shared/contracts/reservations';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import {
  cancelReservation,
  MEMBER_RESERVATIONS_QUERY_KEY,
  useMemberReservations,
  withReservation,
} from '../api/member-reservations';
import { shortDayWords } from '../lib/reservation-dates';
import { newestFirst, soonestFirst } from '../lib/reservation-status';
import { CancelReservationDialog } from './cancel-reservation-dialog';
import { ReservationRow } from './reservation-row';
import './reservations.css';
import { PageMain } from '@/components/layout/page-main';

/** Who is looking, as the app layer knows it (lib/member.ts). */
export type MyReservationsViewer = 'loading' | 'visitor' | 'member';

export interface MyReservationsPageProps {
  viewer: MyReservationsViewer;
  /** Sign-in, and the search for restaurants that take reservations. */
  hrefs: { login: string; findTable: string };
  /** The reservation bonus in the program's unit ("50 bonus miles", "$5"). */
  bonusWords: (amount: number) => string;
}

export const RESERVATIONS_LOADING_MESSAGE = 'Loading your reservations…';
export const RESERVATIONS_FAILED_MESSAGE = "We couldn't load your reservations. Please try again.";
const CANCEL_FAILED_MESSAGE = "We couldn't cancel this reservation. Please try again.";

/** /account/reservations, 'My Reservations' (issue 16): upcoming and past reservations, each cancellable ahead. */
export function MyReservationsPage(props: MyReservationsPageProps) {
  const titleId = useId();
  return (
    <PageMain className="page my-reservations">
      <section className="my-reservations__region" aria-labelledby={titleId}>
        <h1 id={titleId} className="page__title">
          My Reservations
        </h1>
        {props.viewer === 'loading' ? <Spinner message={RESERVATIONS_LOADING_MESSAGE} /> : null}
        {props.viewer === 'visitor' ? (
          // The account area is for signed-in members; no member call is made for a visitor.
          <p>
            <Link to={props.hrefs.login}>Sign in</Link> to see and manage your reservations.
          </p>
        ) : null}
        {props.viewer === 'member' ? <ReservationLists {...props} /> : null}
      </section>
    </PageMain>
  );
}

function ReservationLists({ hrefs, bonusWords }: MyReservationsPageProps) {
  const reservations = useMemberReservations(true);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Reservation | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  if (reservations.isPending) return <Spinner message={RESERVATIONS_LOADING_MESSAGE} />;
  if (reservations.isError) {
    return (
      <div className="my-reservations__notice" role="alert">
        <p>{RESERVATIONS_FAILED_MESSAGE}</p>
        <button type="button" className="button button--v2" onClick={() => void reservations.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const { upcoming, past } = reservations.data;
  const cancel = async (reservation: Reservation) => {
    setConfirming(null);
    setFailure(null);
    setCancellingId(reservation.id);
    try {
      const cancelled = await cancelReservation(reservation.id);
      queryClient.setQueryData<MemberReservations>(MEMBER_RESERVATIONS_QUERY_KEY, (list) =>
        list ? withReservation(list, cancelled) : list,
      );
      setAnnouncement(
        `Your reservation at ${reservation.merchantName} on ${shortDayWords(reservation.date)} is cancelled.`,
      );
    } catch (error) {
      // A 401 has already sent the member to /login; any other refusal is said on the row.
      const message = error instanceof ApiRequestError && error.body?.message ? error.body.message : null;
      setFailure({ id: reservation.id, message: message ?? CANCEL_FAILED_MESSAGE });
    } finally {
      setCancellingId(null);
      // The Cancel button is gone or busy: the row keeps the focus, and says its new status.
      document.getElementById(`reservation-${reservation.id}`)?.focus();
    }
  };

  const rows = (list: readonly Reservation[]) => (
    <ul className="my-reservations__list">
      {list.map((reservation) => (
        <ReservationRow
          key={reservation.id}
          reservation={reservation}
          bonusWords={bonusWords}
          cancelling={cancellingId === reservation.id}
          error={failure?.id === reservation.id ? failure.message : null}
          onCancel={setConfirming}
        />
      ))}
    </ul>
  );

  return (
    <>
      {/* Present from the start, so what it later says is announced. */}
      <div role="status">{announcement ? <p className="my-reservations__announcement">{announcement}</p> : null}</div>
      {upcoming.length === 0 && past.length === 0 ? (
        <div className="my-reservations__empty">
          <h2 className="my-reservations__subtitle">No reservations yet</h2>
          <p>Book a table from a restaurant&apos;s page: many take reservations right here.</p>
          <Link className="button button--v1" to={hrefs.findTable}>
            Find a restaurant that takes reservations
          </Link>
        </div>
      ) : (
        <>
          <section className="my-reservations__section" aria-labelledby="reservations-upcoming">
            <h2 id="reservations-upcoming" className="my-reservations__subtitle">
              Upcoming
            </h2>
            {upcoming.length > 0 ? (
              rows(soonestFirst(upcoming))
            ) : (
              <p className="my-reservations__none">
                No upcoming reservations. <Link to={hrefs.findTable}>Find a table</Link>
              </p>
            )}
          </section>
          <section className="my-reservations__section" aria-labelledby="reservations-past">
            <h2 id="reservations-past" className="my-reservations__subtitle">
              Past
            </h2>
            {past.length > 0 ? rows(newestFirst(past)) : <p className="my-reservations__none">No past reservations.</p>}
          </section>
        </>
      )}
      {confirming ? (
        <CancelReservationDialog
          reservation={confirming}
          onConfirm={() => void cancel(confirming)}
          onKeep={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

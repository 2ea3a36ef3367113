import { Link } from 'react-router';
import type { Reservation } from '@forkpoint/shared/contracts/reservations';
import { paths } from '@/config/paths';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { ReservationSummary } from './reservation-summary';

/** The booked state: the confirmation number, the reservation in words and the way to My reservations. */
export function ReservationBooked({
  reservation,
  hasBonus,
  onBookAnother,
}: {
  reservation: Reservation;
  /** The partner gives a reservation bonus for a completed reservation. */
  hasBonus: boolean;
  onBookAnother: () => void;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="reservation-step reservation-step--booked">
      <h3 ref={headingRef} tabIndex={-1} className="reservation-step__title reservation-step__title--booked">
        <svg className="reservation-step__check" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" />
          <path d="M6.5 12.5l3.5 3.5 7.5-8" />
        </svg>
        You&apos;re booked
      </h3>
      <p className="reservation-confirmation">
        Confirmation number{' '}
        <strong className="reservation-confirmation__number">{reservation.confirmationNumber}</strong>
      </p>
      <ReservationSummary
        restaurant={reservation.merchantName}
        date={reservation.date}
        time={reservation.time}
        partySize={reservation.partySize}
      />
      {hasBonus ? (
        <p className="reservation-step__note">Your reservation bonus is added once you&apos;ve dined.</p>
      ) : null}
      <div className="reservation-step__actions">
        <Link className="button button--v1" to={paths.account.reservations.getHref()}>
          See My Reservations
        </Link>
        <button type="button" className="button button--v2" onClick={onBookAnother}>
          Book another table
        </button>
      </div>
    </div>
  );
}

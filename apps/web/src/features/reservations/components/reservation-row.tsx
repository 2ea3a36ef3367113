import { useId } from 'react';
import { Link } from 'react-router';
import type { Reservation } from '@forkpoint/shared/contracts/reservations';
import { paths } from '@/config/paths';
import { dayWords, partyWords, shortDayWords, timeWords } from '../lib/reservation-dates';
import { STATUS_WORDS } from '../lib/reservation-status';

export interface ReservationRowProps {
  reservation: Reservation;
  /** The bonus in the program's unit ("50 bonus miles", "$5"). */
  bonusWords: (amount: number) => string;
  cancelling: boolean;
  /** Why the last cancel failed, shown on the row. */
  error: string | null;
  onCancel: (reservation: Reservation) => void;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** One reservation: its restaurant (linked to its page), when, for how many, its status and the bonus earned. */
export function ReservationRow({ reservation, bonusWords, cancelling, error, onCancel }: ReservationRowProps) {
  const nameId = useId();
  const day = new Date(`${reservation.date}T00:00:00Z`);
  const details = [
    partyWords(reservation.partySize),
    reservation.merchantCity,
    `Confirmation ${reservation.confirmationNumber}`,
  ].filter(Boolean);
  return (
    <li
      id={`reservation-${reservation.id}`}
      className={`reservation-row reservation-row--${reservation.status}`}
      tabIndex={-1}
      aria-labelledby={nameId}
    >
      <div className="reservation-row__calendar" aria-hidden="true">
        <span>{Number.isNaN(day.getTime()) ? '' : MONTH.format(day)}</span>
        <strong>{Number.isNaN(day.getTime()) ? '' : day.getUTCDate()}</strong>
      </div>
      <div className="reservation-row__body">
        <h3 id={nameId} className="reservation-row__name">
          <Link to={paths.merchant.getHref(reservation.merchantNumber)}>{reservation.merchantName}</Link>
        </h3>
        <p className="reservation-row__when">
          {dayWords(reservation.date)} at {timeWords(reservation.time)}
        </p>
        <p className="reservation-row__details">
          {details.map((detail, index) => (
            <span key={detail} className="reservation-row__detail">
              {index > 0 ? ' · ' : ''}
              {detail}
            </span>
          ))}
        </p>
        {reservation.status === 'honoured' && reservation.bonusAmount > 0 ? (
          <p className="reservation-row__bonus">Earned {bonusWords(reservation.bonusAmount)}</p>
        ) : null}
      </div>
      <div className="reservation-row__side">
        <span className={`reservation-badge reservation-badge--${reservation.status}`}>
          <span className="visually-hidden">Status: </span>
          {STATUS_WORDS[reservation.status]}
        </span>
        {reservation.cancellable ? (
          <button
            type="button"
            className="button button--v2 reservation-row__cancel"
            disabled={cancelling}
            onClick={() => onCancel(reservation)}
          >
            {cancelling ? 'Cancelling…' : 'Cancel'}
            {/* The space stays outside the hidden span: name computation trims a child's own text. */}{' '}
            <span className="visually-hidden">
              reservation at {reservation.merchantName} on {shortDayWords(reservation.date)}
            </span>
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="reservation-row__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

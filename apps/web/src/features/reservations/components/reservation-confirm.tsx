import { RESERVATION_RULES } from '@forkpoint/shared/contracts/reservation-constants';
import { CopyText } from '@/components/copy/copy-text';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { ReservationSummary } from './reservation-summary';

export interface ReservationConfirmProps {
  restaurant: string;
  date: string;
  time: string;
  partySize: number;
  /** The partner's reservation bonus copy, where it has one. */
  bonusCopy: string | null;
  /** The restaurant secures the table with the member's linked card. */
  cardRequired: boolean;
  booking: boolean;
  onComplete: () => void;
  onChange: () => void;
}

/** The held table, to confirm: the reservation in words, the bonus it earns, and "Complete reservation". */
export function ReservationConfirm(props: ReservationConfirmProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="reservation-step" aria-busy={props.booking || undefined}>
      <h3 ref={headingRef} tabIndex={-1} className="reservation-step__title">
        Confirm your reservation
      </h3>
      <p className="reservation-step__note">
        We&apos;re holding this table for {RESERVATION_RULES.holdMinutes} minutes while you confirm.
      </p>
      <ReservationSummary
        restaurant={props.restaurant}
        date={props.date}
        time={props.time}
        partySize={props.partySize}
      />
      {props.bonusCopy ? (
        <p className="reservation-bonus">
          <CopyText text={props.bonusCopy} />
        </p>
      ) : null}
      {props.cardRequired ? (
        <p className="reservation-step__note">{props.restaurant} secures this reservation with your linked card.</p>
      ) : null}
      <div className="reservation-step__actions">
        <button type="button" className="button button--v1" disabled={props.booking} onClick={props.onComplete}>
          {props.booking ? 'Booking…' : 'Complete reservation'}
        </button>
        <button type="button" className="button button--v2" disabled={props.booking} onClick={props.onChange}>
          Change time
        </button>
      </div>
    </div>
  );
}

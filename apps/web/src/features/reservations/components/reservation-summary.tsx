import { dayWords, partyWords, timeWords } from '../lib/reservation-dates';

/** The reservation in words: where, when and for how many (the confirmation and the booked state). */
export function ReservationSummary({
  restaurant,
  date,
  time,
  partySize,
}: {
  restaurant: string;
  date: string;
  time: string;
  partySize: number;
}) {
  return (
    <dl className="reservation-summary">
      <div>
        <dt>Restaurant</dt>
        <dd>{restaurant}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{dayWords(date)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{timeWords(time)}</dd>
      </div>
      <div>
        <dt>Party</dt>
        <dd>{partyWords(partySize)}</dd>
      </div>
    </dl>
  );
}

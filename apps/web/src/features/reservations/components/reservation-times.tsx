import { useId, useState } from 'react';
import type { ReservationSlot } from '@forkpoint/shared/contracts/reservations';
import { partyWords, shortDayWords, timeWords } from '../lib/reservation-dates';

export interface ReservationTimesProps {
  slots: readonly ReservationSlot[];
  date: string;
  /** The asked time: the times nearest to it are shown first. */
  time: string;
  partySize: number;
  /** The time being held or chosen, marked as pressed. */
  chosen: string | null;
  busy: boolean;
  onChoose: (slot: ReservationSlot) => void;
}

/** How many times show before "Show all": the nearest to the asked one, as a booking widget offers them. */
export const NEAREST_TIMES = 6;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The slots nearest to the asked time (earlier first on a tie), then in time order. */
export function nearestSlots(slots: readonly ReservationSlot[], time: string, count: number): ReservationSlot[] {
  const asked = minutesOf(time);
  const byTime = (a: ReservationSlot, b: ReservationSlot) => a.time.localeCompare(b.time);
  return [...slots]
    .sort((a, b) => Math.abs(minutesOf(a.time) - asked) - Math.abs(minutesOf(b.time) - asked) || byTime(a, b))
    .slice(0, count)
    .sort(byTime);
}

/**
 * The available times as a group of buttons (spec part 2 §2 "reservation module"): the six nearest to the
 * asked time, and the rest on "Show all times".
 */
export function ReservationTimes({ slots, date, time, partySize, chosen, busy, onChoose }: ReservationTimesProps) {
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll
    ? [...slots].sort((a, b) => a.time.localeCompare(b.time))
    : nearestSlots(slots, time, NEAREST_TIMES);
  return (
    <div className="reservation-times" role="group" aria-labelledby={`${id}-label`}>
      <h3 id={`${id}-label`} className="reservation-times__label" tabIndex={-1}>
        Choose a time{' '}
        <span className="reservation-times__for">{`${shortDayWords(date)} · ${partyWords(partySize)}`}</span>
      </h3>
      <ul id={`${id}-list`} className="reservation-times__list">
        {shown.map((slot) => (
          <li key={slot.slot}>
            <button
              type="button"
              className="reservation-time"
              aria-pressed={chosen === slot.slot}
              disabled={busy}
              onClick={() => onChoose(slot)}
            >
              {timeWords(slot.time)}
            </button>
          </li>
        ))}
      </ul>
      {slots.length > NEAREST_TIMES ? (
        <button
          type="button"
          className="reservation-link-button"
          aria-expanded={showAll}
          aria-controls={`${id}-list`}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show fewer times' : `Show all ${slots.length} times`}
        </button>
      ) : null}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { RESERVATION_FIELD_MESSAGES } from '@forkpoint/shared/contracts/reservations';
import { FieldError, FieldLabel } from '@/components/form/field-label';
import type { SearchCriteria } from '../hooks/use-reservation-flow';
import {
  isInWindow,
  partyWords,
  PARTY_SIZE_OPTIONS,
  TIME_OPTIONS,
  timeWords,
  type DateWindow,
} from '../lib/reservation-dates';

export interface ReservationSearchFormProps {
  initial: SearchCriteria;
  window: DateWindow;
  /** A time is being held or booked: the search waits. */
  busy: boolean;
  onSearch: (criteria: SearchCriteria) => void;
}

/**
 * The widget's inputs (spec part 2 §4): a native date input limited to the window, the times of the
 * 15-minute grid and the party size. Asking is a "Find a table" away, so changing one input does not search
 * on its own; a date outside the window (typed past the picker's limits) is said at the field.
 */
export function ReservationSearchForm({ initial, window, busy, onSearch }: ReservationSearchFormProps) {
  const id = useId();
  const [criteria, setCriteria] = useState(initial);
  const [dateError, setDateError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isInWindow(criteria.date, window)) {
      setDateError(RESERVATION_FIELD_MESSAGES.date);
      document.getElementById(`${id}-date`)?.focus();
      return;
    }
    setDateError(undefined);
    onSearch(criteria);
  };

  return (
    <form className="reservation-search" aria-label="Find a table" noValidate onSubmit={submit}>
      <div className="form-field reservation-search__date">
        <FieldLabel htmlFor={`${id}-date`} label="Date" />
        <input
          id={`${id}-date`}
          type="date"
          className="form-field__input"
          min={window.min}
          max={window.max}
          value={criteria.date}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
          onChange={(event) => setCriteria({ ...criteria, date: event.target.value })}
        />
        <FieldError id={`${id}-date-error`} message={dateError} />
      </div>
      <div className="form-field">
        <FieldLabel htmlFor={`${id}-time`} label="Time" />
        <select
          id={`${id}-time`}
          className="form-field__input"
          value={criteria.time}
          onChange={(event) => setCriteria({ ...criteria, time: event.target.value })}
        >
          {TIME_OPTIONS.map((time) => (
            <option key={time} value={time}>
              {timeWords(time)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <FieldLabel htmlFor={`${id}-party`} label="Party size" />
        <select
          id={`${id}-party`}
          className="form-field__input"
          value={criteria.partySize}
          onChange={(event) => setCriteria({ ...criteria, partySize: Number(event.target.value) })}
        >
          {PARTY_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {partyWords(size)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--v1 reservation-search__submit" disabled={busy}>
        Find a table
      </button>
    </form>
  );
}

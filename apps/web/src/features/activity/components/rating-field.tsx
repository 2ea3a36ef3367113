import { useId, useState, type Ref } from 'react';
import { reservedFor } from './message-line';

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

export interface RatingFieldProps {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error: string | null;
  /** The longest message the rating can show: its line keeps room for it (message-line.ts). */
  reserve: string;
  /** The first star's input, to focus when the group needs attention. */
  inputRef?: Ref<HTMLInputElement>;
}

const starName = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * A 1-5 star rating as a native radio group (spec part 2 §5 review dialog): the fieldset's legend names
 * it, each star is a radio labelled "4 stars", so Tab reaches the group once, the arrow keys choose, and a
 * screen reader hears the group, the choice and its position. The stars up to the chosen (or pointed)
 * one are drawn filled.
 */
export function RatingField({ legend, value, onChange, error, reserve, inputRef }: RatingFieldProps) {
  const id = useId();
  const line = reservedFor(reserve);
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  return (
    <fieldset
      className={`rating ${line.className}${error ? ' rating--invalid' : ''}`}
      style={line.style}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="rating__legend">{legend}</legend>
      <div className="rating__row">
        <div className="rating__stars" onMouseLeave={() => setPointed(null)}>
          {RATING_VALUES.map((n) => (
            <label
              key={n}
              className={`rating__star${n <= shown ? ' rating__star--on' : ''}`}
              onMouseEnter={() => setPointed(n)}
            >
              <input
                ref={n === 1 ? inputRef : undefined}
                type="radio"
                className="rating__input"
                name={`${id}-rating`}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
              />
              <span className="rating__glyph" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">{starName(n)}</span>
            </label>
          ))}
        </div>
        <span className="rating__value" aria-hidden="true">
          {value ? `${value} of 5` : 'Not rated'}
        </span>
      </div>
      {/* Kept while empty, as high as the message: the message going moves no star below (issue 30). */}
      <div className="form-field__messages">
        {error ? (
          <p id={`${id}-error`} className="form-field__error rating__error">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

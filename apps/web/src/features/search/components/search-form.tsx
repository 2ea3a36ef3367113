import { useId, useRef, useState, type FormEvent } from 'react';
import { LOCATION_MESSAGE } from '@forkpoint/shared/contracts/location-message';
import { MERCHANT_SEARCH_LIMITS } from '@forkpoint/shared/contracts/merchant-constants';
import { looksLikeLocation, whereLabel, type SearchWhere } from '../lib/search-criteria';

/**
 * The search form (spec part 1 §2 Search, §5): the location ("City, ST" or ZIP; required, else "Enter
 * city, state or ZIP code"), restaurant or cuisine, and the use-current-location action. For a
 * current-location or map-view search the location field shows "Current Location" or "Current Map View";
 * submitting it unchanged keeps that search. Checks run on blur first, then on every change after the
 * first submit (spec part 1 §4 Forms).
 */

/** Spec part 1 §5: the note of a form with a required field (as the forms kit's REQUIRED_NOTE). */
const REQUIRED_NOTE = '* Required field';
const MAX_TEXT = MERCHANT_SEARCH_LIMITS.maxTextLength;

export interface SearchFormValues {
  /** A typed place, or null to keep the current search's place (location label left unchanged). */
  location: string | null;
  restaurantOrCuisine: string;
}

export interface SearchFormProps {
  where: SearchWhere;
  restaurantOrCuisine: string;
  /** The server's word on the location (a 400 naming the field), shown like the form's own check. */
  locationError: string | null;
  locating: boolean;
  onSearch: (values: SearchFormValues) => void;
  onUseCurrentLocation: () => void;
}

function checkLocation(text: string, where: SearchWhere): string | null {
  const value = text.trim();
  if (where.kind !== 'location' && value === whereLabel(where)) return null;
  return looksLikeLocation(value) ? null : LOCATION_MESSAGE;
}

export function SearchForm(props: SearchFormProps) {
  const { where } = props;
  const label = whereLabel(where);
  const [location, setLocation] = useState(label);
  const [text, setText] = useState(props.restaurantOrCuisine);
  const [shownFor, setShownFor] = useState({ label, text: props.restaurantOrCuisine });
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const locationRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // A new search (back/forward, "search this area", a link) shows its own place and words.
  if (shownFor.label !== label || shownFor.text !== props.restaurantOrCuisine) {
    setShownFor({ label, text: props.restaurantOrCuisine });
    setLocation(label);
    setText(props.restaurantOrCuisine);
    setError(null);
  }

  const message = error ?? (location.trim() === label ? props.locationError : null);
  const errorId = `${id}-location-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = checkLocation(location, where);
    setError(problem);
    if (problem) {
      locationRef.current?.focus();
      return;
    }
    const typed = location.trim().replace(/\s+/g, ' ');
    const keepsPlace = where.kind !== 'location' && typed === label;
    props.onSearch({ location: keepsPlace ? null : typed, restaurantOrCuisine: text.trim() });
  };

  return (
    <form className="search-form" role="search" aria-label="Restaurants" noValidate onSubmit={submit}>
      <p className="search-form__required-note">{REQUIRED_NOTE}</p>
      <div className="search-form__fields">
        <div className="form-field search-form__location">
          {/* The forms kit's label and message (components/form/field-label.tsx), without its shared chunk. */}
          <label htmlFor={`${id}-location`} className="form-field__label">
            Location
            <span className="form-field__required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> (required)</span>
          </label>
          <input
            ref={locationRef}
            id={`${id}-location`}
            className="form-field__input"
            name="location"
            placeholder="City, state or ZIP code"
            autoComplete="off"
            maxLength={MAX_TEXT}
            aria-required="true"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            value={location}
            onFocus={(event) => {
              if (where.kind !== 'location' && event.target.value === label) event.target.select();
            }}
            onChange={(event) => {
              setLocation(event.target.value);
              if (submitted) setError(checkLocation(event.target.value, where));
            }}
            onBlur={(event) => {
              // A message shown is checked again too, so going back to the searched place clears it.
              if (event.target.value !== label || submitted || error)
                setError(checkLocation(event.target.value, where));
            }}
          />
          {/*
           * The forms kit's message line (form.css): there, one message high, even while empty, so the
           * message coming or going on blur moves neither "Use current location" nor Search (issue 30).
           */}
          <div className="form-field__messages">
            {message ? (
              <p id={errorId} className="form-field__error">
                {message}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="search-button search-button--link search-form__current"
            onClick={props.onUseCurrentLocation}
          >
            {props.locating ? 'Finding your location…' : 'Use current location'}
          </button>
        </div>
        <div className="form-field search-form__text">
          <label className="form-field__label" htmlFor={`${id}-text`}>
            Restaurant or cuisine
          </label>
          <input
            id={`${id}-text`}
            className="form-field__input"
            type="search"
            name="restaurantOrCuisine"
            placeholder="Name or cuisine, e.g. sushi"
            maxLength={MAX_TEXT}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="search-button search-form__submit">
          Search
        </button>
      </div>
    </form>
  );
}

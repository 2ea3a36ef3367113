import { useId, useState, type KeyboardEvent } from 'react';

/** A restaurant a claim can name: the catalog's public id, its name and where it is. */
export interface PickableRestaurant {
  merchantId: string;
  name: string;
  place: string;
}

export type RestaurantSearch = (name: string, location: string) => Promise<PickableRestaurant[]>;

export interface RestaurantPickerProps {
  search: RestaurantSearch;
  /** Where to search first: the member's ZIP. */
  defaultLocation: string;
  selected: string;
  onSelect: (merchantId: string) => void;
  error?: string | undefined;
}

/**
 * Finds the restaurant of a claim by name near a place (the merchant search), then offers the answers as
 * radio buttons. Not a form of its own (it lives inside the claim form): Enter in a search field searches.
 */
export function RestaurantPicker({ search, defaultLocation, selected, onSelect, error }: RestaurantPickerProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [location, setLocation] = useState(defaultLocation);
  const [state, setState] = useState<'idle' | 'searching' | 'done' | 'failed'>('idle');
  const [results, setResults] = useState<PickableRestaurant[]>([]);

  const run = async () => {
    setState('searching');
    try {
      setResults(await search(name.trim(), location.trim()));
      setState('done');
    } catch {
      setState('failed');
    }
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };

  return (
    <fieldset className="restaurant-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="restaurant-picker__legend">Restaurant *</legend>
      <div className="restaurant-picker__search">
        <label htmlFor={`${id}-name`}>Restaurant name</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onEnter} />
        <label htmlFor={`${id}-location`}>City, state or ZIP code</label>
        <input
          id={`${id}-location`}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          onKeyDown={onEnter}
        />
        <button type="button" className="button button--v2" onClick={() => void run()} disabled={state === 'searching'}>
          {state === 'searching' ? 'Searching…' : 'Find restaurant'}
        </button>
      </div>
      <div aria-live="polite">
        {state === 'failed' ? <p>We could not search just now. Please try again.</p> : null}
        {state === 'done' && results.length === 0 ? (
          <p>No restaurant of your program matches. Try another name or place.</p>
        ) : null}
      </div>
      {results.length > 0 ? (
        <ul className="restaurant-picker__results">
          {results.map((restaurant) => (
            <li key={restaurant.merchantId}>
              <label>
                <input
                  type="radio"
                  name={`${id}-restaurant`}
                  value={restaurant.merchantId}
                  checked={selected === restaurant.merchantId}
                  onChange={() => onSelect(restaurant.merchantId)}
                />
                <span>
                  <strong>{restaurant.name}</strong>{' '}
                  <span className="restaurant-picker__place">{restaurant.place}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

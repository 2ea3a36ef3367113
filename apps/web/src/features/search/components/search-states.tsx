import { useId, useState } from 'react';
import { DEFAULT_LOCATION_LABEL } from '../lib/search-criteria';

/**
 * The search page's states besides a list of results (spec part 1 §2 Search: "states for no results,
 * location blocked and error"). Each says what happened and what to do next.
 */

/**
 * Geolocation was denied (blocked) or failed: the search uses the default location meanwhile (§4, §8). On a phone
 * it is one line, whose "What to do" opens the rest: a box of four lines there pushed every restaurant off the
 * first screen (issue 30, defect 4).
 */
export function LocationNotice({ reason, compact = false }: { reason: 'denied' | 'unavailable'; compact?: boolean }) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={`search-notice${compact ? ' search-notice--compact' : ''}`} role="status">
      <div className="search-notice__line">
        <h2 className="search-notice__title">
          {reason === 'denied' ? 'Location access is blocked' : 'We could not find your location'}
        </h2>
        {compact ? (
          <button
            type="button"
            className="search-button search-button--link search-notice__more"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((was) => !was)}
          >
            What to do
          </button>
        ) : null}
      </div>
      <p id={detailsId} hidden={compact && !open}>
        Showing restaurants near {DEFAULT_LOCATION_LABEL}. Enter a city, state or ZIP code to search elsewhere
        {reason === 'denied' ? ', or allow this site to use your location in your browser settings.' : '.'}
      </p>
    </div>
  );
}

export function NoResults({
  canClearFilters,
  onClearFilters,
}: {
  canClearFilters: boolean;
  onClearFilters: () => void;
}) {
  return (
    <div className="search-state">
      <h3 className="search-state__title">No restaurants found</h3>
      <p>
        No participating restaurants match this search. Try another location, other words, or move the map and search
        that area.
      </p>
      {canClearFilters ? (
        <button type="button" className="search-button search-button--secondary" onClick={onClearFilters}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}

/** A search the server refused with a reason the user can act on (a place it does not know, a map too wide). */
export function SearchProblem({ message }: { message: string }) {
  return (
    <div className="search-state search-state--problem" role="alert">
      <h3 className="search-state__title">Check your search</h3>
      <p>{message}</p>
    </div>
  );
}

export function SearchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="search-state search-state--error" role="alert">
      <h3 className="search-state__title">Something went wrong</h3>
      <p>We could not load restaurants just now. Please try again.</p>
      <button type="button" className="search-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

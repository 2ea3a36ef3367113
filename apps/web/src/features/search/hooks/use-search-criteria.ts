import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { criteriaFromParams, criteriaToParams, type SearchCriteria } from '../lib/search-criteria';
import { lastSearchStore, manualLocationStore } from '../lib/search-storage';

/**
 * The search lives in the page URL, so links (a carousel's "View all" to /search?{query}), reloads and
 * back/forward all run the same search. A bare /search starts from the last successful search, else from
 * the last place typed, else from the user's current location (spec part 1 §3 storage keys).
 */

/** The query a bare /search starts from, or null for a current-location search. */
export function landingQuery(): string | null {
  const last = lastSearchStore.get();
  if (last) return last;
  const manual = manualLocationStore.get();
  return manual ? new URLSearchParams({ location: manual }).toString() : null;
}

export function useSearchCriteria() {
  const [params, setParams] = useSearchParams();
  // Decided once, on arrival: a later bare URL ("Use current location" with no filters) is meant as it is.
  const [restoring, setRestoring] = useState(() =>
    criteriaToParams(criteriaFromParams(params)).size === 0 ? landingQuery() : null,
  );

  useEffect(() => {
    if (restoring === null) return;
    setParams(new URLSearchParams(restoring), { replace: true });
    setRestoring(null);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const source = restoring ?? params.toString();
  const criteria = useMemo(() => criteriaFromParams(new URLSearchParams(source)), [source]);
  /** The search in its canonical spelling: the key of the stored last search and map view. */
  const pageQuery = useMemo(() => criteriaToParams(criteria).toString(), [criteria]);

  const update = useCallback((next: SearchCriteria) => setParams(criteriaToParams(next)), [setParams]);
  return { criteria, pageQuery, update };
}

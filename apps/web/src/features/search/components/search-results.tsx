import { useId } from 'react';
import type { MerchantCard as MerchantSearchResult } from '@forkpoint/shared/contracts/merchants';
import { Spinner } from '@/components/ui/spinner';
import type { SearchFailure } from '../lib/search-errors';
import { ResultsList, type ResultsListProps } from './results-list';
import { NoResults, SearchError, SearchProblem } from './search-states';

/**
 * The results section: its heading says where ("Restaurants near Chicago, IL"), then the state of the
 * search: finding the position, loading, a problem to fix, an error to retry, no results, or the list.
 */

export interface SearchResultsProps extends Omit<ResultsListProps, 'merchants'> {
  heading: string;
  merchants: readonly MerchantSearchResult[];
  /** The user's position is being asked for. */
  locating: boolean;
  loading: boolean;
  /** A message for the user to act on (the location check, a 400's field message). */
  problem: string | null;
  failure: SearchFailure | null;
  onRetry: () => void;
  canClearFilters: boolean;
  onClearFilters: () => void;
}

function countText(count: number, hasMore: boolean): string {
  const restaurants = count === 1 ? '1 restaurant' : `${count} restaurants`;
  return hasMore ? `Showing the first ${restaurants}` : `Showing ${restaurants}`;
}

export function SearchResults({ heading, locating, loading, problem, failure, onRetry, ...list }: SearchResultsProps) {
  const headingId = useId();
  let body;
  if (problem) body = <SearchProblem message={problem} />;
  else if (failure?.kind === 'error') body = <SearchError onRetry={onRetry} />;
  else if (locating) body = <Spinner message="Finding your location…" />;
  else if (loading) body = <Spinner />;
  else if (list.merchants.length === 0)
    body = <NoResults canClearFilters={list.canClearFilters} onClearFilters={list.onClearFilters} />;
  else
    body = (
      <>
        <p className="search-results__count" role="status">
          {countText(list.merchants.length, list.hasMore)}
        </p>
        <ResultsList {...list} />
      </>
    );

  return (
    <section className="search-results" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-results__title">
        {heading}
      </h2>
      {body}
    </section>
  );
}

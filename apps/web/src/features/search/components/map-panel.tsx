import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import type { SearchMapProps } from '../map/search-map';

/**
 * The map, loaded only when it is shown (desktop, or map mode on a phone): Leaflet, clustering and the
 * US states data are a chunk of their own, outside the search page's first-load JavaScript
 * (bench/bundle.mjs). If the chunk cannot load, the list still holds every result.
 */
const SearchMap = lazy(() => import('../map/search-map'));

const MAP_FAILED = 'The map could not be loaded. The list shows every restaurant found.';

export function MapPanel(props: SearchMapProps) {
  return (
    <div className="search-page__map">
      <ErrorBoundary
        resetKey={props.viewKey}
        fallback={
          <p className="search-map__failed" role="alert">
            {MAP_FAILED}
          </p>
        }
      >
        <Suspense fallback={<p className="search-map__loading">Loading the map…</p>}>
          <SearchMap {...props} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

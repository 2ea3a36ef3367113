import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BREAKPOINTS_PX } from '@forkpoint/shared/constants';
import { LOCATION_MESSAGE } from '@forkpoint/shared/contracts/location-message';
import { MEDIA, useMediaQuery } from '@/lib/use-media-query';
import { useMerchantSearch } from '../api/search-merchants';
import { useCurrentLocation } from '../hooks/use-current-location';
import { useSearchCriteria } from '../hooks/use-search-criteria';
import type { FilterOptions } from '../lib/filter-options';
import {
  activeFilterCount,
  CURRENT_LOCATION_LABEL,
  CURRENT_MAP_VIEW_LABEL,
  DEFAULT_LOCATION_LABEL,
  looksLikeLocation,
  NO_FILTERS,
  toApiQuery,
  whereLabel,
  type MapBounds,
} from '../lib/search-criteria';
import { describeSearchError } from '../lib/search-errors';
import { lastSearchStore, manualLocationStore, selectedMerchantStore } from '../lib/search-storage';
import type { MapSelection } from '../map/search-map';
import { FilterPanel } from './filter-panel';
import { FoldedSearchForm, useSearchFormFold } from './folded-search-form';
import { useCardViewer } from './merchant-card-viewer';
import { MapPanel } from './map-panel';
import { resultItemId } from './results-list';
import { SearchForm, type SearchFormValues } from './search-form';
import { SearchResults } from './search-results';
import { LocationNotice } from './search-states';
import '@/components/form/form.css';
import './search-page.css';
import { PageMain } from '@/components/layout/page-main';

/**
 * /search (spec part 1 §2 Search, §4 Geolocation and Map and list mode): the search form, the filter and
 * sort panel, the results list and the lazily loaded map side by side; below the md breakpoint a list
 * mode (form and list) and a map mode (map and list), toggled by "Show map" / "Change search". The search
 * itself is the page URL (hooks/use-search-criteria.ts).
 */

export interface SearchPageProps {
  /** The partner's searchFilters setting: which filter options it offers. */
  filterOptions: FilterOptions;
}

/** Phones and small tablets (below the spec's 861 px breakpoint) get the list and map modes. */
const MOBILE_QUERY = `(max-width: ${BREAKPOINTS_PX.md - 1}px)`;

export function SearchPage({ filterOptions }: SearchPageProps) {
  const { criteria, pageQuery, update } = useSearchCriteria();
  const { where } = criteria;
  const current = useCurrentLocation(where.kind === 'currentLocation');
  const fallback =
    where.kind === 'currentLocation' && (current.status === 'denied' || current.status === 'unavailable');
  const typedProblem = where.kind === 'location' && !looksLikeLocation(where.location) ? LOCATION_MESSAGE : null;
  const apiQuery = useMemo(
    () => (typedProblem ? null : toApiQuery(criteria, current.point)),
    [criteria, current.point, typedProblem],
  );
  const search = useMerchantSearch(apiQuery, useCardViewer().key);
  const { pages } = search;
  const merchants = useMemo(() => pages.flatMap((page) => page.merchants), [pages]);
  const area = pages[0]?.searchArea ?? null;
  const failure = search.error ? describeSearchError(search.error) : null;
  const locationError = typedProblem ?? (failure?.kind === 'location' ? failure.message : null);
  const problem = locationError ?? (failure?.kind === 'problem' ? failure.message : null);

  const mobile = useMediaQuery(MOBILE_QUERY);
  const [mode, setMode] = useState<'list' | 'map'>('list');
  const mapMode = mobile && mode === 'map';
  // Phones fold the form to one line after a search, unless there is a location to correct.
  const phone = useMediaQuery(MEDIA.belowSmall);
  const fold = useSearchFormFold(pageQuery);
  const formFolded = phone && !fold.open && !locationError;

  // Spec part 1 §3: the last successful search, and the place the user typed for it.
  const answered = search.isSuccess && apiQuery !== null;
  useEffect(() => {
    if (!answered) return;
    lastSearchStore.set(pageQuery);
    if (where.kind === 'location') manualLocationStore.set(where.location);
  }, [answered, pageQuery, where]);

  const [selection, setSelection] = useState<MapSelection | null>(() => {
    const stored = selectedMerchantStore.get();
    return stored ? { id: stored.merchantId, from: 'list' } : null;
  });
  const [announcement, setAnnouncement] = useState('');
  const select = useCallback(
    (id: number, from: MapSelection['from']) => {
      setSelection((previous) => (previous?.id === id && previous.from === from ? previous : { id, from }));
      selectedMerchantStore.set({ merchantId: id, action: 'select' });
      if (from !== 'map') return;
      const index = merchants.findIndex((merchant) => merchant.id === id);
      document.getElementById(resultItemId(id))?.scrollIntoView({ block: 'nearest' });
      if (index >= 0) setAnnouncement(`${merchants[index]?.name ?? ''} selected: number ${index + 1} in the list.`);
    },
    [merchants],
  );

  // Back from a merchant page opened here: its card is scrolled into view again.
  const restored = useRef(false);
  useEffect(() => {
    const stored = selectedMerchantStore.get();
    if (restored.current || merchants.length === 0 || stored?.action !== 'open') return;
    restored.current = true;
    document.getElementById(resultItemId(stored.merchantId))?.scrollIntoView({ block: 'center' });
  }, [merchants]);

  // A search sent folds the form on a phone, even one that repeats the search shown.
  const onSearch = ({ location, restaurantOrCuisine }: SearchFormValues) => {
    fold.setOpen(false);
    update({ ...criteria, restaurantOrCuisine, where: location === null ? where : { kind: 'location', location } });
  };
  const useCurrent = () => {
    fold.setOpen(false);
    if (where.kind === 'currentLocation') current.retry();
    else update({ ...criteria, where: { kind: 'currentLocation' } });
  };
  const searchArea = (bounds: MapBounds) => update({ ...criteria, where: { kind: 'mapView', bounds } });
  const clearFilters = () => update({ ...criteria, ...NO_FILTERS, sortBy: criteria.sortBy });

  const place =
    where.kind === 'mapView'
      ? `the ${CURRENT_MAP_VIEW_LABEL}`
      : where.kind === 'location'
        ? (area?.label ?? where.location)
        : fallback
          ? DEFAULT_LOCATION_LABEL
          : `your ${CURRENT_LOCATION_LABEL}`;
  const restaurants = `restaurants ${where.kind === 'mapView' ? 'in' : 'near'} ${place}`;
  const heading = `R${restaurants.slice(1)}`;
  // Once shown, the map stays while the next search loads (no new map per search); a map view too wide to
  // search keeps it too, to zoom in on. A place that is not one, and errors, have none.
  const [mapShown, setMapShown] = useState(false);
  if (area && !mapShown) setMapShown(true);
  const showMap = (mapShown || where.kind === 'mapView') && !locationError && failure?.kind !== 'error';
  const map =
    showMap && (!mobile || mapMode) ? (
      <MapPanel
        merchants={merchants}
        selection={selection}
        onSelect={(id) => select(id, 'map')}
        onSearchArea={searchArea}
        viewKey={pageQuery}
        bounds={where.kind === 'mapView' ? where.bounds : null}
        center={area}
        label={restaurants}
      />
    ) : null;

  return (
    <PageMain className={`page search-page${mapMode ? ' search-page--map-mode' : ''}`}>
      {/* The title and the mode toggle share a line: on a phone the first screen is for restaurants. */}
      <div className="search-page__header">
        <h1 className="page__title">Find Restaurants</h1>
        {mobile ? (
          <button
            type="button"
            className="search-button search-button--secondary search-button--small search-page__mode"
            onClick={() => {
              // "Change search" is asked for: back in the list, the form is open.
              if (mapMode) fold.setOpen(true);
              setMode(mapMode ? 'list' : 'map');
            }}
          >
            {mapMode ? 'Change search' : 'Show map'}
          </button>
        ) : null}
      </div>
      {mapMode ? null : (
        <div className="search-page__controls">
          <FoldedSearchForm
            foldable={phone}
            folded={formFolded}
            onToggle={() => fold.setOpen(formFolded)}
            place={
              where.kind === 'location'
                ? (area?.label ?? where.location)
                : fallback
                  ? DEFAULT_LOCATION_LABEL
                  : whereLabel(where)
            }
            text={criteria.restaurantOrCuisine}
          >
            <SearchForm
              where={where}
              restaurantOrCuisine={criteria.restaurantOrCuisine}
              locationError={locationError}
              locating={current.status === 'locating'}
              onSearch={onSearch}
              onUseCurrentLocation={useCurrent}
            />
          </FoldedSearchForm>
          <FilterPanel
            filters={criteria}
            options={filterOptions}
            onApply={(filters) => update({ ...criteria, ...filters })}
          />
        </div>
      )}
      {fallback ? (
        <LocationNotice reason={current.status === 'denied' ? 'denied' : 'unavailable'} compact={phone} />
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="search-page__body">
        {mapMode ? map : null}
        <SearchResults
          heading={heading}
          merchants={merchants}
          locating={where.kind === 'currentLocation' && current.point === null && !typedProblem}
          loading={apiQuery !== null && search.isPending}
          problem={problem}
          failure={failure}
          onRetry={search.refetch}
          canClearFilters={activeFilterCount(criteria) > 0}
          onClearFilters={clearFilters}
          selectedId={selection?.id ?? null}
          onSelect={(id) => select(id, 'list')}
          onOpen={(id) => selectedMerchantStore.set({ merchantId: id, action: 'open' })}
          hasMore={search.hasMore}
          loadingMore={search.loadingMore}
          onMore={search.fetchMore}
        />
        {mapMode ? null : map}
      </div>
    </PageMain>
  );
}

import type L from 'leaflet';
import { useEffect, useId, useRef, useState } from 'react';
import type { MerchantCard } from '@forkpoint/shared/contracts/merchants';
import type { MapBounds, Point } from '../lib/search-criteria';
import { mapViewStore } from '../lib/search-storage';
import { addBasemap, MAX_ZOOM, type Basemap } from './basemap';
import './basemap.css';
import { loadLeaflet } from './load-leaflet';
import { clusterIcon, describeMarker, markerIcon, markerTitle } from './markers';

/**
 * The results map (spec part 1 §2 Search), loaded lazily with Leaflet: a numbered, clustered pin per
 * merchant of the list, tied both ways to its list item (choosing one selects the other), "Search this
 * area" once the user has moved the map, and the view kept per search (spec part 1 §3 "map view
 * coordinates"), so coming back from a merchant page finds the map where it was. Every pin and cluster
 * is reachable by Tab and works with Enter; the list beside it always holds the same merchants.
 */

export interface MapSelection {
  id: number;
  /** Chosen on the list: the map brings the pin into view. Chosen on the map: the map stays put. */
  from: 'list' | 'map';
}

export interface SearchMapProps {
  merchants: readonly MerchantCard[];
  selection: MapSelection | null;
  onSelect: (id: number) => void;
  onSearchArea: (bounds: MapBounds) => void;
  /** The search the view belongs to: a new one fits the view again, and the stored view is kept per search. */
  viewKey: string;
  /** A map-view search's own area. */
  bounds: MapBounds | null;
  /** The searched point, for a search without results. */
  center: Point | null;
  /** What the map shows, for its accessible name ("Map of restaurants near Chicago, IL"). */
  label: string;
}

interface Loaded {
  leaflet: typeof L;
  map: L.Map;
  cluster: L.MarkerClusterGroup;
}

interface Pin {
  marker: L.Marker;
  label: number;
  name: string;
  selected: boolean;
}

/** A move this soon after the user's own input on the map is theirs (pan, zoom, cluster), not the page's. */
const USER_MOVE_WINDOW_MS = 2000;
const USER_INPUTS = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
const LEAFLET_LINK =
  '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet<span class="visually-hidden"> (Opens in a new tab)</span></a>';

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

function sameArea(view: L.LatLngBounds, bounds: MapBounds): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-3;
  return (
    near(view.getNorth(), bounds.north) &&
    near(view.getSouth(), bounds.south) &&
    near(view.getEast(), bounds.east) &&
    near(view.getWest(), bounds.west)
  );
}

/** The view of a new search: as left for it before, its own area, its results, or its point; false if none yet. */
function fitView(
  leaflet: typeof L,
  map: L.Map,
  markers: readonly L.Marker[],
  viewKey: string,
  { bounds, center }: Pick<SearchMapProps, 'bounds' | 'center'>,
): boolean {
  const stored = mapViewStore.get();
  if (stored?.search === viewKey) {
    map.setView([stored.latitude, stored.longitude], stored.zoom, { animate: false });
  } else if (bounds) {
    // "Search this area" keeps the view it searched; a link to a map view shows that area.
    if (!sameArea(map.getBounds(), bounds)) {
      map.fitBounds(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        { animate: false },
      );
    }
  } else if (markers.length > 0) {
    const area = leaflet.latLngBounds(markers.map((marker) => marker.getLatLng()));
    map.fitBounds(area, { padding: [24, 24], maxZoom: 15, animate: false });
  } else if (center) {
    map.setView([center.latitude, center.longitude], 11, { animate: false });
  } else return false;
  return true;
}

export default function SearchMap(props: SearchMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const pins = useRef(new Map<number, Pin>());
  const fittedFor = useRef<string | null>(null);
  const lastUserInput = useRef(0);
  const latest = useRef(props);
  const helpId = useId();

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const controller = new AbortController();
    let map: L.Map | null = null;
    let basemap: Basemap | null = null;
    const noteInput = () => {
      lastUserInput.current = Date.now();
    };
    const resize = new ResizeObserver(() => map?.invalidateSize({ pan: false }));

    loadLeaflet()
      .then((leaflet) => {
        if (controller.signal.aborted) return;
        // maxZoom on the map itself: without a tile layer, marker clustering has no zoom range and throws.
        const created = leaflet.map(container, { maxZoom: MAX_ZOOM, minZoom: 3, zoomSnap: 0.25, keyboard: true });
        map = created;
        created.setView([39.5, -98.35], 4, { animate: false });
        created.attributionControl.setPrefix(LEAFLET_LINK);
        const cluster = leaflet.markerClusterGroup({
          maxClusterRadius: 40,
          showCoverageOnHover: false,
          spiderfyOnMaxZoom: true,
          iconCreateFunction: (group) => clusterIcon(leaflet, group),
        });
        created.addLayer(cluster);
        created.on('moveend', () => {
          const center = created.getCenter();
          const view = { latitude: center.lat, longitude: center.lng, zoom: created.getZoom() };
          // Only a view of this search's answer is its view (not the last one's, shown while it loads).
          if (fittedFor.current === latest.current.viewKey)
            mapViewStore.set({ search: latest.current.viewKey, ...view });
          if (Date.now() - lastUserInput.current < USER_MOVE_WINDOW_MS) setMoved(true);
        });
        for (const type of USER_INPUTS) container.addEventListener(type, noteInput, { passive: true });
        resize.observe(container);
        setLoaded({ leaflet, map: created, cluster });
        // Without the basemap the pins still show, on the map's plain background.
        addBasemap(leaflet, created, controller.signal)
          .then((drawn) => {
            basemap = drawn;
          })
          .catch(() => undefined);
      })
      .catch(() => setFailed(true));

    return () => {
      controller.abort();
      resize.disconnect();
      for (const type of USER_INPUTS) container.removeEventListener(type, noteInput);
      basemap?.remove();
      map?.remove();
    };
  }, []);

  // The pins of the list, numbered as the list numbers them; a new search fits the view once.
  useEffect(() => {
    if (!loaded) return;
    const { leaflet, map, cluster } = loaded;
    const selectedId = latest.current.selection?.id;
    cluster.clearLayers();
    pins.current.clear();
    const markers = props.merchants.map((merchant, index) => {
      const label = index + 1;
      const selected = merchant.id === selectedId;
      const marker = leaflet.marker([merchant.location.latitude, merchant.location.longitude], {
        icon: markerIcon(leaflet, label, selected),
        title: markerTitle(label, merchant.name, selected),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: selected ? 1000 : 0,
      });
      const pin: Pin = { marker, label, name: merchant.name, selected };
      marker.on('add', () => describeMarker(marker, markerTitle(label, merchant.name, pin.selected), pin.selected));
      marker.on('click', () => latest.current.onSelect(merchant.id));
      marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        latest.current.onSelect(merchant.id);
      });
      pins.current.set(merchant.id, pin);
      return marker;
    });
    // The view first, then the pins: clustered once at the final zoom, with no re-clustering animation.
    // While a new search loads there is nothing to fit yet: the view waits for its answer.
    if (fittedFor.current !== props.viewKey && fitView(leaflet, map, markers, props.viewKey, latest.current)) {
      fittedFor.current = props.viewKey;
      setMoved(false);
    }
    cluster.addLayers(markers);
  }, [loaded, props.merchants, props.viewKey]);

  // The selected pin stands out (and is named so); one chosen on the list is brought into view.
  const { selection } = props;
  useEffect(() => {
    if (!loaded) return;
    const selectedPin = selection ? pins.current.get(selection.id) : undefined;
    for (const pin of pins.current.values()) {
      const selected = pin === selectedPin;
      if (pin.selected !== selected) {
        pin.selected = selected;
        pin.marker.setIcon(markerIcon(loaded.leaflet, pin.label, selected));
        pin.marker.setZIndexOffset(selected ? 1000 : 0);
      }
      describeMarker(pin.marker, markerTitle(pin.label, pin.name, selected), selected);
    }
    if (selectedPin && selection?.from === 'list') loaded.cluster.zoomToShowLayer(selectedPin.marker, () => undefined);
  }, [loaded, selection, props.merchants]);

  const searchArea = () => {
    if (!loaded) return;
    const view = loaded.map.getBounds();
    props.onSearchArea({
      north: clamp(view.getNorth(), 90),
      south: clamp(view.getSouth(), 90),
      east: clamp(view.getEast(), 180),
      west: clamp(view.getWest(), 180),
    });
    setMoved(false);
    // The button goes away; the keyboard stays on the map it searched.
    containerRef.current?.focus();
  };

  return (
    <div className="search-map">
      <div
        ref={containerRef}
        className="search-map__canvas"
        role="region"
        aria-label={`Map of ${props.label}`}
        aria-describedby={helpId}
      />
      <p id={helpId} className="visually-hidden">
        Arrow keys move the map, plus and minus zoom. Each restaurant pin is a button: Enter selects it in the list.
      </p>
      {moved ? (
        <button type="button" className="search-button search-map__area" data-map-overlay onClick={searchArea}>
          Search this area
        </button>
      ) : null}
      {failed ? (
        <p className="search-map__failed" role="alert">
          The map could not be loaded. The list shows every restaurant found.
        </p>
      ) : null}
    </div>
  );
}

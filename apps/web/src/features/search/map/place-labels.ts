import type L from 'leaflet';
import type { Position } from 'geojson';
import { placeLabels, type Box, type LabelRequest, type Side } from './label-placement';
import type { OfflineData, Place, Region } from './offline-data';

/**
 * The offline basemap's names: places (a dot and a name) and, behind them in importance, states when the
 * map shows the country and counties when it shows a region. Names are text in the map (real DOM text, in
 * the partner's font and colours), in a pane above the basemap and below the restaurant pins, never
 * focusable and never in the way of a click. They are placed again after each move and when the pins change.
 */

export const LABEL_PANE = 'basemapLabels';

/** How many places (by population rank) may be named at a zoom: the country's largest cities first. */
const PLACE_RANKS: readonly [belowZoom: number, ranks: number][] = [
  [5, 25],
  [6, 60],
  [7, 150],
  [8, 400],
  [9, 1000],
  [10, 2500],
];
/** States are named below this zoom, counties from it on. */
export const COUNTY_ZOOM = 8;
/** The largest places have a bolder name. */
const MAJOR_RANK = 60;
const MAX_PLACES = 60;
const MAX_REGIONS = 24;

export function placeRankLimit(zoom: number): number {
  return PLACE_RANKS.find(([below]) => zoom < below)?.[1] ?? Infinity;
}

type Kind = 'place' | 'major' | 'county' | 'state';

interface Candidate {
  key: string;
  kind: Kind;
  text: string;
  latitude: number;
  longitude: number;
}

function insideRings(rings: readonly Position[][], longitude: number, latitude: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi = 0, yi = 0] = ring[i]!;
      const [xj = 0, yj = 0] = ring[j]!;
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
  }
  return inside;
}

/**
 * A region's name where the view can show it: at its label point when that is in view, else (a view
 * inside the region, as when zoomed in on a town) at the nearest point of the view's inner part that is
 * still in the region, so the county stays named however close the map is.
 */
export function regionAnchor(
  region: Region,
  view: { west: number; south: number; east: number; north: number },
): { latitude: number; longitude: number } | null {
  const [west, south, east, north] = region.bbox;
  if (east < view.west || west > view.east || north < view.south || south > view.north) return null;
  const shape = region.shape();
  if (!shape) return null;
  const { latitude, longitude } = shape;
  if (latitude >= view.south && latitude <= view.north && longitude >= view.west && longitude <= view.east) {
    return { latitude, longitude };
  }
  const insetLng = (view.east - view.west) * 0.2;
  const insetLat = (view.north - view.south) * 0.2;
  const clamped = {
    longitude: Math.min(Math.max(longitude, view.west + insetLng), view.east - insetLng),
    latitude: Math.min(Math.max(latitude, view.south + insetLat), view.north - insetLat),
  };
  return insideRings(shape.rings, clamped.longitude, clamped.latitude) ? clamped : null;
}

function candidates(data: OfflineData, zoom: number, bounds: L.LatLngBounds): Candidate[] {
  const limit = placeRankLimit(zoom);
  const found: Candidate[] = [];
  const inView = (p: Place) => bounds.contains([p.latitude, p.longitude]);
  for (const place of data.places) {
    if (place.rank >= limit) break;
    if (!inView(place)) continue;
    found.push({
      key: `p${place.rank}`,
      kind: place.rank < MAJOR_RANK ? 'major' : 'place',
      text: place.name,
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  const view = { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
  const [regions, kind]: [Region[], Kind] = zoom >= COUNTY_ZOOM ? [data.counties, 'county'] : [data.states, 'state'];
  for (const region of regions) {
    const anchor = regionAnchor(region, view);
    if (anchor) found.push({ key: `${kind}${region.key}`, kind, text: region.name, ...anchor });
  }
  return found;
}

/** Elements' boxes in the map container's pixels. */
function boxesOf(map: L.Map, elements: Iterable<Element>): Box[] {
  const origin = map.getContainer().getBoundingClientRect();
  return [...elements].map((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      right: rect.right - origin.left,
      bottom: rect.bottom - origin.top,
    };
  });
}

/** Over the map: its controls (zoom, attribution) and the page's buttons marked data-map-overlay beside it. */
function overlayElements(map: L.Map): Element[] {
  const container = map.getContainer();
  return [
    ...container.querySelectorAll('.leaflet-control'),
    ...(container.parentElement?.querySelectorAll(':scope > [data-map-overlay]') ?? []),
  ];
}

const FONT_SIZE: Record<Kind, number> = { major: 14, place: 12.5, county: 12, state: 11.5 };

export class PlaceLabels {
  private readonly markers = new Map<string, { marker: L.Marker; side: Side }>();
  private readonly sizes = new Map<string, { width: number; height: number }>();
  private readonly observer: MutationObserver;
  private pending: number | undefined;

  constructor(
    private readonly leaflet: typeof L,
    private readonly map: L.Map,
    private readonly data: OfflineData,
  ) {
    if (!map.getPane(LABEL_PANE)) {
      // Above the basemap and any overlay (400), below the pins (600): a name never hides a pin.
      const pane = map.createPane(LABEL_PANE);
      pane.style.zIndex = '450';
      pane.classList.add('map-labels');
    }
    map.on('moveend resize', this.refresh, this);
    // The pins change after a search, and after clustering settles once a zoom has ended; a button
    // ("Search this area") comes over the map after a move.
    this.observer = new MutationObserver(() => this.schedule());
    this.observer.observe(map.getPane('markerPane')!, { childList: true });
    const beside = map.getContainer().parentElement;
    if (beside) this.observer.observe(beside, { childList: true });
    this.refresh();
  }

  remove(): void {
    this.map.off('moveend resize', this.refresh, this);
    this.observer.disconnect();
    window.clearTimeout(this.pending);
    for (const { marker } of this.markers.values()) marker.remove();
    this.markers.clear();
  }

  private schedule(): void {
    window.clearTimeout(this.pending);
    this.pending = window.setTimeout(() => this.refresh(), 150);
  }

  /** Places the names that fit the current view. */
  refresh(): void {
    window.clearTimeout(this.pending);
    const { map } = this;
    const size = map.getSize();
    if (size.x === 0 || size.y === 0) return;
    const found = candidates(this.data, map.getZoom(), map.getBounds());
    this.measure(found);
    const toRequest = (item: Candidate): LabelRequest => {
      const point = map.latLngToContainerPoint([item.latitude, item.longitude]);
      const { width, height } = this.sizes.get(`${item.kind}:${item.text}`)!;
      return {
        key: item.key,
        x: point.x,
        y: point.y,
        width,
        height,
        kind: item.kind === 'place' || item.kind === 'major' ? 'place' : 'region',
      };
    };
    const area = {
      width: size.x,
      height: size.y,
      pins: boxesOf(map, map.getPane('markerPane')!.children),
      blocked: boxesOf(map, overlayElements(map)),
    };
    const places = found.filter((c) => c.kind === 'place' || c.kind === 'major');
    const regions = found.filter((c) => c.kind === 'county' || c.kind === 'state');
    // Places first; regions fill the room left (placeLabels keeps them clear of what is placed).
    const placeRequests = new Map(places.map((c) => [c.key, toRequest(c)]));
    const placedPlaces = placeLabels([...placeRequests.values()], area, MAX_PLACES);
    const takenByPlaces = placedPlaces.flatMap((p) => [p.box, dotOf(placeRequests.get(p.key)!)]);
    const placedRegions = placeLabels(
      regions.map(toRequest),
      { ...area, pins: [...area.pins, ...takenByPlaces] },
      MAX_REGIONS,
    );
    const byKey = new Map(found.map((c) => [c.key, c]));
    const wanted = new Map([...placedPlaces, ...placedRegions].map((p) => [p.key, p.side]));
    for (const [key, shown] of this.markers) {
      if (wanted.get(key) !== shown.side) {
        shown.marker.remove();
        this.markers.delete(key);
      }
    }
    for (const [key, side] of wanted) {
      if (this.markers.has(key)) continue;
      const item = byKey.get(key)!;
      const marker = this.leaflet.marker([item.latitude, item.longitude], {
        icon: this.icon(item, side),
        pane: LABEL_PANE,
        interactive: false,
        keyboard: false,
      });
      marker.addTo(map);
      this.markers.set(key, { marker, side });
    }
  }

  private icon(item: Candidate, side: Side): L.DivIcon {
    const html = document.createElement('span');
    if (item.kind === 'place' || item.kind === 'major') {
      const dot = document.createElement('span');
      dot.className = 'map-label__dot';
      html.append(dot);
    }
    const text = document.createElement('span');
    text.className = `map-label__text map-label__text--${item.kind} map-label__text--${side}`;
    text.textContent = item.text;
    html.append(text);
    return this.leaflet.divIcon({ className: `map-label map-label--${item.kind}`, html, iconSize: [0, 0] });
  }

  /** Text sizes in the map's own font, measured once each (estimated where nothing is laid out, as in tests). */
  private measure(items: readonly Candidate[]): void {
    const unmeasured = items.filter((item) => !this.sizes.has(`${item.kind}:${item.text}`));
    if (unmeasured.length === 0) return;
    const box = document.createElement('div');
    box.className = 'map-labels__measure';
    box.setAttribute('aria-hidden', 'true');
    const spans = unmeasured.map((item) => {
      const span = document.createElement('span');
      span.className = `map-label__text map-label__text--${item.kind}`;
      span.textContent = item.text;
      box.append(span);
      return span;
    });
    this.map.getPane(LABEL_PANE)!.append(box);
    unmeasured.forEach((item, index) => {
      const rect = spans[index]!.getBoundingClientRect();
      const font = FONT_SIZE[item.kind];
      const estimated = { width: item.text.length * font * (item.kind === 'state' ? 0.85 : 0.6), height: font * 1.3 };
      this.sizes.set(
        `${item.kind}:${item.text}`,
        rect.width > 0 ? { width: rect.width, height: rect.height } : estimated,
      );
    });
    box.remove();
  }
}

function dotOf(request: LabelRequest): Box {
  return { left: request.x - 3, right: request.x + 3, top: request.y - 3, bottom: request.y + 3 };
}

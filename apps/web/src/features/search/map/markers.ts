import type L from 'leaflet';

/**
 * The map's markers: a numbered pin per merchant (the number its list item shows), a count per cluster.
 * Both are keyboard buttons (Leaflet gives marker icons tabindex 0 and role button); a pin's name is its
 * title ("3. Osteria Bella"), a cluster's its text ("12 restaurants here, zoom in"). Names go in through
 * DOM properties, never through the icon's HTML.
 */

export function markerIcon(leaflet: typeof L, label: number, selected: boolean): L.DivIcon {
  return leaflet.divIcon({
    className: selected ? 'search-marker search-marker--selected' : 'search-marker',
    html: `<span class="search-marker__label" aria-hidden="true">${label}</span>`,
    iconSize: [30, 30],
  });
}

export function markerTitle(label: number, name: string, selected: boolean): string {
  return `${label}. ${name}${selected ? ' (selected)' : ''}`;
}

/** Names the marker's current element: Leaflet sets the title only when it creates the element. */
export function describeMarker(marker: L.Marker, title: string, selected: boolean): void {
  marker.options.title = title;
  const element = marker.getElement();
  if (!element) return;
  element.title = title;
  element.setAttribute('aria-label', title);
  element.setAttribute('aria-pressed', String(selected));
}

export function clusterIcon(leaflet: typeof L, cluster: L.MarkerCluster): L.DivIcon {
  const count = Math.trunc(cluster.getChildCount());
  return leaflet.divIcon({
    className: 'search-cluster',
    html: `<span class="search-cluster__count">${count}<span class="visually-hidden"> restaurants here, zoom in</span></span>`,
    iconSize: [40, 40],
  });
}

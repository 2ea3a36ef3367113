import type L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesUrl from 'us-atlas/states-10m.json?url';

/**
 * The map's background. With a tile server configured (<div id="root" data-map-tile-url="https://…/{z}/{x}/{y}.png"
 * data-map-tile-attribution="…">) it draws its tiles; otherwise, and by default, a vector map of the US
 * states from the us-atlas data (U.S. Census Bureau boundaries) served with the app, so the map works
 * offline and under the app's CSP (img-src and connect-src 'self').
 */

export const MAX_ZOOM = 18;

export function tileSettings(root: HTMLElement | null = document.getElementById('root')) {
  const url = root?.dataset.mapTileUrl?.trim();
  return url ? { url, attribution: root?.dataset.mapTileAttribution ?? '' } : null;
}

export async function addBasemap(leaflet: typeof L, map: L.Map, signal: AbortSignal): Promise<void> {
  const tiles = tileSettings();
  if (tiles) {
    leaflet.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(map);
    return;
  }
  const response = await fetch(statesUrl, { signal });
  if (!response.ok) throw new Error(`US states map: HTTP ${response.status}`);
  const topology = (await response.json()) as Topology<{ states: GeometryCollection }>;
  if (signal.aborted) return;
  leaflet
    .geoJSON(feature(topology, topology.objects.states), {
      interactive: false,
      style: { color: '#8a8f98', weight: 1, fillColor: '#f4f1ea', fillOpacity: 1 },
    })
    .addTo(map);
  map.attributionControl?.addAttribution('U.S. Census Bureau');
}

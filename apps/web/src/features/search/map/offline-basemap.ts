import type L from 'leaflet';
import { showCityLimits } from './city-limits';
import type { OfflineData } from './offline-data';
import { PlaceLabels } from './place-labels';

/**
 * The basemap drawn without a tile server (docs/decisions/0016): water as the map's background, the
 * neighbours' land, the US land with its coastline (the Great Lakes and the coast's bays are water), state
 * lines, county lines from zoom 6, city limits from zoom 8 (city-limits.ts), and the names of places, states
 * and counties (place-labels.ts). Its
 * colours are the partner theme's (basemap.css); every line and fill is a non-interactive SVG path in a
 * pane of its own, under the pins.
 */

export const BASEMAP_PANE = 'basemap';
/** County lines from this zoom on: below it they crowd into grey. */
export const COUNTY_LINES_ZOOM = 6;
export const OFFLINE_ATTRIBUTION =
  'U.S. Census, GeoNames, ©&nbsp;<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap<span class="visually-hidden"> (Opens in a new tab)</span></a>';

export function drawOfflineBasemap(leaflet: typeof L, map: L.Map, data: OfflineData): () => void {
  if (!map.getPane(BASEMAP_PANE)) {
    // Where tiles would be: under the vector overlays, the names and the pins.
    const pane = map.createPane(BASEMAP_PANE);
    pane.style.zIndex = '200';
  }
  const renderer = leaflet.svg({ pane: BASEMAP_PANE, padding: 0.5 });
  const layer = (geojson: Parameters<typeof leaflet.geoJSON>[0], style: L.PathOptions) =>
    leaflet.geoJSON(geojson, { style: { ...style, renderer }, interactive: false, pane: BASEMAP_PANE });

  const neighbours = layer(data.neighbours, { stroke: false, fillOpacity: 1, className: 'map-basemap__neighbours' });
  const land = layer(data.land, { weight: 1.2, fillOpacity: 1, className: 'map-basemap__land' });
  const counties = layer(data.countyLines, { fill: false, weight: 0.8, className: 'map-basemap__counties' });
  const states = layer(data.stateLines, { fill: false, weight: 1.6, className: 'map-basemap__states' });

  let cities: L.GeoJSON | null = null;
  /** Bottom to top: neighbours, land, city limits, county lines, state lines, whichever came on last. */
  const restack = () => {
    for (const item of [counties, cities, land, neighbours]) if (item && map.hasLayer(item)) item.bringToBack();
  };

  const container = map.getContainer();
  container.classList.add('map-basemap--offline');
  neighbours.addTo(map);
  land.addTo(map);
  const showCounties = () => {
    const wanted = map.getZoom() >= COUNTY_LINES_ZOOM;
    if (wanted && !map.hasLayer(counties)) {
      counties.addTo(map);
      restack();
    } else if (!wanted && map.hasLayer(counties)) counties.remove();
  };
  states.addTo(map);
  showCounties();
  map.on('zoomend', showCounties);
  const removeCityLimits = showCityLimits(map, {
    draw: (lines) => {
      cities = layer(lines, { fill: false, weight: 0.9, className: 'map-basemap__cities' });
      return cities;
    },
    shown: restack,
  });
  map.attributionControl?.addAttribution(OFFLINE_ATTRIBUTION);
  const labels = new PlaceLabels(leaflet, map, data);

  return () => {
    labels.remove();
    removeCityLimits();
    map.off('zoomend', showCounties);
    for (const item of [neighbours, land, counties, states]) item.remove();
    container.classList.remove('map-basemap--offline');
    map.attributionControl?.removeAttribution(OFFLINE_ATTRIBUTION);
  };
}

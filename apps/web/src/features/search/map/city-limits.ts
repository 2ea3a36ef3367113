import type L from 'leaflet';
import type { MultiLineString } from 'geojson';
import { feature } from 'topojson-client';
import type { MultiLineString as TopoMultiLineString, Topology } from 'topojson-specification';
import cityLimitsUrl from './geodata/us-city-limits.json?url';
import { getJson } from './offline-data';

/**
 * The offline basemap's city limits (docs/decisions/0016): the outlines of the places the map names (U.S.
 * Census places; geodata/us-city-limits.json, built by scripts/build-map-data.mjs, about 150 KB gzip), each
 * border once. They show from CITY_LIMITS_ZOOM on, where a diner looks at a city and its suburbs; further
 * out they would crowd into a grey mesh. The file is fetched the first time the map reaches that zoom, so a
 * map that stays at the country's or a state's scale never fetches it.
 */

export const CITY_LIMITS_ZOOM = 8;

type CityLimitsTopology = Topology<{ cities: TopoMultiLineString }>;

export function decodeCityLimits(file: unknown): MultiLineString {
  const topology = file as CityLimitsTopology;
  return feature(topology, topology.objects.cities).geometry;
}

let loading: Promise<MultiLineString> | null = null;

/** Fetched and decoded once a page; a failure is retried the next time the map wants them. */
export function loadCityLimits(): Promise<MultiLineString> {
  loading ??= getJson<unknown>(cityLimitsUrl).then(decodeCityLimits, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface CityLimitsOptions {
  /** Makes the outlines' layer (not yet on the map). */
  draw: (lines: MultiLineString) => L.Layer;
  /** Called each time the layer is put on the map, to set it among the basemap's other lines. */
  shown: (layer: L.Layer) => void;
  load?: () => Promise<MultiLineString>;
}

/** Keeps the city limits on the map while it is at CITY_LIMITS_ZOOM or closer; returns the undo. */
export function showCityLimits(map: L.Map, { draw, shown, load = loadCityLimits }: CityLimitsOptions): () => void {
  let layer: L.Layer | null = null;
  let pending = false;
  let removed = false;

  const update = () => {
    if (map.getZoom() < CITY_LIMITS_ZOOM) {
      layer?.remove();
      return;
    }
    if (layer) {
      if (!map.hasLayer(layer)) {
        map.addLayer(layer);
        shown(layer);
      }
      return;
    }
    if (pending) return;
    pending = true;
    load()
      .then((lines) => {
        if (removed) return;
        layer = draw(lines);
        update();
      })
      // Without them the basemap is still whole; the next zoom tries again.
      .catch(() => undefined)
      .finally(() => {
        pending = false;
      });
  };

  update();
  map.on('zoomend', update);
  return () => {
    removed = true;
    map.off('zoomend', update);
    layer?.remove();
  };
}

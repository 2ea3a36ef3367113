import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineData, Region } from './offline-data';
import { COUNTY_ZOOM, LABEL_PANE, PlaceLabels, placeRankLimit } from './place-labels';

function square(key: string, name: string, [west, south, east, north]: [number, number, number, number]): Region {
  const shape = {
    latitude: (south + north) / 2,
    longitude: (west + east) / 2,
    rings: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
  return { key, name, bbox: [west, south, east, north], shape: () => shape };
}

const data: OfflineData = {
  land: { type: 'FeatureCollection', features: [] },
  neighbours: { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [] } },
  stateLines: { type: 'MultiLineString', coordinates: [] },
  countyLines: { type: 'MultiLineString', coordinates: [] },
  states: [square('17', 'Illinois', [-91.5, 37, -87.5, 42.5])],
  counties: [square('17031', 'Cook County', [-88.3, 41.45, -87.5, 42.15])],
  places: [
    { name: 'Chicago', latitude: 41.85, longitude: -87.65, rank: 0 },
    { name: 'Evanston', latitude: 42.04, longitude: -87.69, rank: 300 },
    { name: 'Springfield', latitude: 39.8, longitude: -89.64, rank: 500 },
  ],
};

let map: L.Map | null = null;
afterEach(() => {
  map?.remove();
  map = null;
  document.body.innerHTML = '';
});

function mapAt(center: [number, number], zoom: number): L.Map {
  const container = document.createElement('div');
  // jsdom lays nothing out: the map's size is given.
  Object.defineProperty(container, 'clientWidth', { value: 390 });
  Object.defineProperty(container, 'clientHeight', { value: 560 });
  document.body.append(container);
  map = L.map(container, { maxZoom: 18, zoomAnimation: false, fadeAnimation: false }).setView(center, zoom);
  return map;
}

const texts = (m: L.Map) => [...m.getPane(LABEL_PANE)!.querySelectorAll('.map-label__text')].map((e) => e.textContent);

describe('placeRankLimit', () => {
  it('names only the largest places when the whole country shows, every place close up', () => {
    expect(placeRankLimit(4)).toBe(25);
    expect(placeRankLimit(7.5)).toBe(400);
    expect(placeRankLimit(12)).toBe(Infinity);
  });
});

describe('PlaceLabels', () => {
  it('writes the names of the places and the county in view, as text that takes no focus', () => {
    const m = mapAt([41.9, -87.7], 10);
    const labels = new PlaceLabels(L, m, data);
    expect(texts(m)).toEqual(['Chicago', 'Evanston', 'Cook County']);
    const pane = m.getPane(LABEL_PANE)!;
    expect(pane.style.zIndex).toBe('450');
    for (const element of pane.querySelectorAll('*')) {
      expect(element.getAttribute('tabindex')).toBeNull();
      expect(element.getAttribute('role')).toBeNull();
      expect(element.classList.contains('leaflet-interactive')).toBe(false);
    }
    labels.remove();
    expect(texts(m)).toEqual([]);
  });

  it('names the state instead of counties when the map shows a wide area, and follows the view', () => {
    const m = mapAt([40, -89], COUNTY_ZOOM - 2);
    const labels = new PlaceLabels(L, m, data);
    expect(texts(m)).toEqual(['Chicago', 'Illinois']);
    m.setView([39.8, -89.64], 11);
    expect(texts(m)).toEqual(['Springfield']);
    labels.remove();
  });
});

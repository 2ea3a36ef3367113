import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import L from 'leaflet';
import type { MultiLineString, Position } from 'geojson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, recordRequests, server } from '@/testing/msw';
import { CITY_LIMITS_ZOOM, decodeCityLimits, loadCityLimits, showCityLimits } from './city-limits';

const here = dirname(fileURLToPath(import.meta.url));
const fileText = readFileSync(join(here, 'geodata/us-city-limits.json'), 'utf8');
const LINES: MultiLineString = { type: 'MultiLineString', coordinates: [] };

let map: L.Map | null = null;
afterEach(() => {
  map?.remove();
  map = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mapAt(zoom: number): L.Map {
  const container = document.createElement('div');
  // jsdom lays nothing out: the map's size is given.
  Object.defineProperty(container, 'clientWidth', { value: 390 });
  Object.defineProperty(container, 'clientHeight', { value: 560 });
  document.body.append(container);
  map = L.map(container, { maxZoom: 18, zoomAnimation: false, fadeAnimation: false }).setView([41.88, -87.63], zoom);
  return map;
}

/** showCityLimits with a layer that needs no renderer (jsdom draws no SVG), counting what it does. */
function watch(m: L.Map, load: () => Promise<MultiLineString>) {
  const layer = L.layerGroup();
  const draw = vi.fn(() => layer);
  const shown = vi.fn();
  const remove = showCityLimits(m, { draw, shown, load });
  return { layer, draw, shown, remove, onMap: () => m.hasLayer(layer) };
}

describe('showCityLimits', () => {
  it('neither fetches nor draws the outlines further out than city zoom', async () => {
    const m = mapAt(CITY_LIMITS_ZOOM - 1);
    const load = vi.fn(() => Promise.resolve(LINES));
    const city = watch(m, load);
    m.setZoom(4);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(city.draw).not.toHaveBeenCalled();
  });

  it('fetches them once, at city zoom, and shows them only there', async () => {
    const m = mapAt(5);
    const load = vi.fn(() => Promise.resolve(LINES));
    const city = watch(m, load);
    m.setZoom(CITY_LIMITS_ZOOM);
    await vi.waitFor(() => expect(city.onMap()).toBe(true));
    expect(city.draw).toHaveBeenCalledWith(LINES);
    expect(city.shown).toHaveBeenCalledTimes(1);

    m.setZoom(CITY_LIMITS_ZOOM - 1);
    expect(city.onMap()).toBe(false);
    m.setZoom(12);
    expect(city.onMap()).toBe(true);
    expect(city.shown).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(city.draw).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next zoom when the file could not be fetched', async () => {
    const m = mapAt(11);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(LINES);
    const city = watch(m, load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(city.onMap()).toBe(false);
    await vi.waitFor(() => {
      m.setZoom(m.getZoom() === 11 ? 12 : 11);
      expect(city.onMap()).toBe(true);
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws nothing for a basemap taken down while the file loaded, and takes its lines away with it', async () => {
    const m = mapAt(10);
    let resolve: (lines: MultiLineString) => void = () => undefined;
    const city = watch(m, () => new Promise((r) => (resolve = r)));
    city.remove();
    resolve(LINES);
    await Promise.resolve();
    expect(city.draw).not.toHaveBeenCalled();

    const drawn = watch(m, () => Promise.resolve(LINES));
    await vi.waitFor(() => expect(drawn.onMap()).toBe(true));
    drawn.remove();
    expect(drawn.onMap()).toBe(false);
    m.setZoom(12);
    expect(drawn.onMap()).toBe(false);
  });
});

describe('loadCityLimits', () => {
  it('fetches the file once a page, again only after a failure', async () => {
    // The app asks for the file at its bundled URL: the first answer fails, the next ones serve it.
    const requests = recordRequests();
    let answered = 0;
    server.use(
      http.get(/us-city-limits\.json/, () =>
        answered++ === 0 ? new Response('', { status: 503 }) : new Response(fileText, { status: 200 }),
      ),
    );
    await expect(loadCityLimits()).rejects.toThrow('HTTP 503');
    const lines = await loadCityLimits();
    expect(lines.coordinates.length).toBeGreaterThan(5000);
    expect(await loadCityLimits()).toBe(lines);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.url.pathname).toMatch(/us-city-limits\.json/);
  });
});

describe('the city limits file', () => {
  const lines = decodeCityLimits(JSON.parse(fileText));
  const within =
    ([west, south, east, north]: number[]) =>
    (line: Position[]) =>
      line.some(([lng = 0, lat = 0]) => lng >= west! && lng <= east! && lat >= south! && lat <= north!);

  it("outlines the suburbs of Chicago and of Austin, and nothing out in Lake Michigan's middle", () => {
    // Around Evanston and Skokie, north of Chicago; Round Rock and Pflugerville, north of Austin.
    expect(lines.coordinates.filter(within([-87.8, 42.0, -87.65, 42.08])).length).toBeGreaterThan(3);
    expect(lines.coordinates.filter(within([-97.75, 30.45, -97.55, 30.55])).length).toBeGreaterThan(2);
    expect(lines.coordinates.filter(within([-87.2, 42.2, -86.9, 42.6]))).toEqual([]);
  });

  it('has every point in the US, from Hawaii and Alaska to Puerto Rico', () => {
    const points = lines.coordinates.flat();
    const longitudes = points.map(([lng = 0]) => lng);
    const latitudes = points.map(([, lat = 0]) => lat);
    expect(Math.min(...longitudes)).toBeGreaterThan(-170);
    expect(Math.max(...longitudes)).toBeLessThan(-65);
    expect(Math.min(...latitudes)).toBeGreaterThan(17);
    expect(Math.max(...latitudes)).toBeLessThan(72);
  });
});

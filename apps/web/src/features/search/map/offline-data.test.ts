import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Feature, MultiPolygon } from 'geojson';
import { decodeOfflineData, type PlacesFile } from './offline-data';
import { regionAnchor } from './place-labels';

const read = (path: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')) as unknown;
const counties = JSON.parse(
  readFileSync(fileURLToPath(import.meta.resolve('us-atlas/counties-10m.json')), 'utf8'),
) as unknown;
const placesFile = read('./geodata/us-places.json') as PlacesFile;
const neighbours = read('./geodata/neighbour-land.json') as Feature<MultiPolygon>;
const data = decodeOfflineData(counties, placesFile, neighbours);

describe('the offline basemap data', () => {
  it('has every county and state named, county lines inside states and state lines between them', () => {
    expect(data.counties.length).toBeGreaterThan(3100);
    expect(data.states.map((s) => s.name)).toEqual(expect.arrayContaining(['Illinois', 'California', 'Alaska']));
    expect(data.counties.find((c) => c.key === '17031')?.name).toBe('Cook County');
    expect(data.countyLines.coordinates.length).toBeGreaterThan(1000);
    expect(data.stateLines.coordinates.length).toBeGreaterThan(50);
  });

  it("names a county the view is inside, however close the map is (Chicago's Loop is in Cook County)", () => {
    const cook = data.counties.find((c) => c.key === '17031')!;
    const loop = { west: -87.64, east: -87.62, south: 41.87, north: 41.89 };
    const anchor = regionAnchor(cook, loop)!;
    expect(anchor.longitude).toBeGreaterThanOrEqual(loop.west);
    expect(anchor.longitude).toBeLessThanOrEqual(loop.east);
    const lake = { west: -87.0, east: -86.9, south: 42.4, north: 42.5 };
    expect(regionAnchor(cook, lake)).toBeNull();
  });

  it('lists places largest first, in the US and just across its borders', () => {
    const names = data.places.map((p) => p.name);
    expect(names.slice(0, 3)).toEqual(['New York City', 'Los Angeles', 'Chicago']);
    expect(names).toEqual(expect.arrayContaining(['Evanston', 'Oak Park', 'Tijuana', 'Windsor']));
    expect(data.places.length).toBeGreaterThan(4000);
    expect(data.places.every((p, i) => p.rank === i)).toBe(true);
    for (const p of data.places) {
      expect(p.latitude).toBeGreaterThan(12);
      expect(p.longitude).toBeLessThan(-60);
    }
  });

  it('draws the land across the border, with the Great Lakes left as water', () => {
    const polygons = neighbours.geometry.coordinates;
    const contains = ([x, y]: [number, number]) =>
      polygons.some((rings) => {
        let inside = false;
        for (const ring of rings) {
          for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
            const [xi = 0, yi = 0] = ring[i]!;
            const [xj = 0, yj = 0] = ring[j]!;
            if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
          }
        }
        return inside;
      });
    expect(contains([-83.0, 42.3])).toBe(true); // Windsor, Ontario
    expect(contains([-117.0, 32.5])).toBe(true); // Tijuana
    expect(contains([-77.5, 43.9])).toBe(false); // Lake Ontario, Canadian side
    expect(contains([-81.0, 42.4])).toBe(false); // Lake Erie, Canadian side
  });

  // The city limits come from the Census places of some 4,000 cities: the build reads them (about 10 s of CPU).
  it('is what scripts/build-map-data.mjs builds from the installed packages, city limits included', async () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const script = resolve(here, '../../../../../../scripts/build-map-data.mjs');
    await expect(promisify(execFile)(process.execPath, [script, '--check'])).resolves.toBeDefined();
  }, 180_000);
});

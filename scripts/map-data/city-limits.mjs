// The offline map's city limits (docs/decisions/0016), for scripts/build-map-data.mjs: the outlines of the
// Census places (cities, towns, villages, census-designated places) the map names, from the `boundaries`
// package (U.S. Census Bureau TIGER 2016, public domain), as one simplified, quantized TopoJSON mesh.
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import { topology } from 'topojson-server';
import { filter, filterWeight, planarRingArea, planarTriangleArea, presimplify, simplify } from 'topojson-simplify';
import { mesh, quantize } from 'topojson-client';

/**
 * Simplification, in square degrees (1e-4 is about 0.9 km² at 40° N): a point goes when the triangle it
 * makes with its neighbours is smaller (weighted, below). Chosen for the file's size (under 150 KB gzip):
 * outlines stay true to a few hundred metres, enough to tell one suburb from the next at zoom 8 to 12.
 */
const MIN_TRIANGLE = 1.5e-4;
/** How much a sharp corner lowers a point's weight (and a straight run raises it): 0.7 as in mapshaper. */
const SHARPNESS = 0.7;
/** Pieces of a place smaller than this (square degrees, about 1 km²) are left out: islands, annexed lots. */
const MIN_RING = 1e-4;
/** Grid of the output (per axis, over the places' bounding box, Hawaii to Puerto Rico): about 100 by 160 m. */
const QUANTIZATION = 5e4;
/** Grid the places' topology is built on (about 1 m), so their shared borders are found as shared arcs. */
const TOPOLOGY_QUANTIZATION = 1e7;

// prettier-ignore
const STATE_FIPS = Object.fromEntries(
  ('AL01 AK02 AZ04 AR05 CA06 CO08 CT09 DE10 DC11 FL12 GA13 HI15 ID16 IL17 IN18 IA19 KS20 KY21 LA22 ME23 ' +
   'MD24 MA25 MI26 MN27 MS28 MO29 MT30 NE31 NV32 NH33 NJ34 NM35 NY36 NC37 ND38 OH39 OK40 OR41 PA42 RI44 ' +
   'SC45 SD46 TN47 TX48 UT49 VT50 VA51 WA53 WV54 WI55 WY56').split(' ').map((s) => [s.slice(0, 2), s.slice(2)]),
);

/** Names as both sources may spell them: "St. Louis" and "Saint Louis", "Mount Vernon" and "Mt. Vernon". */
function nameKey(name) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bmount\b/g, 'mt')
    .replace(/\bfort\b/g, 'ft')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every Census place file's id, state and name, from the first bytes of each file (reading all would take seconds). */
function listPlaces(filesDir) {
  const head = Buffer.alloc(300);
  return readdirSync(filesDir)
    .filter((file) => /^USA-\d{7}\.json$/.test(file))
    .sort()
    .map((file) => {
      const fd = openSync(`${filesDir}${file}`, 'r');
      const length = readSync(fd, head, 0, head.length, 0);
      closeSync(fd);
      const name = JSON.parse(`"${/"name":"((?:[^"\\]|\\.)*)"/.exec(head.toString('utf8', 0, length))[1]}"`);
      return { file, id: file.slice(4, 11), state: file.slice(4, 6), name, key: nameKey(name) };
    });
}

function contains(multiPolygon, [x, y]) {
  let inside = false;
  for (const polygon of multiPolygon.coordinates) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

/**
 * The Census places of one state's GeoNames places: for each, the place of its name (the one around its point
 * when the state has several), else the one around its point whose name starts or ends with it ("Boise City",
 * "Urban Honolulu", "Nashville-Davidson metropolitan government (balance)"). New England towns are county
 * subdivisions, not places, and neighbourhoods have none: both are left out.
 */
function matchPlaces(geonames, inState, filesDir) {
  const shapes = new Map();
  const shape = (place) => {
    if (!shapes.has(place.id)) shapes.set(place.id, JSON.parse(readFileSync(`${filesDir}${place.file}`, 'utf8')).area);
    return shapes.get(place.id);
  };
  const matched = new Map();
  for (const city of geonames) {
    const key = nameKey(city.name);
    const around = (place) => contains(shape(place), city.loc.coordinates);
    const named = inState.filter((place) => place.key === key);
    const place =
      (named.length === 1 ? named[0] : named.find(around)) ??
      inState.filter((p) => p.key.startsWith(key) || key.startsWith(p.key) || p.key.endsWith(` ${key}`)).find(around);
    if (place) matched.set(place.id, place);
  }
  return [...matched.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((place) => ({ type: 'Feature', id: place.id, properties: {}, geometry: shape(place) }));
}

/**
 * A point's weight for simplification: its triangle's area, less at a sharp corner and more on a straight run
 * (Visvalingam and Whyatt's weighting, as mapshaper uses it), so that the thin spikes of annexed strips go
 * before the corners that give a city its shape.
 */
function weightedTriangleArea(triangle) {
  const [[ax, ay], [bx, by], [cx, cy]] = triangle;
  const [ux, uy, vx, vy] = [ax - bx, ay - by, cx - bx, cy - by];
  const cos = (ux * vx + uy * vy) / (Math.sqrt((ux * ux + uy * uy) * (vx * vx + vy * vy)) || 1);
  return planarTriangleArea(triangle) * (1 - SHARPNESS * cos);
}

/**
 * One state's outlines, each border once: its places' topology (so a border two places share is simplified
 * once and stays shared), simplified, without the smallest pieces, as stitched lines. A state at a time keeps
 * the memory (and so the time) of a run small; the few borders between places of two states come twice.
 */
function stateOutlines(features) {
  let places = topology({ places: { type: 'FeatureCollection', features } }, TOPOLOGY_QUANTIZATION);
  places = presimplify(places, weightedTriangleArea);
  places = simplify(places, MIN_TRIANGLE);
  places = filter(places, filterWeight(places, MIN_RING, planarRingArea));
  return mesh(places, places.objects.places).coordinates;
}

const groupBy = (items, key) => {
  const groups = new Map();
  for (const item of items) {
    const k = key(item);
    if (groups.has(k)) groups.get(k).push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/** The outlines of the Census places of the GeoNames places given, as a quantized TopoJSON mesh. */
export function buildCityLimits(require, geonames) {
  const filesDir = `${dirname(require.resolve('boundaries/package.json'))}/files/`;
  const version = require('boundaries/package.json').version;
  const placesByState = groupBy(listPlaces(filesDir), (place) => place.state);
  const citiesByState = groupBy(geonames, (city) => (city.country === 'PR' ? '72' : STATE_FIPS[city.adminCode]));
  const lines = [];
  let placeCount = 0;
  for (const state of [...citiesByState.keys()].sort()) {
    const features = matchPlaces(citiesByState.get(state), placesByState.get(state) ?? [], filesDir);
    placeCount += features.length;
    if (features.length > 0) lines.push(...stateOutlines(features));
  }
  const outlines = quantize(
    { type: 'Topology', objects: { cities: { type: 'MultiLineString', arcs: lines.map((_, i) => [i]) } }, arcs: lines },
    QUANTIZATION,
  );
  return {
    source: `U.S. Census Bureau TIGER 2016 places (public domain) through boundaries ${version}: the ${placeCount} places named on the map, simplified`,
    topology: outlines,
  };
}

/** One line an outline: small diffs when the data changes. */
export function cityLimitsJson({ source, topology: { bbox, transform, objects, arcs } }) {
  return `{"type":"Topology","source":${JSON.stringify(source)},"bbox":${JSON.stringify(bbox)},"transform":${JSON.stringify(transform)},"objects":${JSON.stringify(objects)},"arcs":[\n${arcs.map((arc) => JSON.stringify(arc)).join(',\n')}\n]}\n`;
}

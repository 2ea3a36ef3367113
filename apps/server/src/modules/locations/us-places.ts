import zipcodes from 'zipcodes';
import { US_STATES, cityKey } from '@forkpoint/shared/rules/location-query';

/**
 * The US places data set (the `zipcodes` package: 42k ZIP codes with coordinates, offline)
 * indexed once for the two lookups the product needs: a ZIP code and a "City, ST".
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

export interface UsPlaces {
  zip(zip: string): ZipPlace | undefined;
  city(city: string, state: string): CityPlace | undefined;
  /** Every city, in a stable order (state, then name). */
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
  return {
    zip: (zip) => byZip.get(zip),
    city: (city, state) => cities.get(`${cityKey(city)}|${state.toUpperCase()}`),
    cities: () => ordered,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

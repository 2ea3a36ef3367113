import { usPlaces, type ZipPlace } from '../../modules/locations/us-places';
import { NEIGHBOURHOODS } from './neighbourhoods';
import type { Random } from './prng';

/** A city the catalog places merchants in, weighted by size (ZIP codes ^ 1.5). */
export interface SeedPlace {
  city: string;
  state: string;
  weight: number;
  zips: ZipPlace[];
  neighbourhoods: { name: string; latitude: number; longitude: number }[];
}

export interface SeedPlaces {
  places: readonly SeedPlace[];
  /** A place drawn by weight (binary search over cumulative weights: 30k cities, 100k draws). */
  pick(random: Random): SeedPlace;
}

/**
 * Cities weighted by ZIP count to the power 1.5: big cities get most merchants (Manhattan about
 * 2% of the catalog, 3.5% within 25 miles of Times Square) while small towns still get a few.
 */
let cache: SeedPlaces | undefined;
export function seedPlaces(): SeedPlaces {
  if (cache) return cache;
  const places: SeedPlace[] = usPlaces()
    .cities()
    .map((city) => ({
      city: city.city,
      state: city.state,
      weight: city.zips.length ** 1.5,
      zips: city.zips,
      neighbourhoods: (NEIGHBOURHOODS[`${city.city}, ${city.state}`] ?? []).map(([name, latitude, longitude]) => ({
        name,
        latitude,
        longitude,
      })),
    }));
  const cumulative: number[] = [];
  let total = 0;
  for (const place of places) cumulative.push((total += place.weight));
  cache = {
    places,
    pick(random) {
      const target = random.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (cumulative[mid]! > target) high = mid;
        else low = mid + 1;
      }
      return places[low]!;
    },
  };
  return cache;
}

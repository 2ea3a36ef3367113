import type { ZipPlace } from '../../../modules/locations/us-places';
import { METRO_PROFILES, type MetroProfile } from './metro-profiles';
import type { Random } from '../../../lib/prng';
import { search, type SeedPlace, type SeedPlaces } from './seed-places';

/** Where a merchant is: a real city and ZIP, a point near that ZIP, and what its metro is like. */
export interface MerchantPlacement {
  city: string;
  state: string;
  zip: string;
  neighborhood: string | null;
  latitude: number;
  longitude: number;
  /** The metro's name, or null outside the metros. */
  metro: string | null;
  profile: MetroProfile;
}

/** Share of a curated city's restaurants placed in one of its dining neighbourhoods. */
const IN_NEIGHBOURHOOD = 0.75;
/** A point this close (degrees) to a neighbourhood's centre is named after it. */
const NEIGHBOURHOOD_REACH = 0.012;

/** Places merchant `index`: its metro (seed-places.ts), then a city, a ZIP and a point in it. */
export function placeMerchant(index: number, places: SeedPlaces, random: Random): MerchantPlacement {
  const metro = places.metroOf(index);
  if (!metro) {
    const place = places.pick(random);
    return { ...inCity(place, random), metro: null, profile: METRO_PROFILES.countryside };
  }
  let target = random.next();
  if (target < metro.principalShare) {
    for (const { place, share } of metro.principal) {
      if ((target -= share) < 0) return { ...inCity(place, random), metro: metro.metro.name, profile: metro.profile };
    }
  }
  const { zips, cumulative, total } = metro.suburbs;
  const zip = zips[search(cumulative, random.next() * total)]!;
  return { ...nearZip(zip, random, 0.008), neighborhood: null, metro: metro.metro.name, profile: metro.profile };
}

function inCity(place: SeedPlace, random: Random): Omit<MerchantPlacement, 'metro' | 'profile'> {
  const spots = place.neighbourhoods;
  if (spots.length > 0 && random.chance(IN_NEIGHBOURHOOD)) {
    const spot = random.pick(spots);
    const latitude = round6(spot.latitude + random.jitter(0.004));
    const longitude = round6(spot.longitude + random.jitter(0.005));
    return {
      city: place.city,
      state: place.state,
      zip: nearestZip(place.zips, latitude, longitude),
      neighborhood: spot.name,
      latitude,
      longitude,
    };
  }
  const point = nearZip(random.pick(place.zips), random, 0.006);
  return {
    ...point,
    city: place.city,
    state: place.state,
    neighborhood: nearestSpot(spots, point.latitude, point.longitude),
  };
}

/** A point around a ZIP's centre (spread in degrees of latitude), keeping that ZIP's city and state. */
function nearZip(zip: ZipPlace, random: Random, spread: number) {
  const latitude = round6(zip.latitude + random.jitter(spread));
  const longitude = round6(zip.longitude + random.jitter(spread / Math.cos((zip.latitude * Math.PI) / 180)));
  return { city: zip.city, state: zip.state, zip: zip.zip, latitude, longitude };
}

function nearestZip(zips: readonly ZipPlace[], latitude: number, longitude: number): string {
  let best = zips[0]!;
  let bestDistance = Infinity;
  for (const zip of zips) {
    const d = (zip.latitude - latitude) ** 2 + (zip.longitude - longitude) ** 2;
    if (d < bestDistance) [best, bestDistance] = [zip, d];
  }
  return best.zip;
}

function nearestSpot(spots: SeedPlace['neighbourhoods'], latitude: number, longitude: number): string | null {
  let best: string | null = null;
  let bestDistance = NEIGHBOURHOOD_REACH ** 2;
  for (const spot of spots) {
    const d = (spot.latitude - latitude) ** 2 + (spot.longitude - longitude) ** 2;
    if (d < bestDistance) [best, bestDistance] = [spot.name, d];
  }
  return best;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

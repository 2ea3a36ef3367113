import { usPlaces, type ZipPlace } from '../../../modules/locations/us-places';
import realPlaces from './geodata/real-places.json';
import { METRO_PROFILES, type MetroProfile } from './metro-profiles';
import { METROS, type Metro } from './metros';
import { NEIGHBOURHOODS } from './neighbourhoods';
import type { Random } from '../../../lib/prng';

/** A city the catalog places merchants in, with its ZIPs and curated neighbourhoods. */
export interface SeedPlace {
  city: string;
  state: string;
  /** Weight among the places outside the metros (ZIP codes ^ 1.5). */
  weight: number;
  zips: ZipPlace[];
  neighbourhoods: { name: string; latitude: number; longitude: number }[];
}

/** A metro ready to draw from: its principal cities by share, its other ZIPs by closeness to downtown. */
export interface SeedMetro {
  metro: Metro;
  profile: MetroProfile;
  principal: { place: SeedPlace; share: number }[];
  /** Share of the metro's restaurants in the principal cities; the rest go to `suburbs`. */
  principalShare: number;
  suburbs: { zips: ZipPlace[]; cumulative: number[]; total: number };
}

export interface SeedPlaces {
  /** The places outside every metro (small cities and towns). */
  places: readonly SeedPlace[];
  metros: readonly SeedMetro[];
  /** A place outside the metros, drawn by weight. */
  pick(random: Random): SeedPlace;
  /** The metro merchant `index` belongs to, or null for a place outside the metros. */
  metroOf(index: number): SeedMetro | null;
}

/** Share of the catalog outside the metros: small cities and towns across the country. */
export const COUNTRYSIDE_SHARE = 0.12;
/**
 * Every metro counts at least this population (thousands) when the catalog is shared out, so the
 * smallest of the 50 largest still gets well over 100 restaurants in the default 25,000.
 */
const MIN_METRO_WEIGHT = 1300;
/** 1/φ: index × this, modulo 1, spreads indexes evenly over [0, 1) for every prefix of the catalog. */
const GOLDEN = 0.6180339887498949;

let cache: SeedPlaces | undefined;

const REAL_PLACES = new Set(
  Object.entries(realPlaces.places as Record<string, string[]>).flatMap(([state, cities]) =>
    cities.map((city) => `${city}|${state}`),
  ),
);

/**
 * Whether the ZIP data's city name is a real place's (geodata/real-places.json, scripts/build-seed-places.mjs):
 * the ZIP data also names ZIPs after who receives their mail or a clerk's abbreviation ("Hon" for Honolulu,
 * "Parcel Return Service", "First Union Bank"), and a restaurant is never placed in one of those.
 */
export function isRealPlace(city: string, state: string): boolean {
  return REAL_PLACES.has(`${city}|${state}`);
}

/**
 * Where merchants go. Merchant i's metro is decided by a low-discrepancy sequence rather than a
 * random draw, so every prefix of the catalog (5,000 or 25,000 or 100,000) shares its merchants
 * between the metros almost exactly by population: a metro of 1% of the weight gets 1% of any
 * catalog, give or take two merchants. Inside a metro the draw is random (seeded per merchant).
 */
export function seedPlaces(): SeedPlaces {
  if (cache) return cache;
  const places = usPlaces();
  const allZips = places.cities().flatMap((c) => c.zips);
  const toPlace = (city: { city: string; state: string; zips: ZipPlace[] }): SeedPlace => ({
    city: city.city,
    state: city.state,
    weight: city.zips.length ** 1.5,
    zips: city.zips,
    neighbourhoods: (NEIGHBOURHOODS[`${city.city}, ${city.state}`] ?? []).map(([name, latitude, longitude]) => ({
      name,
      latitude,
      longitude,
    })),
  });

  const metros = METROS.map((metro): SeedMetro => {
    const principal = metro.cities.map(([name, share]) => {
      const [city, state] = name.split(', ') as [string, string];
      const found = places.city(city, state);
      if (!found) throw new Error(`metro ${metro.name}: no place "${name}" in the ZIP data`);
      return { place: toPlace(found), share };
    });
    const principalZips = new Set(principal.flatMap((p) => p.place.zips.map((z) => z.zip)));
    const [hubLat, hubLng] = metro.hub;
    const scale = metro.radiusMiles * 0.35;
    const zips: ZipPlace[] = [];
    const cumulative: number[] = [];
    let total = 0;
    for (const zip of allZips) {
      if (principalZips.has(zip.zip) || !isRealPlace(zip.city, zip.state)) continue;
      const d = approxMiles(hubLat, hubLng, zip.latitude, zip.longitude);
      if (d > metro.radiusMiles) continue;
      zips.push(zip);
      cumulative.push((total += 1 / (1 + (d / scale) ** 2)));
    }
    return {
      metro,
      profile: METRO_PROFILES[metro.profile],
      principal,
      principalShare: principal.reduce((sum, p) => sum + p.share, 0),
      suburbs: { zips, cumulative, total },
    };
  });

  // Outside the metros: every city whose centre is beyond every metro's radius.
  const outside = places
    .cities()
    .filter(
      (city) =>
        isRealPlace(city.city, city.state) &&
        METROS.every((m) => approxMiles(m.hub[0], m.hub[1], city.latitude, city.longitude) > m.radiusMiles),
    )
    .map(toPlace);
  const cumulative: number[] = [];
  let total = 0;
  for (const place of outside) cumulative.push((total += place.weight));

  const metroCumulative: number[] = [];
  let metroTotal = 0;
  for (const m of metros) metroCumulative.push((metroTotal += Math.max(m.metro.population, MIN_METRO_WEIGHT)));

  cache = {
    places: outside,
    metros,
    pick: (random) => outside[search(cumulative, random.next() * total)]!,
    metroOf(index) {
      const u = (index * GOLDEN) % 1;
      if (u < COUNTRYSIDE_SHARE) return null;
      const target = ((u - COUNTRYSIDE_SHARE) / (1 - COUNTRYSIDE_SHARE)) * metroTotal;
      return metros[search(metroCumulative, target)]!;
    },
  };
  return cache;
}

/** The first index whose cumulative weight exceeds `target` (binary search). */
export function search(cumulative: readonly number[], target: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid]! > target) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Miles between two points, flat-earth: close enough within a metro. */
export function approxMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const north = (lat2 - lat1) * 69.055;
  const east = (lng2 - lng1) * 69.055 * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.sqrt(north * north + east * east);
}

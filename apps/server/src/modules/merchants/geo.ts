/**
 * Distances as earthdistance measures them: ll_to_earth() places points on a sphere of
 * radius earth() = 6378168 m, and the cube `<->` operator gives the straight-line (chord)
 * distance between two such points. Chord and great-circle distance convert exactly, so the
 * server compares chords in SQL (cheap, indexable) and reports miles along the surface.
 */
export const EARTH_RADIUS_M = 6_378_168;
export const METERS_PER_MILE = 1609.344;

export interface Point {
  latitude: number;
  longitude: number;
}

export const milesToMeters = (miles: number) => miles * METERS_PER_MILE;

/** The chord (cube distance) of a great-circle distance, both in metres. */
export function chordOf(greatCircleMeters: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(greatCircleMeters / (2 * EARTH_RADIUS_M));
}

/** Miles along the surface for a chord (cube distance) in metres, to 2 decimals. */
export function milesFromChord(chordMeters: number): number {
  const meters = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chordMeters / (2 * EARTH_RADIUS_M)));
  return Math.round((meters / METERS_PER_MILE) * 100) / 100;
}

/** Miles between two points along the surface, to 2 decimals. */
export function milesBetween(a: Point, b: Point): number {
  return Math.round((greatCircleMeters(a, b) / METERS_PER_MILE) * 100) / 100;
}

/** Great-circle distance in metres on the same sphere. */
export function greatCircleMeters(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** ll_to_earth(lat, lng) computed here: the point's x, y, z on earthdistance's sphere. */
export function earthXyz(point: Point): [number, number, number] {
  const lat = (point.latitude * Math.PI) / 180;
  const lng = (point.longitude * Math.PI) / 180;
  return [
    EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS_M * Math.sin(lat),
  ];
}

/** earth_box(ll_to_earth(point), meters) computed here: the cube's lower and upper corners. */
export function earthBox(point: Point, greatCircle: number): [number[], number[]] {
  const d = chordOf(greatCircle);
  const xyz = earthXyz(point);
  return [xyz.map((v) => v - d), xyz.map((v) => v + d)];
}

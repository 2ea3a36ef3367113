import { GEOLOCATION_SEARCH } from '@forkpoint/shared/constants';
import type { Point } from './search-criteria';

/**
 * The search's position request (spec part 1 §4 "Geolocation", §9): time-out 7000 ms, high accuracy,
 * maximum age 0; coordinates kept rounded to 2 decimals (about a kilometre), so a repeat that moved a few
 * metres asks for the same search again instead of a new one.
 */

export const SEARCH_POSITION_OPTIONS: PositionOptions = {
  timeout: GEOLOCATION_SEARCH.timeout,
  enableHighAccuracy: GEOLOCATION_SEARCH.enableHighAccuracy,
  maximumAge: GEOLOCATION_SEARCH.maximumAge,
};

export function roundCoordinate(value: number, decimals: number = GEOLOCATION_SEARCH.decimals): number {
  // Shifting by the decimal exponent rounds the number as written: 1.005 * 100 is 100.49999… in binary.
  const shifted = Number(`${value}e${decimals}`);
  const rounded = Math.round(Number.isFinite(shifted) ? shifted : value * 10 ** decimals);
  return rounded / 10 ** decimals;
}

/** Why there is no position: the user (or the browser's settings) said no, or it could not be found. */
export type PositionFailure = 'denied' | 'unavailable';

/** One position request with the spec's options; resolves rounded, rejects with a PositionFailure. */
export function requestPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject('unavailable' satisfies PositionFailure);
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: roundCoordinate(coords.latitude), longitude: roundCoordinate(coords.longitude) }),
      // GeolocationPositionError.PERMISSION_DENIED is 1 (not every environment defines the constant).
      (error) => reject((error.code === 1 ? 'denied' : 'unavailable') satisfies PositionFailure),
      SEARCH_POSITION_OPTIONS,
    );
  });
}

import { LOCATION_MESSAGE } from '@forkpoint/shared/contracts/location-message';
import {
  BOUNDS_TOO_LARGE_MESSAGE,
  MERCHANT_SEARCH_LIMITS,
  type MerchantSearchQuery,
  type SearchArea,
} from '@forkpoint/shared';
import { AppError } from '../../lib/app-error';
import { resolveLocation } from '../locations/resolve-location';
import { greatCircleMeters, milesToMeters, type Point } from './geo';

export const CURRENT_LOCATION_LABEL = 'Current Location';
export const MAP_VIEW_LABEL = 'Current Map View';

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Where a search looks: a centre, the radius of the circle it searches, and map bounds if any. */
export interface ResolvedArea {
  center: Point;
  /** Radius of the circle the index bounds the search with (for map bounds: centre to corner). */
  radiusMeters: number;
  bounds: Bounds | null;
  answer: SearchArea;
}

type AreaQuery = Pick<MerchantSearchQuery, 'location' | 'lat' | 'lng' | 'north' | 'south' | 'east' | 'west' | 'radius'>;

/**
 * Map bounds ("search this area") win over the current location, which wins over the typed
 * location. An unknown place is a 400 on `location` with the spec's message.
 */
export function resolveSearchArea(query: AreaQuery): ResolvedArea {
  const radiusMiles = query.radius ?? MERCHANT_SEARCH_LIMITS.defaultRadiusMiles;
  const { north, south, east, west } = query;
  if (north !== undefined && south !== undefined && east !== undefined && west !== undefined) {
    const bounds = { north, south, east, west };
    const center = { latitude: (north + south) / 2, longitude: (east + west) / 2 };
    const corner = Math.max(
      greatCircleMeters(center, { latitude: north, longitude: east }),
      greatCircleMeters(center, { latitude: south, longitude: west }),
      greatCircleMeters(center, { latitude: north, longitude: west }),
      greatCircleMeters(center, { latitude: south, longitude: east }),
    );
    if (corner * 2 > milesToMeters(MERCHANT_SEARCH_LIMITS.maxBoundsDiagonalMiles)) {
      throw new AppError('VALIDATION_FAILED', BOUNDS_TOO_LARGE_MESSAGE, [
        { field: 'bounds', message: BOUNDS_TOO_LARGE_MESSAGE },
      ]);
    }
    return {
      center,
      radiusMeters: corner,
      bounds,
      answer: { kind: 'mapView', label: MAP_VIEW_LABEL, ...center, radiusMiles: null, bounds },
    };
  }
  if (query.lat !== undefined && query.lng !== undefined) {
    const center = { latitude: query.lat, longitude: query.lng };
    return {
      center,
      radiusMeters: milesToMeters(radiusMiles),
      bounds: null,
      answer: { kind: 'currentLocation', label: CURRENT_LOCATION_LABEL, ...center, radiusMiles, bounds: null },
    };
  }
  const place = query.location === undefined ? null : resolveLocation(query.location);
  if (!place)
    throw new AppError('VALIDATION_FAILED', LOCATION_MESSAGE, [{ field: 'location', message: LOCATION_MESSAGE }]);
  const center = { latitude: place.latitude, longitude: place.longitude };
  return {
    center,
    radiusMeters: milesToMeters(radiusMiles),
    bounds: null,
    answer: { kind: 'location', label: place.label, ...center, radiusMiles, bounds: null },
  };
}

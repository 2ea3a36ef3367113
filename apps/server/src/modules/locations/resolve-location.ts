import { parseLocationQuery } from '@forkpoint/shared/rules/location-query';
import { usPlaces, type PlacePoint } from './us-places';

export interface ResolvedLocation extends PlacePoint {
  /** The place as the data names it: "Saint Louis, MO" or "10036 (New York, NY)". */
  label: string;
}

/** "City, ST", "City ST" or a ZIP code to a point; null for anything else or an unknown place. */
export function resolveLocation(text: string): ResolvedLocation | null {
  const query = parseLocationQuery(text);
  if (!query) return null;
  const places = usPlaces();
  if (query.kind === 'zip') {
    const zip = places.zip(query.zip);
    return zip
      ? { latitude: zip.latitude, longitude: zip.longitude, label: `${zip.zip} (${zip.city}, ${zip.state})` }
      : null;
  }
  const city = places.place(query.city, query.state);
  return city ? { latitude: city.latitude, longitude: city.longitude, label: `${city.city}, ${city.state}` } : null;
}

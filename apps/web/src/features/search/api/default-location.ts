import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { DEFAULT_LOCATION } from '@forkpoint/shared/constants';
import type { LocationResponse } from '@forkpoint/shared/contracts/merchants';
import { api } from '@/lib/api-client';

/**
 * GET /api/DefaultUserLocation: the point a search uses when geolocation is denied or fails. When that
 * call fails too, the spec's default point (part 1 §8, §9: 40.7577, -73.9857) is used.
 */
export async function getDefaultLocation(signal?: AbortSignal): Promise<LocationResponse> {
  try {
    const answer = await api.get<LocationResponse>(APP_PATHS.defaultLocation, { signal });
    if (Number.isFinite(answer?.latitude) && Number.isFinite(answer?.longitude)) return answer;
  } catch {
    // Falls through to the spec's default point.
  }
  return { latitude: DEFAULT_LOCATION.latitude, longitude: DEFAULT_LOCATION.longitude };
}

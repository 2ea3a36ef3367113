import { useCallback, useEffect, useState } from 'react';
import { GEOLOCATION_SEARCH } from '@forkpoint/shared/constants';
import { getDefaultLocation } from '../api/default-location';
import { requestPosition, type PositionFailure } from '../lib/geolocation';
import type { Point } from '../lib/search-criteria';

/**
 * The user's position for a current-location search (spec part 1 §4 "Geolocation"): a request with the
 * §9 options; on success the rounded coordinates are kept and the request repeats every 5 minutes; on
 * denial or error the default location is used (GET /api/DefaultUserLocation, else the spec's point) and
 * the status says why, so the page can show its location-blocked state.
 */

export type LocationStatus = 'idle' | 'locating' | 'located' | PositionFailure;

export interface CurrentLocation {
  status: LocationStatus;
  /** The rounded position, or the default point after a failure; null while the first answer is awaited. */
  point: Point | null;
  /** Asks again now (the "use current location" action when the search already uses it). */
  retry: () => void;
}

const samePoint = (a: Point | null, b: Point) => a?.latitude === b.latitude && a.longitude === b.longitude;

export function useCurrentLocation(active: boolean): CurrentLocation {
  const [state, setState] = useState<{ status: LocationStatus; point: Point | null }>({
    status: 'idle',
    point: null,
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let repeat: ReturnType<typeof setInterval> | undefined;
    const controller = new AbortController();
    // A position found earlier stays in use while it is asked for again; a failure is asked about afresh.
    setState((previous) => (previous.status === 'located' ? previous : { status: 'locating', point: null }));

    const ask = () =>
      requestPosition(navigator.geolocation).then(
        (point) => {
          if (stopped) return;
          setState((previous) =>
            previous.status === 'located' && samePoint(previous.point, point) ? previous : { status: 'located', point },
          );
          repeat ??= setInterval(() => void ask(), GEOLOCATION_SEARCH.repeatMs);
        },
        async (failure: PositionFailure) => {
          // A repeat that fails keeps the position the last request found.
          if (stopped || repeat !== undefined) return;
          const fallback = await getDefaultLocation(controller.signal);
          if (!stopped) setState({ status: failure, point: fallback });
        },
      );
    void ask();

    return () => {
      stopped = true;
      controller.abort();
      clearInterval(repeat);
    };
  }, [active, attempt]);

  return { ...state, retry };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { jsonResponse, pathsOf, serveApi } from '@/testing/msw';
import { roundCoordinate, SEARCH_POSITION_OPTIONS } from '../lib/geolocation';
import { useCurrentLocation } from './use-current-location';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A navigator.geolocation whose answers the test gives, one request at a time. */
function fakeGeolocation() {
  const requests: { success: Success; failure: Failure | null | undefined; options?: PositionOptions }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((success: Success, failure?: Failure | null, options?: PositionOptions) => {
      requests.push({ success, failure, options });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const position = (latitude: number, longitude: number) =>
    ({ coords: { latitude, longitude }, timestamp: Date.now() }) as GeolocationPosition;
  return {
    geolocation,
    requests,
    answer: (latitude: number, longitude: number) => act(() => requests.at(-1)?.success(position(latitude, longitude))),
    // A failure changes nothing at once: the hook first asks for the default location (see settle).
    fail: (code: number) =>
      requests.at(-1)?.failure?.({ code, message: 'no', PERMISSION_DENIED: 1 } as GeolocationPositionError),
  };
}

/** Lets the default-location call (a fetch and its body) finish inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('rounding', () => {
  it('keeps coordinates to 2 decimals, halves rounded as written', () => {
    expect(roundCoordinate(41.8781)).toBe(41.88);
    expect(roundCoordinate(-87.6298)).toBe(-87.63);
    expect(roundCoordinate(1.005)).toBe(1.01);
    expect(roundCoordinate(40.7577)).toBe(40.76);
    expect(roundCoordinate(1e-7)).toBe(0);
  });
});

describe('useCurrentLocation (spec part 1 §4 Geolocation, §9)', () => {
  it('asks with the spec options, keeps the rounded position and asks again every 5 minutes', async () => {
    // This test counts the interval to the millisecond, so the clock must move only when the test moves
    // it: with shouldAdvanceTime, real time elapsed during the test fired the interval a little early.
    vi.useRealTimers();
    vi.useFakeTimers();
    const geo = fakeGeolocation();
    const { result } = renderHook(() => useCurrentLocation(true));
    expect(result.current.status).toBe('locating');
    expect(geo.requests[0]?.options).toEqual({ timeout: 7000, enableHighAccuracy: true, maximumAge: 0 });
    expect(SEARCH_POSITION_OPTIONS).toEqual(geo.requests[0]?.options);

    await geo.answer(41.8781, -87.6298);
    expect(result.current).toMatchObject({ status: 'located', point: { latitude: 41.88, longitude: -87.63 } });

    await act(() => vi.advanceTimersByTime(5 * 60 * 1000 - 1));
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTime(1));
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);

    // A move of a few metres is the same rounded point: the same object, so no new search.
    const before = result.current.point;
    await geo.answer(41.8779, -87.6301);
    expect(result.current.point).toBe(before);
    await act(() => vi.advanceTimersByTime(5 * 60 * 1000));
    await geo.answer(41.9, -87.7);
    expect(result.current.point).toEqual({ latitude: 41.9, longitude: -87.7 });
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(3);
  });

  it('uses the default location after a denial, and says the location is blocked', async () => {
    const geo = fakeGeolocation();
    const requests = serveApi(() => jsonResponse({ latitude: 40.7577, longitude: -73.9857 }));
    const { result } = renderHook(() => useCurrentLocation(true));
    geo.fail(1);
    await settle();
    expect(result.current.status).toBe('denied');
    expect(result.current.point).toEqual({ latitude: 40.7577, longitude: -73.9857 });
    expect(pathsOf(requests)).toEqual(['/api/DefaultUserLocation']);

    // No repeat after a failure.
    await act(() => vi.advanceTimersByTime(10 * 60 * 1000));
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("falls back to the spec's default point when the default-location call fails too", async () => {
    const geo = fakeGeolocation();
    serveApi(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const { result } = renderHook(() => useCurrentLocation(true));
    geo.fail(3);
    await settle();
    expect(result.current.status).toBe('unavailable');
    expect(result.current.point).toEqual({ latitude: 40.7577, longitude: -73.9857 });
  });

  it('counts a browser without geolocation as unavailable', async () => {
    serveApi(() => jsonResponse({ latitude: 1, longitude: 2 }));
    const { result } = renderHook(() => useCurrentLocation(true));
    await settle();
    expect(result.current.status).toBe('unavailable');
    expect(result.current.point).toEqual({ latitude: 1, longitude: 2 });
  });

  it('asks nothing while the search does not use the current location, and stops repeating when it stops', async () => {
    const geo = fakeGeolocation();
    const { result, rerender } = renderHook(({ active }) => useCurrentLocation(active), {
      initialProps: { active: false },
    });
    expect(result.current.status).toBe('idle');
    expect(geo.geolocation.getCurrentPosition).not.toHaveBeenCalled();

    rerender({ active: true });
    await geo.answer(41.8781, -87.6298);
    rerender({ active: false });
    await act(() => vi.advanceTimersByTime(15 * 60 * 1000));
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('asks again at once on retry', async () => {
    const geo = fakeGeolocation();
    const { result } = renderHook(() => useCurrentLocation(true));
    await geo.answer(41.8781, -87.6298);
    await act(() => result.current.retry());
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });
});

import { vi } from 'vitest';

// The old way, kept for the test files not yet moved to testing/msw.ts (docs/decisions/0038-msw-in-web-tests.md).
export { errorResponse, jsonResponse } from './responses';

export type FetchHandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch; the returned mock records every call (URL and init). */
export function mockFetch(handler: FetchHandler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url), init),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Headers of the n-th recorded call, as a Headers object whatever form they were passed in. */
export function headersOf(mock: ReturnType<typeof mockFetch>, call = 0): Headers {
  return new Headers(mock.mock.calls[call]?.[1]?.headers);
}

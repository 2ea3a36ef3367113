import { vi } from 'vitest';

export type FetchHandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

/** The error body every /api error answers with (apiErrorSchema). */
export function errorResponse(status: number, statusText: string, code = 'ERROR'): Response {
  return jsonResponse(
    { statusCode: status, code, error: statusText, message: `${statusText}.` },
    { status, statusText },
  );
}

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

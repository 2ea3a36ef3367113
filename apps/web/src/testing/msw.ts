import { setupServer } from 'msw/node';

import { http } from 'msw';

export { http };
export { errorResponse, jsonResponse, offContract } from './responses';

/**
 * The network of the web tests (docs/decisions/0038-msw-in-web-tests.md): Mock Service Worker's node server,
 * started in testing/setup.ts. A test declares what the server answers with `server.use(http.get('/api/…', …))`
 * (paths resolve against the page's origin, as the app's calls do) answering with jsonResponse/errorResponse; the
 * handlers are dropped after each test, and a request no handler answers fails and prints an error naming it.
 */
export const server = setupServer();

/** A request as the app sent it: method, URL and headers at once, the body a copy to read when needed. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** A copy of the request, to read its body (`await sent.request.json()`). */
  request: Request;
}

/**
 * Records every request the app sends from now until the end of the test (handled or not), in order:
 * the honest stand-in for asserting on `fetch.mock.calls`.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      request: request.clone(),
    });
  };
  server.events.on('request:start', record);
  stopRecording.push(() => server.events.removeListener('request:start', record));
  return sent;
}

const stopRecording: (() => void)[] = [];

/** Called after each test (testing/setup.ts): recorders last one test. */
export function stopRecordingRequests() {
  for (const stop of stopRecording.splice(0)) stop();
}

/** The paths of the recorded requests, e.g. `['/api/Member', '/api/CSRF']`. */
export const pathsOf = (sent: SentRequest[]) => sent.map((request) => request.url.pathname);

/**
 * One handler for every /api call, for a test whose fake server is a single table by path (or one answer for
 * everything); the requests are recorded and returned. Prefer `server.use(http.get(…))` per route where a test
 * answers only a few.
 */
export function serveApi(answer: (url: URL, request: Request) => Response | Promise<Response>): SentRequest[] {
  const requests = recordRequests();
  server.use(http.all('/api/*', ({ request }) => answer(new URL(request.url), request)));
  return requests;
}

/** The JSON body of the first recorded request to a path. */
export async function bodyOf(requests: SentRequest[], path: string): Promise<Record<string, unknown>> {
  const sent = requests.find((request) => request.url.pathname === path);
  if (!sent) throw new Error(`no request to ${path}`);
  return (await sent.request.clone().json()) as Record<string, unknown>;
}

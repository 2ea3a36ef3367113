import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CSRF_FAILURE_TIMER_MS,
  CSRF_HEADER,
  CSRF_PLACEHOLDER,
  CSRF_PREFETCH_RETRIES,
} from '@forkpoint/shared/constants';
import { errorResponse, http, jsonResponse, pathsOf, recordRequests, server, type SentRequest } from '@/testing/msw';
import { testMember } from '@/testing/serve-startup';
import { api, wasShownToMember } from './api-client';
import { csrfRetryDelayMs, startCsrfPrefetch } from './csrf';
import { STORAGE_KEYS } from './storage-keys';
// The toast module lib/toast.ts loads on demand; tests hold it directly.
import { toast, ToastContainer } from 'react-toastify/unstyled';

const storedToken = () => window.sessionStorage.getItem(STORAGE_KEYS.csrfToken);
const csrfCalls = (requests: SentRequest[]) => requests.filter((sent) => sent.url.pathname === '/api/CSRF').length;

/** The server answers GET /api/CSRF with `answer`; every request the app sends is recorded. */
function serveCsrf(answer: () => Response | Promise<Response>): SentRequest[] {
  const requests = recordRequests();
  server.use(http.get('/api/CSRF', answer));
  return requests;
}

describe('the CSRF prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stores the token in session storage when GET /api/CSRF answers', async () => {
    const requests = serveCsrf(() => jsonResponse({ csrfToken: 'tok-1' }));
    await expect(startCsrfPrefetch()).resolves.toBe('tok-1');
    expect(storedToken()).toBe('tok-1');

    // The failure timer was stopped: the token is not replaced by the placeholder later.
    await vi.advanceTimersByTimeAsync(CSRF_FAILURE_TIMER_MS + 1000);
    expect(storedToken()).toBe('tok-1');
    expect(csrfCalls(requests)).toBe(1);
  });

  it('retries with a doubling delay until the token arrives', async () => {
    let calls = 0;
    const requests = serveCsrf(() =>
      ++calls <= 2 ? errorResponse(503, 'Service Unavailable') : jsonResponse({ csrfToken: 'tok-3' }),
    );
    void startCsrfPrefetch();

    await vi.advanceTimersByTimeAsync(0);
    expect(csrfCalls(requests)).toBe(1);
    await vi.advanceTimersByTimeAsync(csrfRetryDelayMs(0));
    expect(csrfCalls(requests)).toBe(2);
    expect(storedToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(csrfRetryDelayMs(1));
    expect(csrfCalls(requests)).toBe(3);
    expect(storedToken()).toBe('tok-3');
  });

  it('gives up after 5 retries, then the 35 s timer stores the placeholder', async () => {
    const requests = serveCsrf(() => errorResponse(500, 'Internal Server Error'));
    const settled = startCsrfPrefetch();

    // All retries are spent before the failure timer: 1+2+4+8+16 s.
    const allRetries = Array.from({ length: CSRF_PREFETCH_RETRIES }, (_, i) => csrfRetryDelayMs(i)).reduce(
      (a, b) => a + b,
    );
    expect(allRetries).toBeLessThan(CSRF_FAILURE_TIMER_MS);
    await vi.advanceTimersByTimeAsync(allRetries);
    expect(csrfCalls(requests)).toBe(1 + CSRF_PREFETCH_RETRIES);
    expect(storedToken()).toBeNull();

    await vi.advanceTimersByTimeAsync(CSRF_FAILURE_TIMER_MS - allRetries - 1);
    expect(storedToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(storedToken()).toBe(CSRF_PLACEHOLDER);
    await expect(settled).resolves.toBe(CSRF_PLACEHOLDER);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(csrfCalls(requests)).toBe(1 + CSRF_PREFETCH_RETRIES);
  });

  it('stores the placeholder after 35 s when the server never answers', async () => {
    serveCsrf(() => new Promise<Response>(() => undefined));
    void startCsrfPrefetch();

    await vi.advanceTimersByTimeAsync(CSRF_FAILURE_TIMER_MS - 1);
    expect(storedToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(storedToken()).toBe(CSRF_PLACEHOLDER);
  });

  it('makes a mutating call sent during the prefetch wait for the token', async () => {
    let answerCsrf: (response: Response) => void = () => undefined;
    const requests = serveCsrf(
      () =>
        new Promise<Response>((resolve) => {
          answerCsrf = resolve;
        }),
    );
    server.use(http.post('/api/Member/Activate', () => jsonResponse(testMember())));
    void startCsrfPrefetch();
    const post = api.post('/api/Member/Activate', { body: { publicId: 'p1' } });

    await vi.advanceTimersByTimeAsync(10);
    // Only the prefetch has gone out: the post waits for its token.
    expect(pathsOf(requests)).toEqual(['/api/CSRF']);
    answerCsrf(jsonResponse({ csrfToken: 'late-token' }));
    await post;
    expect(pathsOf(requests)).toEqual(['/api/CSRF', '/api/Member/Activate']);
    expect(requests[1]?.headers.get(CSRF_HEADER)).toBe('late-token');
  });
});

describe('the CSRF placeholder', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the refresh-the-page error toast when a mutating call uses it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = serveCsrf(() => errorResponse(500, 'Internal Server Error'));
    server.use(http.put('/api/Member', () => errorResponse(403, 'Forbidden')));
    render(createElement(ToastContainer));
    void startCsrfPrefetch();
    await vi.advanceTimersByTimeAsync(CSRF_FAILURE_TIMER_MS);
    vi.useRealTimers();

    let failure: unknown;
    await act(async () => {
      await api.put('/api/Member', { body: { firstName: 'Ada' } }).catch((error: unknown) => (failure = error));
    });
    // Its failure is marked as told, so forms log it rather than add a second toast.
    expect(wasShownToMember(failure)).toBe(true);

    expect(
      await screen.findByText(
        'Something went wrong. Please refresh the page and try again. Error Code: CSRF_UNAVAILABLE',
      ),
    ).toBeInTheDocument();
    const put = requests.filter((sent) => sent.method === 'PUT');
    expect(put.map((sent) => sent.headers.get(CSRF_HEADER))).toEqual([CSRF_PLACEHOLDER]);
  });

  it('shows no toast on a read, which sends no CSRF header', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.csrfToken, CSRF_PLACEHOLDER);
    const requests = recordRequests();
    server.use(http.get('/api/Member', () => jsonResponse(testMember())));
    render(createElement(ToastContainer));

    await act(async () => {
      await api.get('/api/Member');
    });

    expect(pathsOf(requests)).toEqual(['/api/Member']);
    expect(requests[0]?.headers.has(CSRF_HEADER)).toBe(false);
    expect(screen.queryByText(/Error Code: CSRF_UNAVAILABLE/)).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CSRF_FAILURE_TIMER_MS,
  CSRF_HEADER,
  CSRF_PLACEHOLDER,
  CSRF_PREFETCH_RETRIES,
} from '@forkpoint/shared/constants';
import { errorResponse, headersOf, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { api, wasShownToMember } from './api-client';
import { csrfRetryDelayMs, startCsrfPrefetch } from './csrf';
import { STORAGE_KEYS } from './storage-keys';
// The toast module lib/toast.ts loads on demand; tests hold it directly.
import { toast, ToastContainer } from 'react-toastify/unstyled';

const storedToken = () => window.sessionStorage.getItem(STORAGE_KEYS.csrfToken);
const csrfCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/CSRF')).length;

describe('the CSRF prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stores the token in session storage when GET /api/CSRF answers', async () => {
    const fetch = mockFetch(() => jsonResponse({ csrfToken: 'tok-1' }));
    await expect(startCsrfPrefetch()).resolves.toBe('tok-1');
    expect(storedToken()).toBe('tok-1');

    // The failure timer was stopped: the token is not replaced by the placeholder later.
    await vi.advanceTimersByTimeAsync(CSRF_FAILURE_TIMER_MS + 1000);
    expect(storedToken()).toBe('tok-1');
    expect(csrfCalls(fetch)).toBe(1);
  });

  it('retries with a doubling delay until the token arrives', async () => {
    let calls = 0;
    const fetch = mockFetch(() =>
      ++calls <= 2 ? errorResponse(503, 'Service Unavailable') : jsonResponse({ csrfToken: 'tok-3' }),
    );
    void startCsrfPrefetch();

    await vi.advanceTimersByTimeAsync(0);
    expect(csrfCalls(fetch)).toBe(1);
    await vi.advanceTimersByTimeAsync(csrfRetryDelayMs(0));
    expect(csrfCalls(fetch)).toBe(2);
    expect(storedToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(csrfRetryDelayMs(1));
    expect(csrfCalls(fetch)).toBe(3);
    expect(storedToken()).toBe('tok-3');
  });

  it('gives up after 5 retries, then the 35 s timer stores the placeholder', async () => {
    const fetch = mockFetch(() => errorResponse(500, 'Internal Server Error'));
    const settled = startCsrfPrefetch();

    // All retries are spent before the failure timer: 1+2+4+8+16 s.
    const allRetries = Array.from({ length: CSRF_PREFETCH_RETRIES }, (_, i) => csrfRetryDelayMs(i)).reduce(
      (a, b) => a + b,
    );
    expect(allRetries).toBeLessThan(CSRF_FAILURE_TIMER_MS);
    await vi.advanceTimersByTimeAsync(allRetries);
    expect(csrfCalls(fetch)).toBe(1 + CSRF_PREFETCH_RETRIES);
    expect(storedToken()).toBeNull();

    await vi.advanceTimersByTimeAsync(CSRF_FAILURE_TIMER_MS - allRetries - 1);
    expect(storedToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(storedToken()).toBe(CSRF_PLACEHOLDER);
    await expect(settled).resolves.toBe(CSRF_PLACEHOLDER);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(csrfCalls(fetch)).toBe(1 + CSRF_PREFETCH_RETRIES);
  });

  it('stores the placeholder after 35 s when the server never answers', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    void startCsrfPrefetch();

    await vi.advanceTimersByTimeAsync(CSRF_FAILURE_TIMER_MS - 1);
    expect(storedToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(storedToken()).toBe(CSRF_PLACEHOLDER);
  });

  it('makes a mutating call sent during the prefetch wait for the token', async () => {
    let answerCsrf: (response: Response) => void = () => undefined;
    const fetch = mockFetch((url) =>
      url.pathname === '/api/CSRF'
        ? new Promise<Response>((resolve) => {
            answerCsrf = resolve;
          })
        : jsonResponse({}),
    );
    void startCsrfPrefetch();
    const post = api.post('/api/Member/Activate', { body: { publicId: 'p1' } });

    await vi.advanceTimersByTimeAsync(10);
    expect(fetch).toHaveBeenCalledTimes(1);
    answerCsrf(jsonResponse({ csrfToken: 'late-token' }));
    await post;
    expect(headersOf(fetch, 1).get(CSRF_HEADER)).toBe('late-token');
  });
});

describe('the CSRF placeholder', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the refresh-the-page error toast when a mutating call uses it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = mockFetch((url) =>
      url.pathname === '/api/CSRF' ? errorResponse(500, 'Internal Server Error') : errorResponse(403, 'Forbidden'),
    );
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
    expect(headersOf(fetch, fetch.mock.calls.length - 1).get(CSRF_HEADER)).toBe(CSRF_PLACEHOLDER);
  });

  it('shows no toast on a read, which sends no CSRF header', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.csrfToken, CSRF_PLACEHOLDER);
    mockFetch(() => jsonResponse({}));
    render(createElement(ToastContainer));

    await act(async () => {
      await api.get('/api/Member');
    });

    expect(screen.queryByText(/Error Code: CSRF_UNAVAILABLE/)).not.toBeInTheDocument();
  });
});

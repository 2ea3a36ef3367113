import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER } from '@forkpoint/shared/constants';
import {
  errorResponse,
  http,
  jsonResponse,
  offContract,
  recordRequests,
  server,
  type SentRequest,
} from '@/testing/msw';
import { api, ApiRequestError, buildUrl } from './api-client';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Every /api call answered by `answer`; the requests the client sent are recorded. The answers test the client's
 * plumbing, whatever path it calls, so they are not held to that path's contract.
 */
function answerAll(answer: (url: URL) => Response): SentRequest[] {
  const requests = recordRequests();
  server.use(
    http.all('/api/*', ({ request }) => offContract(answer(new URL(request.url)), 'the API client, not a route')),
  );
  return requests;
}

describe('the API client', () => {
  beforeEach(() => {
    window.sessionStorage.setItem(STORAGE_KEYS.csrfToken, 'token-123');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('root')?.remove();
  });

  it('sends cookies same-origin with JSON headers on a read', async () => {
    const requests = answerAll(() => jsonResponse({ ok: true }));
    await expect(api.get('/api/Member')).resolves.toEqual({ ok: true });

    const [sent] = requests;
    expect(sent?.method).toBe('GET');
    expect(sent?.request.credentials).toBe('same-origin');
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
  });

  it('adds the CSRF header only on mutating calls', async () => {
    const requests = answerAll(() => jsonResponse({}));
    await api.get('/api/Member');
    await api.post('/api/Member/Activate', { body: { publicId: 'p1' } });
    await api.put('/api/Member', { body: { firstName: 'Ada' } });
    await api.delete('/api/Member/Cards', { query: { id: 7 } });

    expect(requests.map((sent) => sent.headers.get(CSRF_HEADER))).toEqual([
      null,
      'token-123',
      'token-123',
      'token-123',
    ]);
  });

  it('sends the CSRF header on a GET that asks for it (sign-out)', async () => {
    const requests = answerAll(() => jsonResponse({ signedOut: true }));
    await api.get('/api/SignOut', { keepalive: true, csrf: true });
    expect(requests[0]?.headers.get(CSRF_HEADER)).toBe('token-123');
  });

  it('keeps the token the server rotates as a session starts', async () => {
    answerAll(() => {
      const response = jsonResponse({ member: {} });
      response.headers.set(CSRF_HEADER, 'token-after-sign-in');
      return response;
    });
    await api.post('/api/SignIn', { body: { userName: 'a', password: 'b' } });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.csrfToken)).toBe('token-after-sign-in');
  });

  it('fetches a fresh CSRF token and tries once more when the stored one went stale', async () => {
    let puts = 0;
    const requests = answerAll((url) => {
      if (url.pathname === '/api/CSRF') return jsonResponse({ csrfToken: 'token-fresh' });
      puts += 1;
      return puts === 1 ? errorResponse(403, 'Forbidden', 'CSRF_INVALID') : jsonResponse({ saved: true });
    });
    await expect(api.put('/api/Member', { body: { firstName: 'Ada' } })).resolves.toEqual({ saved: true });
    expect(requests.map((sent) => sent.url.pathname)).toEqual(['/api/Member', '/api/CSRF', '/api/Member']);
    expect(requests[0]?.headers.get(CSRF_HEADER)).toBe('token-123');
    expect(requests[2]?.headers.get(CSRF_HEADER)).toBe('token-fresh');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.csrfToken)).toBe('token-fresh');
  });

  it('tries a stale CSRF token only once', async () => {
    const requests = answerAll((url) =>
      url.pathname === '/api/CSRF'
        ? jsonResponse({ csrfToken: 'token-fresh' })
        : errorResponse(403, 'Forbidden', 'CSRF_INVALID'),
    );
    await expect(api.put('/api/Member', { body: {} })).rejects.toMatchObject({ status: 403 });
    expect(requests).toHaveLength(3);
  });

  it('sends a JSON body, and no JSON content type on a mutating call without one', async () => {
    const requests = answerAll(() => jsonResponse({}));
    await api.post('/api/Member/Activate', { body: { publicId: 'p1' } });
    await api.post('/api/Member/Bonus/NMB1');

    expect(await requests[0]?.request.text()).toBe('{"publicId":"p1"}');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[1]?.request.body).toBeNull();
    expect(requests[1]?.headers.has('Content-Type')).toBe(false);
  });

  it('leaves undefined and null query values out and repeats list values', async () => {
    const requests = answerAll(() => jsonResponse({ merchants: [] }));
    await api.get('/api/v2/Merchants/Search', {
      query: { location: 'Boston, MA', isNew: undefined, acclaimed: null, pageNo: 1, txnId: ['a', 'b'] },
    });

    const url = requests[0]!.url;
    expect(url.pathname).toBe('/api/v2/Merchants/Search');
    expect([...url.searchParams.keys()]).toEqual(['location', 'pageNo', 'txnId', 'txnId']);
    expect(url.searchParams.getAll('txnId')).toEqual(['a', 'b']);
    expect(url.searchParams.get('location')).toBe('Boston, MA');
  });

  it('calls the page origin unless #root names another API base', () => {
    expect(buildUrl('/api/partner')).toBe(`${window.location.origin}/api/partner`);

    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.apiBase = 'https://api.example.test/';
    document.body.append(root);
    expect(buildUrl('/api/partner', { q: 'x' })).toBe('https://api.example.test/api/partner?q=x');
  });

  it('rejects a non-OK answer with its status text, status and error body', async () => {
    answerAll(() => errorResponse(404, 'Not Found', 'NOT_FOUND'));
    const error = await api.get('/api/Member').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Not Found', status: 404, statusText: 'Not Found' });
    expect((error as ApiRequestError).body?.code).toBe('NOT_FOUND');
  });

  it('takes the status text from the error body when the answer has none (HTTP/2)', async () => {
    answerAll(() =>
      jsonResponse(
        { statusCode: 503, code: 'UNAVAILABLE', error: 'Service Unavailable', message: 'x' },
        { status: 503 },
      ),
    );
    await expect(api.get('/api/health')).rejects.toMatchObject({ status: 503, statusText: 'Service Unavailable' });
  });

  it('keeps a non-OK answer without an error body as status and status text only', async () => {
    answerAll(() => new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await api.get('/api/Member').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toBeUndefined();
  });

  it('validates the answer with the schema it is given', async () => {
    const schema = z.object({ isValid: z.boolean() });
    answerAll(() => jsonResponse({ isValid: 'yes' }));
    await expect(api.get('/api/Members/Validate/Email', { schema })).rejects.toThrow();

    answerAll(() => jsonResponse({ isValid: true, extra: 1 }));
    await expect(api.get('/api/Members/Validate/Email', { schema })).resolves.toEqual({ isValid: true });
  });

  it('answers undefined for an empty body', async () => {
    answerAll(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/Member/Cards', { query: { id: 1 } })).resolves.toBeUndefined();
  });
});

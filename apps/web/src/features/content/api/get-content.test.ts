import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentFetchError } from '@forkpoint/shared/content/index';
import { errorResponse, http, jsonResponse, recordRequests, server } from '@/testing/msw';
import { contentSourceFor, getContent, getContentQueryOptions } from './get-content';

const source = contentSourceFor({ cmsRoute: '/api/cms', cmsPreview: false });
const entries = [{ slug: 'footer', fields: { copyright: '© {{partner}}' } }];

describe('content fetching', () => {
  let info: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the content service for a whole page of one group', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/cms/pages/:name/', () => jsonResponse({ data: entries })));
    await expect(getContent('*', source)).resolves.toEqual(entries);

    const url = requests[0]!.url;
    expect(url.pathname).toBe('/api/cms/pages/*/');
    expect(url.search).toBe('?page_size=100');
  });

  it("adds preview=1 when the partner's cmsPreview is on", async () => {
    const requests = recordRequests();
    server.use(http.get('/api/cms/pages/:name/', () => jsonResponse({ data: [] })));
    await getContent('home', contentSourceFor({ cmsRoute: '/api/cms/', cmsPreview: true }));

    const url = requests[0]!.url;
    expect(url.pathname).toBe('/api/cms/pages/home/');
    expect(url.searchParams.get('page_size')).toBe('100');
    expect(url.searchParams.get('preview')).toBe('1');
  });

  it('rejects with the status text when the group is missing', async () => {
    server.use(http.get('/api/cms/pages/:name/', () => errorResponse(404, 'Not Found', 'NOT_FOUND')));
    const failure = await getContent('popup', source).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContentFetchError);
    expect(failure).toMatchObject({ message: 'Not Found', status: 404 });
  });

  it('leaves the copy empty and logs "no CMS copy found" at info for a missing group', async () => {
    server.use(http.get('/api/cms/pages/:name/', () => errorResponse(404, 'Not Found', 'NOT_FOUND')));
    const client = new QueryClient();
    await expect(client.fetchQuery(getContentQueryOptions('popup', source))).resolves.toEqual([]);

    expect(info).toHaveBeenCalledWith('no CMS copy found', { contentName: 'popup' });
    expect(error).not.toHaveBeenCalled();
  });

  it('leaves the copy empty and logs an error for any other failure', async () => {
    server.use(http.get('/api/cms/pages/:name/', () => errorResponse(500, 'Internal Server Error')));
    const client = new QueryClient();
    await expect(client.fetchQuery(getContentQueryOptions('sidebar', source))).resolves.toEqual([]);

    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('Internal Server Error');
    expect(info).not.toHaveBeenCalled();
  });

  it('keeps content for the life of the page: never stale, no retry, no refetch', () => {
    const options = getContentQueryOptions('home', source);
    expect(options).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
  });
});

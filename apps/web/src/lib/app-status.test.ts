import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, http, jsonResponse, offContract, server } from '@/testing/msw';
import { getAppStatus } from './app-status';

describe('GET /api/app-status', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reports the maintenance state and the staging tools the server answers', async () => {
    server.use(http.get('/api/app-status', () => jsonResponse({ maintenance: true, stagingTools: true })));
    await expect(getAppStatus()).resolves.toEqual({ maintenance: true, stagingTools: true });
  });

  it('runs the app normally when the status cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('/api/app-status', () => errorResponse(503, 'Service Unavailable')));
    await expect(getAppStatus()).resolves.toEqual({ maintenance: false, stagingTools: false });
    expect(console.warn).toHaveBeenCalled();
  });

  it('turns maintenance and the staging tools on only for an answer that says so', async () => {
    server.use(
      http.get('/api/app-status', () =>
        offContract(jsonResponse({ maintenance: 'yes' }), 'a server that answers wrongly'),
      ),
    );
    await expect(getAppStatus()).resolves.toEqual({ maintenance: false, stagingTools: false });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, http, jsonResponse, pathsOf, recordRequests, server } from '@/testing/msw';
import { loadTileSettings, MAP_SETTINGS_URL, readTileSettings, resetTileSettings } from './map-settings';

afterEach(() => {
  resetTileSettings();
  vi.unstubAllGlobals();
});

describe('readTileSettings', () => {
  it('reads the tile template and its attribution', () => {
    expect(readTileSettings({ tiles: { url: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '© T' } })).toEqual({
      url: 'https://t.example.org/{z}/{x}/{y}.png',
      attribution: '© T',
    });
  });

  it('means the offline basemap for no tiles or an answer it cannot use', () => {
    for (const answer of [
      { tiles: null },
      null,
      'x',
      {},
      { tiles: { url: 'javascript:alert(1)' } },
      { tiles: { url: 3 } },
    ]) {
      expect(readTileSettings(answer), JSON.stringify(answer)).toBeNull();
    }
  });
});

describe('loadTileSettings', () => {
  it('asks the server once however often the map opens', async () => {
    const requests = recordRequests();
    server.use(
      http.get(MAP_SETTINGS_URL, () =>
        jsonResponse({ tiles: { url: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '' } }),
      ),
    );
    await expect(loadTileSettings()).resolves.toMatchObject({ url: 'https://t.example.org/{z}/{x}/{y}.png' });
    await loadTileSettings();
    expect(pathsOf(requests)).toEqual([MAP_SETTINGS_URL]);
  });

  it('asks again after a failure', async () => {
    let fail = true;
    server.use(
      http.get(MAP_SETTINGS_URL, () =>
        fail ? errorResponse(503, 'Service Unavailable') : jsonResponse({ tiles: null }),
      ),
    );
    await expect(loadTileSettings()).rejects.toThrow();
    fail = false;
    await expect(loadTileSettings()).resolves.toBeNull();
  });
});

import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBasemap, escapeHtml, TILE_FAILURES_BEFORE_FALLBACK } from './basemap';
import { loadTileSettings } from './map-settings';
import { drawOfflineBasemap } from './offline-basemap';
import { loadOfflineData, type OfflineData } from './offline-data';

vi.mock('./map-settings', () => ({ loadTileSettings: vi.fn() }));
vi.mock('./offline-data', () => ({ loadOfflineData: vi.fn() }));
vi.mock('./offline-basemap', () => ({ drawOfflineBasemap: vi.fn(() => () => undefined) }));

const TILES = { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example <Maps>' };
const DATA = {} as OfflineData;
let map: L.Map;

beforeEach(() => {
  vi.mocked(loadOfflineData).mockResolvedValue(DATA);
  const container = document.createElement('div');
  document.body.append(container);
  map = L.map(container, { maxZoom: 18 }).setView([41.85, -87.65], 11);
});
afterEach(() => {
  map.remove();
  vi.clearAllMocks();
});

const tileLayers = () => {
  const found: L.TileLayer[] = [];
  map.eachLayer((layer) => {
    if (layer instanceof L.TileLayer) found.push(layer);
  });
  return found;
};

describe('addBasemap', () => {
  it('draws the offline basemap when no tile server is configured', async () => {
    vi.mocked(loadTileSettings).mockResolvedValue(null);
    const drawn = await addBasemap(L, map, new AbortController().signal);
    expect(drawn?.kind).toBe('offline');
    expect(drawOfflineBasemap).toHaveBeenCalledWith(L, map, DATA);
    expect(tileLayers()).toEqual([]);
  });

  it('draws the offline basemap when the settings cannot be read', async () => {
    vi.mocked(loadTileSettings).mockRejectedValue(new Error('offline'));
    expect((await addBasemap(L, map, new AbortController().signal))?.kind).toBe('offline');
  });

  it('draws the configured tiles with their attribution as text, and not the offline data', async () => {
    vi.mocked(loadTileSettings).mockResolvedValue(TILES);
    const drawn = await addBasemap(L, map, new AbortController().signal);
    expect(drawn?.kind).toBe('tiles');
    const [layer] = tileLayers();
    expect((layer as unknown as { _url: string })._url).toBe(TILES.url);
    expect(layer!.getAttribution?.()).toBe('© Example &#60;Maps&#62;');
    expect(loadOfflineData).not.toHaveBeenCalled();
  });

  it('falls back to the offline basemap when the tile server answers nothing at all', async () => {
    vi.mocked(loadTileSettings).mockResolvedValue(TILES);
    const drawn = await addBasemap(L, map, new AbortController().signal);
    const [layer] = tileLayers();
    for (let i = 0; i < TILE_FAILURES_BEFORE_FALLBACK; i += 1) layer!.fire('tileerror');
    await vi.waitFor(() => expect(drawOfflineBasemap).toHaveBeenCalledTimes(1));
    expect(tileLayers()).toEqual([]);
    expect(drawn?.kind).toBe('offline');
  });

  it('keeps the tiles once one has loaded, whatever fails later', async () => {
    vi.mocked(loadTileSettings).mockResolvedValue(TILES);
    await addBasemap(L, map, new AbortController().signal);
    const [layer] = tileLayers();
    layer!.fire('tileload');
    for (let i = 0; i < TILE_FAILURES_BEFORE_FALLBACK * 2; i += 1) layer!.fire('tileerror');
    expect(tileLayers()).toHaveLength(1);
    expect(drawOfflineBasemap).not.toHaveBeenCalled();
  });

  it('draws nothing for a map that went away while it loaded', async () => {
    vi.mocked(loadTileSettings).mockResolvedValue(null);
    const controller = new AbortController();
    const drawing = addBasemap(L, map, controller.signal);
    controller.abort();
    expect(await drawing).toBeNull();
    expect(drawOfflineBasemap).not.toHaveBeenCalled();
  });
});

describe('escapeHtml', () => {
  it('shows markup as the text it is', () => {
    expect(escapeHtml(`<a href="x">O'Brien & Co</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;O&#39;Brien &#38; Co&#60;/a&#62;',
    );
  });
});

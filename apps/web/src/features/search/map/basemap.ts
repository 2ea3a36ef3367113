import type L from 'leaflet';
import { loadTileSettings, type TileSettings } from './map-settings';
import { loadOfflineData } from './offline-data';
import { drawOfflineBasemap } from './offline-basemap';

/**
 * The map's background (docs/decisions/0016). With a tile server configured (MAP_TILE_URL on the server,
 * read from GET /api/map-settings) it draws its raster tiles, whose origin the server's CSP admits; without
 * one, or when the settings cannot be read, or when the tile server answers nothing at all, it draws the
 * offline basemap: land and water, state and county lines, city limits, and place, state and county names
 * from data served with the app (offline-basemap.ts), so the map works with no tile server and under the
 * CSP's img-src and connect-src 'self'.
 */

export const MAX_ZOOM = 18;
/** Tiles that failed, with none loaded, before the map gives up on the tile server and draws its own. */
export const TILE_FAILURES_BEFORE_FALLBACK = 4;

/** The attribution is configured as plain text; Leaflet shows attributions as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Basemap {
  kind: 'tiles' | 'offline';
  remove(): void;
}

/** Lets the browser paint and take input between the data's decoding and its drawing (each a long task on a phone). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function drawOffline(leaflet: typeof L, map: L.Map, signal: AbortSignal): Promise<Basemap | null> {
  const data = await loadOfflineData();
  await nextTask();
  if (signal.aborted) return null;
  return { kind: 'offline', remove: drawOfflineBasemap(leaflet, map, data) };
}

function drawTiles(leaflet: typeof L, map: L.Map, tiles: TileSettings, onUnreachable: () => void): Basemap {
  const layer = leaflet.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: MAX_ZOOM });
  let loaded = false;
  let failures = 0;
  layer.on('tileload', () => {
    loaded = true;
  });
  layer.on('tileerror', () => {
    failures += 1;
    if (!loaded && failures === TILE_FAILURES_BEFORE_FALLBACK) onUnreachable();
  });
  layer.addTo(map);
  return { kind: 'tiles', remove: () => layer.remove() };
}

/** Draws the background; resolves to what it drew (null when the map went away first). */
export async function addBasemap(leaflet: typeof L, map: L.Map, signal: AbortSignal): Promise<Basemap | null> {
  const tiles = await loadTileSettings().catch(() => null);
  if (signal.aborted) return null;
  if (!tiles) return drawOffline(leaflet, map, signal);

  let current: Basemap | null = null;
  const fallBack = () => {
    current?.remove();
    void drawOffline(leaflet, map, signal)
      .then((offline) => {
        current = offline;
      })
      .catch(() => undefined);
  };
  current = drawTiles(leaflet, map, tiles, fallBack);
  return {
    get kind() {
      return current?.kind ?? 'offline';
    },
    remove: () => current?.remove(),
  };
}

import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import type { MapSettingsResponse } from '@forkpoint/shared/contracts/map-settings';
import { api } from '@/lib/api-client';

/**
 * GET /api/map-settings, asked once a page when the map first loads (never in the search page's first
 * load). The server validated the values at start-up (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); the answer is
 * checked by hand here, as the start-up calls are, so the map chunk carries no schema library.
 */

export const MAP_SETTINGS_URL = APP_PATHS.mapSettings;

export type TileSettings = NonNullable<MapSettingsResponse['tiles']>;

/** The tile server of an answer, or null (the offline basemap) for none or anything unexpected. */
export function readTileSettings(answer: unknown): TileSettings | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const tiles = (answer as { tiles?: unknown }).tiles;
  if (typeof tiles !== 'object' || tiles === null) return null;
  const { url, attribution } = tiles as { url?: unknown; attribution?: unknown };
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return null;
  return { url: url.trim(), attribution: typeof attribution === 'string' ? attribution : '' };
}

let asked: Promise<TileSettings | null> | null = null;

/**
 * The configured tile server, or null. Asked once (a failed call is asked again next time): the map
 * mounts again each time a phone switches to map mode. Without an answer the map draws its own basemap.
 */
export function loadTileSettings(): Promise<TileSettings | null> {
  asked ??= api.get(MAP_SETTINGS_URL).then(readTileSettings, (error: unknown) => {
    asked = null;
    throw error;
  });
  return asked;
}

/** For tests: forget the settings read. */
export function resetTileSettings(): void {
  asked = null;
}

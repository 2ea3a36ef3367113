import { z } from 'zod';
import { APP_PATHS } from './app-paths';

/**
 * GET /api/map-settings: how the search map draws its background, read when the map loads (not at start-up,
 * so the search page's first load is unchanged). `tiles` is the configured raster tile server
 * (MAP_TILE_URL, a Leaflet {z}/{x}/{y} template, and MAP_TILE_ATTRIBUTION, plain text); null means the
 * map draws its offline basemap (docs/decisions/0016).
 */
export const mapSettingsResponseSchema = z.object({
  tiles: z.object({ url: z.string().min(1), attribution: z.string() }).nullable(),
});
export type MapSettingsResponse = z.infer<typeof mapSettingsResponseSchema>;

export const MAP_SETTINGS_PATH = APP_PATHS.mapSettings;

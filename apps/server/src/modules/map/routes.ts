import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAP_SETTINGS_PATH, mapSettingsResponseSchema } from '@forkpoint/shared/contracts/map-settings';

export interface MapRoutesOptions {
  /** MAP_TILE_URL, validated at start-up; undefined: the web map draws its offline basemap. */
  tileUrl: string | undefined;
  /** MAP_TILE_ATTRIBUTION (required with a tile URL). */
  tileAttribution: string | undefined;
}

/** The search map's settings: the same for every partner, fixed for the life of the process. */
export const mapRoutes: FastifyPluginAsyncZod<MapRoutesOptions> = async (app, options) => {
  const settings = {
    tiles: options.tileUrl ? { url: options.tileUrl, attribution: options.tileAttribution ?? '' } : null,
  };
  app.get(MAP_SETTINGS_PATH, { schema: { response: { 200: mapSettingsResponseSchema } } }, async (_request, reply) => {
    // A changed setting needs a restart anyway; a few minutes of caching spares a call each time the map opens.
    reply.header('Cache-Control', 'public, max-age=300');
    return settings;
  });
};

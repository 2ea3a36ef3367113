import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LOCATION, locationResponseSchema } from '@forkpoint/shared';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';

/** GET /api/DefaultUserLocation: the point searches use when geolocation is denied or fails. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(APP_PATHS.defaultLocation, { schema: { response: { 200: locationResponseSchema } } }, async () => ({
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
  }));
};

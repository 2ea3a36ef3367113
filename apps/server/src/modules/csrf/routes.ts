import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csrfResponseSchema } from '@forkpoint/shared';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';

export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(APP_PATHS.csrf, { schema: { response: { 200: csrfResponseSchema } } }, async (request, reply) => {
    return { csrfToken: app.csrfTokenFor(app.visitorIdOf(request, reply)) };
  });
};

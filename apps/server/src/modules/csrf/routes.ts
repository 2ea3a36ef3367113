import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csrfResponseSchema } from '@forkpoint/shared';

export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/CSRF', { schema: { response: { 200: csrfResponseSchema } } }, async (request, reply) => {
    return { csrfToken: app.csrfTokenFor(app.visitorIdOf(request, reply)) };
  });
};

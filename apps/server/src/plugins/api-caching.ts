import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer is `Cache-Control: no-store` unless its route set its own caching (the partner, map settings,
 * images): API answers carry a member's data, a CSRF token or a staff member's view, and a shared or back/forward
 * cache must never keep one. One hook instead of a header written by hand in every handler, so a new route is
 * safe by default; errors (answered by the errors plugin) are covered too.
 */
export const apiCachingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
        reply.header('Cache-Control', 'no-store');
      return payload;
    });
  },
  { name: 'api-caching' },
);

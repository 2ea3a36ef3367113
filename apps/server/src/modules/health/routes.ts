import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@forkpoint/shared';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-errors';

const PING_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const engine = app.database.engine;
      reply.header('Cache-Control', 'no-store');
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'up' as const, engine };
      } catch {
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const, engine });
      }
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

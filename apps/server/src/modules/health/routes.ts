import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '@forkpoint/shared';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-errors';
import { migrationFiles } from '../../db/migrate';
import { migrationProgress } from './readiness';

const PING_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Health answers 503 'draining' from now on, while every other call is still served: a load
     * balancer stops sending traffic before the listener closes (server.ts, on SIGTERM).
     */
    drain(): void;
  }
}

export const healthRoutes = fp(
  async (root: FastifyInstance) => {
    let draining = false;
    root.decorate('drain', () => void (draining = true));
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/health',
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply) => {
        const engine = app.database.engine;
        if (draining) return reply.code(503).send({ status: 'draining' as const, database: 'up' as const, engine });
        try {
          await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
          return { status: 'ok' as const, database: 'up' as const, engine };
        } catch {
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const, engine });
        }
      },
    );

    // The migrations this build ships: files on disk, read once (they change only with a new release).
    const shipped = migrationFiles();
    app.get(
      '/api/ready',
      { schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
      async (_request, reply) => {
        const engine = app.database.engine;
        if (draining) {
          return reply
            .code(503)
            .send({ status: 'draining' as const, database: 'up' as const, engine, migrations: null });
        }
        try {
          const migrations = await withTimeout(migrationProgress(app.database.db, shipped), PING_TIMEOUT_MS);
          if (migrations.pending > 0) {
            return reply.code(503).send({ status: 'migrating' as const, database: 'up' as const, engine, migrations });
          }
          return { status: 'ready' as const, database: 'up' as const, engine, migrations };
        } catch {
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          return reply
            .code(503)
            .send({ status: 'unavailable' as const, database: 'down' as const, engine, migrations: null });
        }
      },
    );
  },
  { name: 'health' },
);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The rate-limit counters in Redis or Valkey (REDIS_URL; docs/decisions/0021), for deployments whose
 * database should not take a write per API call. The settings are the ones @fastify/rate-limit advises:
 * a short connect timeout and one retry, so a Redis outage costs a call milliseconds, not seconds; the
 * limiter then lets the call through (skipOnError), while lockouts, which live in the database, still
 * cap password guessing.
 */
export function redisCounters(app: FastifyInstance, url: string) {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit counters: redis unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'forkpoint-rate-limit-', skipOnError: true };
}

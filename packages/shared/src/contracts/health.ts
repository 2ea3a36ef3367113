import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const healthResponseSchema = z.object({
  /** 'draining': the instance is shutting down and wants no new traffic (503), though it still answers. */
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/ready: 200 when this instance can take traffic (the database answers and every migration it
 * knows is applied), 503 otherwise: 'migrating' while migrations are pending, 'draining' once it is retiring.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'migrating', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
  /** The migrations this instance ships, counted against the database's record (null when it does not answer). */
  migrations: z.object({ applied: z.number().int(), pending: z.number().int() }).nullable(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const healthResponseSchema = z.object({
  /** 'draining': the instance is shutting down and wants no new traffic (503), though it still answers. */
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

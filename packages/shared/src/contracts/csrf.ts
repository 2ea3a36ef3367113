import { z } from 'zod';

/** GET /api/CSRF */
export const csrfResponseSchema = z.object({ csrfToken: z.string().min(1) });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;

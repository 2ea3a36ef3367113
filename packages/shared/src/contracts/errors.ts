import { z } from 'zod';

/** The one error body every /api error answers with (4xx and 5xx alike). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  /** Machine-readable code, e.g. VALIDATION_FAILED, NOT_FOUND, CSRF_INVALID. */
  code: z.string(),
  /** HTTP reason phrase, e.g. "Not Found" (the spec's clients reject with the status text). */
  error: z.string(),
  /** A message fit to show a user. */
  message: z.string(),
  /** Per-field messages on validation failures (part 2 §7 "a list of field and message entries"). */
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Correlates with the server log line; shown on the server error page. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

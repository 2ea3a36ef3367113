import type { z } from 'zod';
import { AppError, type FieldMessage } from './app-error';

/**
 * Parses a form body against its shared contract and answers the form's own top-level message
 * (e.g. "We could not sign you in. Please check form for errors") with per-field messages, which
 * route-level schema validation cannot word.
 */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown, message: string): z.output<S> {
  // No body at all reads as an empty form; a body of JSON null is a body of the wrong type (a 400 naming "body").
  const result = schema.safeParse(body === undefined ? {} : body);
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    message,
    result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
  );
}

/** Throws the form's 400 when any field failed. */
export function failOnFieldErrors(errors: FieldMessage[], message: string): void {
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', message, errors);
}

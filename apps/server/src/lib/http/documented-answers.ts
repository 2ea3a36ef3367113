import { z } from 'zod';

/**
 * Response entries for the OpenAPI document (plugins/openapi.ts) of answers that are not JSON. A route sends these
 * as a string or Buffer with its own content type, which Fastify never passes to a serializer, so declaring them
 * changes no answer; an answer with no body sends nothing to serialize either.
 */

/**
 * The document's schema of a file (an answer, or an upload's body): a string. Typed as any value, so a handler
 * still sends its Buffer or string (the type provider reads a response schema as the type the handler sends).
 */
export const fileBody = z.string() as z.ZodType<unknown>;

/** A file answer: CSV, SVG, PNG… (`description` says what it is). */
export function fileAnswer(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: fileBody } } };
}

/** An answer with no body (a redirect, 304): what it means is in `description`. */
export function redirectAnswer(description: string) {
  return z.null().describe(description) as z.ZodType<unknown>;
}

/** 304 to a request whose If-None-Match names the current ETag. */
export const notModifiedAnswer = redirectAnswer('Not modified: the ETag sent in If-None-Match is current.');

/**
 * Route options that put a schema in the document while the route keeps its own checks and answer: a signed call
 * must verify its signature over the raw body before it reads a field, and its errors name the fields its own way.
 * The declared body and query are not validated, and the answer is written as without a schema (JSON.stringify).
 */
export const documentationOnly = {
  validatorCompiler: () => (value: unknown) => ({ value }),
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;

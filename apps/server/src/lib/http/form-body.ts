import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Route options of a form whose handler parses its own body (lib/parse-form.ts), so a failure answers the form's
 * own message with its field messages. The route declares the body's contract in `schema.body` for the OpenAPI
 * document (plugins/openapi.ts); this validator leaves the body to the handler and checks params and query as
 * every route does (`parsedByHandler('querystring')` does the same for a query). Spread it beside `schema`:
 * `{ ...bodyParsedByHandler, schema: { body: fooRequestSchema } }`.
 */
export function parsedByHandler(...parts: ReadonlyArray<'body' | 'querystring'>) {
  const leftToHandler: FastifySchemaCompiler<unknown> = (route) =>
    parts.some((part) => part === route.httpPart)
      ? (value: unknown) => ({ value })
      : (validatorCompiler as FastifySchemaCompiler<unknown>)(route);
  return { validatorCompiler: leftToHandler } as const;
}

export const bodyParsedByHandler = parsedByHandler('body');

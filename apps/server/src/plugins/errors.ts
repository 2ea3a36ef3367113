import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@forkpoint/shared';
import { AppError, type ErrorCode, type FieldMessage } from '../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-errors';
import { clientGone } from './security';

export const DATABASE_UNAVAILABLE_MESSAGE = "We can't reach our records right now. Please try again in a moment.";

/**
 * One error handler for the whole API: validation failures become 400 with field messages,
 * AppErrors answer their own status, Fastify's client errors keep their 4xx, and anything
 * else is a 500 whose message and stack never leave the server.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance, options: { reportServerError?: ServerErrorSink }) => {
    app.decorate('reportServerError', options.reportServerError ?? null);
    app.setErrorHandler((error: FastifyError, request, reply) => respondToError(error, request, reply));
  },
  { name: 'errors' },
);

/** Where a server fault (an answer of 500) is reported: the error-reports module, wired in by app.ts. */
export type ServerErrorSink = (error: unknown, request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    reportServerError: ServerErrorSink | null;
  }
}

/**
 * The error answer of every route. A route whose error body has more to say (the card link form's
 * cardRegistration) passes `extend`, as its own errorHandler, so every error keeps one shape and log.
 */
export async function respondToError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  extend: (body: ApiError) => ApiError = (body) => body,
) {
  if (clientGone(request)) {
    // The client closed its connection while the call ran: whatever failed next (its address read as
    // undefined, a write to the closed socket) is no server error, and nobody is there to answer.
    request.log.info({ code: error.code, failure: error.message }, 'client closed the connection before the answer');
    reply.hijack();
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug: the database is out of reach (restart, failover). Clients and balancers retry.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendError(reply, extend(apiError(request, 503, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE)));
  }
  const body = toApiError(error, request);
  if (body.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    // Reported before the answer, so the report is there by the time anyone reads the request id; a failing
    // report is logged and never changes the answer.
    await request.server.reportServerError?.(error, request).catch((failure: unknown) => {
      request.log.warn({ err: failure }, 'error report failed');
    });
  } else request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
  return sendError(reply, extend(body));
}

export function sendError(reply: FastifyReply, body: ApiError) {
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

export function apiError(
  request: FastifyRequest,
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: FieldMessage[],
): ApiError {
  return {
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
    requestId: String(request.id),
  };
}

function toApiError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error instanceof AppError) {
    return { ...apiError(request, error.statusCode, error.code, error.message, error.fields), ...error.extra };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const fields = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath, where),
      message: issue.message ?? 'is invalid',
    }));
    const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    return apiError(request, 400, 'VALIDATION_FAILED', `Invalid ${where}: ${summary}`, fields);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = clientErrorCode(error);
    // The body itself is what is wrong: named as the field, like every other 400 (a client shows it by the form).
    const fields = code === 'INVALID_JSON' ? [{ field: 'body', message: invalidBodyMessage(error) }] : undefined;
    return apiError(request, status, code, clientErrorMessage(error), fields);
  }
  return apiError(request, 500, 'INTERNAL', 'Something went wrong on our side. Please refresh the page and try again.');
}

function fieldName(instancePath: string, where: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || where;
}

function clientErrorCode(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'INVALID_JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return error.statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
  }
}

/**
 * Why a JSON body was refused: empty, or not JSON, or an object with a `__proto__` or `constructor.prototype` key,
 * which Fastify's parser refuses (they would reach an object's prototype) without saying which of the two.
 */
function invalidBodyMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'is empty';
  return 'must be JSON without __proto__ or constructor.prototype keys';
}

function clientErrorMessage(error: FastifyError): string {
  switch (clientErrorCode(error)) {
    case 'INVALID_JSON':
      return 'The request body is not valid JSON.';
    case 'PAYLOAD_TOO_LARGE':
      return 'The request body is too large for this call.';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      // Fastify's own 4xx messages are written for clients and carry no internals.
      return error.message;
  }
}

import fc from 'fast-check';
import { invalidMember, invalidValue, validValue, type Invalid, type JsonSchema } from './json-schema-arbitrary';

/**
 * The OpenAPI document's operations as request generators for the contract fuzz test: each path, query and body
 * schema becomes valid requests and requests broken in one place (json-schema-arbitrary.ts).
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Part = 'params' | 'querystring' | 'body';

export interface Operation {
  method: Method;
  /** OpenAPI's path, with `{name}` parameters. */
  path: string;
  security: string[];
  params?: JsonSchema;
  query?: JsonSchema;
  body?: { contentType: string; schema: JsonSchema; required: boolean };
}

export interface FuzzRequest {
  method: Method;
  url: string;
  contentType?: string;
  payload?: string;
  /** Where the request breaks its schema (undefined: a valid request). */
  broken?: { part: Part; path: string[]; mutation: string };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, entries]) =>
    Object.entries(entries).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const asObject = (where: 'path' | 'query'): JsonSchema | undefined => {
        const chosen = parameters.filter((p) => p.in === where);
        if (chosen.length === 0) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(chosen.map((p) => [p.name, p.schema])),
          required: chosen.filter((p) => p.required || where === 'path').map((p) => p.name),
        };
      };
      const content = Object.entries(operation.requestBody?.content ?? {});
      const [contentType, media] = content.find(([type]) => type === 'application/json') ?? content[0] ?? [];
      return {
        method: method.toUpperCase() as Method,
        path,
        security: (operation.security ?? []).flatMap((entry) => Object.keys(entry)),
        ...(asObject('path') ? { params: asObject('path') } : {}),
        ...(asObject('query') ? { query: asObject('query') } : {}),
        ...(contentType && media
          ? { body: { contentType, schema: media.schema, required: operation.requestBody?.required ?? false } }
          : {}),
      };
    }),
  );
}

/** A path segment the router sees as the parameter (an empty, `.` or `..` segment changes the route instead). */
const sendableSegment = (value: unknown) => typeof value === 'string' && !['', '.', '..'].includes(value);

function urlOf(operation: Operation, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // Repeated keys are how a query sends an array (Fastify's parser reads them back as one).
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(name, item === null ? '' : String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function payloadOf(operation: Operation, body: unknown): Pick<FuzzRequest, 'contentType' | 'payload'> {
  if (!operation.body || body === undefined) return {};
  const json = operation.body.contentType.includes('json');
  return {
    contentType: operation.body.contentType,
    payload: json ? JSON.stringify(body) : String(body),
  };
}

const noInput = fc.constant<Record<string, unknown>>({});

/** Valid requests, and requests broken in one part, about as many of each. */
export function requestsOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const { valid, broken } = requestKindsOf(operation);
  return broken ? fc.oneof(valid, broken) : valid;
}

/** Valid requests, and requests broken in one part (undefined when nothing of the operation can break). */
export function requestKindsOf(operation: Operation): {
  valid: fc.Arbitrary<FuzzRequest>;
  broken?: fc.Arbitrary<FuzzRequest>;
} {
  const text = { text: true };
  const paramNames = Object.keys(operation.params?.properties ?? {});
  const params = operation.params
    ? (validValue(operation.params, text) as typeof noInput).filter((p) =>
        paramNames.every((n) => sendableSegment(p[n])),
      )
    : noInput;
  const query = operation.query ? (validValue(operation.query, text) as typeof noInput) : noInput;
  const body = operation.body ? validValue(operation.body.schema) : fc.constant(undefined);
  const valid = fc.tuple(params, query, body).map(([p, q, b]): FuzzRequest => ({
    method: operation.method,
    url: urlOf(operation, p, q),
    ...payloadOf(operation, b),
  }));

  const broken: Array<fc.Arbitrary<FuzzRequest>> = [];
  const brokenAs = (part: Part, invalid: fc.Arbitrary<Invalid>) =>
    fc.tuple(params, query, body, invalid).map(([p, q, b, bad]): FuzzRequest => {
      const request = {
        params: part === 'params' ? (bad.value as Record<string, unknown>) : p,
        query: part === 'querystring' ? (bad.value as Record<string, unknown>) : q,
        body: part === 'body' ? bad.value : b,
      };
      // A broken path parameter that cannot be a path segment ('' or '..') is sent valid instead: filtering it
      // out could leave a generator nothing to draw.
      if (part === 'params' && !paramNames.every((name) => sendableSegment(request.params[name]))) {
        return { method: operation.method, url: urlOf(operation, p, q), ...payloadOf(operation, b) };
      }
      return {
        method: operation.method,
        url: urlOf(operation, request.params, request.query),
        ...payloadOf(operation, request.body),
        broken: { part, path: bad.path, mutation: bad.mutation },
      };
    });
  // Parameters break one member at a time: the query or path as a whole is always an object of text.
  const brokenParams = operation.params ? invalidMember(operation.params, { ...text, keepRequired: true }) : undefined;
  if (brokenParams) broken.push(brokenAs('params', brokenParams));
  const brokenQuery = operation.query ? invalidMember(operation.query, text) : undefined;
  if (brokenQuery) broken.push(brokenAs('querystring', brokenQuery));
  // A JSON body can break anywhere, the whole body too; a file body (text) cannot break its schema (a string).
  const brokenBody = operation.body?.contentType.includes('json') ? invalidValue(operation.body.schema) : undefined;
  if (brokenBody) broken.push(brokenAs('body', brokenBody));

  return broken.length === 0 ? { valid } : { valid, broken: fc.oneof(...broken) };
}

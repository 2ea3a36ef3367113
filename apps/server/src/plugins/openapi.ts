import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CSRF_HEADER } from '@forkpoint/shared';
import { SESSION_COOKIE } from '@forkpoint/shared/contracts/auth';
import { apiErrorSchema } from '@forkpoint/shared/contracts/errors';
import { PARTNER_KEY_HEADER } from '@forkpoint/shared/contracts/integration-keys';
import { STAFF_SESSION_COOKIE } from '@forkpoint/shared/contracts/support';
import { TRANSACTION_FEED_SIGNATURE_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { VISITOR_COOKIE } from './csrf';

/** Where the document answers: outside tools rely on this path, in production too (design "Interfaces"). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
/** The reference page (Swagger UI, its files served from the npm package: no CDN, the app's own CSP). */
export const API_REFERENCE_PATH = '/api/docs';

/** The hash of the <style> element Swagger UI's bundle (@fastify/swagger-ui 6.1) inserts, as Chromium reports it. */
const SWAGGER_UI_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The security schemes operations name (the scheme of each call is described where it is applied below). */
const securitySchemes = {
  forkpointSignature: {
    type: 'apiKey',
    in: 'header',
    name: TRANSACTION_FEED_SIGNATURE_HEADER,
    description:
      't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">. The card feed and the booking outcome webhook sign with ' +
      'PROCESSOR_SIGNING_SECRET, the catalog import and its photos with CATALOG_SIGNING_SECRET; a partner call ' +
      `(with ${PARTNER_KEY_HEADER}) signs "<t>.<METHOD> <path and query>" with its integration key's secret.`,
  },
  partnerKey: {
    type: 'apiKey',
    in: 'header',
    name: PARTNER_KEY_HEADER,
    description: `The id of the partner's integration key that made ${TRANSACTION_FEED_SIGNATURE_HEADER}.`,
  },
  visitorCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: VISITOR_COOKIE,
    description: 'The visitor id every browser is given (GET /api/CSRF sets it); the CSRF token is bound to it.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `GET /api/CSRF's csrfToken; every mutating cookie call sends it (docs/decisions/0004).`,
  },
  memberSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: "The signed-in member's session (POST /api/SignIn sets it); member calls answer 401 without it.",
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_SESSION_COOKIE,
    description: 'A support staff session (POST /api/Support/SignIn sets it) for /api/Support/ calls.',
  },
} satisfies Record<string, { type: 'apiKey'; in: 'header' | 'cookie'; name: string; description: string }>;

export interface OpenApiOptions {
  /** The hook member calls run to refuse a visitor (sessions-plugin's requireMember): its routes name memberSession. */
  memberGuard?: unknown;
  /** The hook a call that is no mutating method runs to ask for the CSRF header anyway (GET /api/SignOut). */
  csrfGuard?: unknown;
  /** Where the support console's calls are: they name staffSession, but for its sign-in. */
  staffPaths?: { prefix: string; signIn: string };
}

/** The session a route needs, read from its own hooks and path (undefined: none, or one it checks itself). */
function sessionOf(route: RouteOptions, options: OpenApiOptions): 'memberSession' | 'staffSession' | undefined {
  const hooks: unknown[] = [route.onRequest, route.preHandler].flat();
  if (options.memberGuard !== undefined && hooks.includes(options.memberGuard)) return 'memberSession';
  const staff = options.staffPaths;
  if (staff && route.url.startsWith(staff.prefix) && route.url !== staff.signIn) return 'staffSession';
  return undefined;
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });
/**
 * The error body, plus what an AppError adds as its `extra` (plugins/errors.ts): text details such as a refused
 * booking's `reason`. A route that declares its own error status answers through apiErrorSchema, without them.
 */
const errorBody = {
  ...z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12', io: 'output' }),
  additionalProperties: { type: 'string' },
};

/**
 * The routes' zod schemas as OpenAPI, plus two things a schema cannot say: how the call is authenticated (from
 * the route's own options: a signed call is `config.signatureAuthenticated`), and that every call may answer the
 * one error body (plugins/errors.ts). Only /api/ is the API: pages, built files and the local identity provider's
 * stand-in (/idp) are left out.
 */
const transformWith =
  (options: OpenApiOptions): SwaggerTransform =>
  (document) => {
    if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
    const result = zodTransform(document) as { schema?: Record<string, unknown> & { hide?: boolean }; url: string };
    const schema = result.schema ?? {};
    if (schema.hide) return { schema, url: result.url };
    const methods = [document.route.method].flat();
    const session = sessionOf(document.route, options);
    const asksCsrf =
      methods.some((method) => MUTATING.has(method)) ||
      (options.csrfGuard !== undefined && ([document.route.onRequest].flat() as unknown[]).includes(options.csrfGuard));
    const csrf = asksCsrf ? { visitorCookie: [], csrfToken: [] } : {};
    const cookies = { ...(session ? { [session]: [] } : {}), ...csrf };
    const security = schema.security
      ? schema.security
      : document.route.config?.signatureAuthenticated
        ? [{ forkpointSignature: [] }]
        : Object.keys(cookies).length > 0
          ? [cookies]
          : undefined;
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    response.default ??= { description: 'The error body of every call (4xx and 5xx).', ...errorBody };
    // Grouped on the reference page by the path's first segment (Member, Support, Processor…).
    const tags = schema.tags ?? [document.url.split('/')[2]];
    return { url: result.url, schema: { ...schema, tags, response, ...(security ? { security } : {}) } };
  };

/**
 * Publishes every route's zod contract as an OpenAPI 3.1 document and a reference page reading it. Registered
 * before the routes, so its onRoute hook sees them all.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Forkpoint API',
          version: '1',
          description:
            'The member app, support console and machine calls of Forkpoint. The partner is resolved from the ' +
            'request host. Member calls carry the session cookie, console calls the staff cookie; every mutating ' +
            'cookie call also carries the CSRF header. Generated from the zod contracts the routes validate with.',
        },
        servers: [{ url: '/', description: 'This server (the partner is resolved from its host name)' }],
        components: { securitySchemes },
      },
      transform: transformWith(options),
      transformObject: jsonSchemaTransformObject,
    });
    app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send(app.swagger()),
    );
    // Swagger UI's page loads only its own files from the npm package, under the app's strict CSP. Its bundle adds
    // one <style> element of its own: that element's hash joins style-src on the page's routes only (the hook is
    // encapsulated in the plugin's prefix); no inline script and no 'unsafe-inline' anywhere.
    await app.register(swaggerUi, {
      routePrefix: API_REFERENCE_PATH,
      staticCSP: false,
      transformStaticCSP: (header) => header.replace("style-src 'self'", `style-src 'self' '${SWAGGER_UI_STYLE_HASH}'`),
    });
  },
  { name: 'openapi' },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildTestApp, type TestContext } from './helper';

/**
 * /api routes the document leaves out on purpose, each with its reason. Anything else missing (a route without a
 * schema, or one marked hide) fails the coverage test below.
 */
const LEFT_OUT: ReadonlyArray<{ prefix: string; reason: string }> = [
  { prefix: '/api/openapi.json', reason: 'the document itself' },
  { prefix: '/api/docs', reason: "the reference page and its files (Swagger UI's own routes)" },
];

/** The copy the web tests read (relative to this file, as toMatchFileSnapshot takes it). */
const COMMITTED_COPY = '../../../packages/shared/src/contracts/openapi.json';
const COMMITTED_COPY_STALE =
  'packages/shared/src/contracts/openapi.json differs from the generated document: run npm run openapi:write';

interface Operation {
  responses?: Record<string, unknown>;
  security?: Array<Record<string, unknown>>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Every route as `METHOD /path`, read from Fastify's route tree (printRoutes nests paths under their prefix). */
function routesOf(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Fastify's `:id` as OpenAPI's `{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let document: { openapi: string; paths: Paths; components: { securitySchemes: Record<string, unknown> } };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /api route with its schema, except the ones left out for a reason', () => {
    const missing = routesOf(ctx.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !/^(HEAD|OPTIONS) /.test(route))
      .filter((route) => route.split(' ')[1]!.startsWith('/api/'))
      .filter((route) => !LEFT_OUT.some(({ prefix }) => route.split(' ')[1]!.startsWith(prefix)))
      .filter((route) => {
        const [method, path] = route.split(' ') as [string, string];
        // The router ignores a trailing slash (app.ts), and its tree prints a path without one.
        const entry = document.paths[openApiPath(path)] ?? document.paths[`${openApiPath(path)}/`];
        const operation = entry?.[method.toLowerCase()];
        // The default answer (the error body) is added to every operation; a route's own schema names a status.
        return !operation || !Object.keys(operation.responses ?? {}).some((status) => status !== 'default');
      });
    expect(missing).toEqual([]);
  });

  it('names the signature and key schemes of the machine calls', () => {
    const security = (method: string, path: string) => document.paths[path]?.[method]?.security;
    expect(security('post', '/api/Processor/Transactions')).toEqual([{ forkpointSignature: [] }]);
    expect(security('post', '/api/Catalog/Import')).toEqual([{ forkpointSignature: [] }]);
    expect(security('post', '/api/Reservations/{id}/Outcome')).toEqual([{ forkpointSignature: [] }]);
    expect(security('get', '/api/Processor/Postings')).toEqual([{ partnerKey: [], forkpointSignature: [] }]);
    expect(security('post', '/api/SignIn')).toEqual([{ visitorCookie: [], csrfToken: [] }]);
    expect(security('get', '/api/Member')).toEqual([{ memberSession: [] }]);
    expect(security('get', '/api/SignOut')).toEqual([{ visitorCookie: [], csrfToken: [] }]);
    expect(security('put', '/api/Member')).toEqual([{ memberSession: [], visitorCookie: [], csrfToken: [] }]);
    expect(security('get', '/api/Support/Members')).toEqual([{ staffSession: [] }]);
    expect(security('post', '/api/Support/SignIn')).toEqual([{ visitorCookie: [], csrfToken: [] }]);
    expect(document.components.securitySchemes).toMatchObject({
      forkpointSignature: { type: 'apiKey', in: 'header', name: 'X-Forkpoint-Signature' },
      partnerKey: { type: 'apiKey', in: 'header', name: 'X-Forkpoint-Key' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
    });
  });

  // The web tests check their fake server's answers against this copy (apps/web/src/testing/contract-check.ts), so
  // it must be what the app generates. After changing a route's schema: npm run openapi:write (vitest's --update).
  it('is the committed copy in packages/shared (npm run openapi:write regenerates it)', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`, COMMITTED_COPY_STALE).toMatchFileSnapshot(COMMITTED_COPY);
  });

  it('serves a reference page that loads only files of its own', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\//);
    // The app's strict CSP, plus only the hash of Swagger UI's own <style> element on this page.
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('the OpenAPI document in production', () => {
  it('answers there too, without the staging tools that do not exist there', async () => {
    const ctx = await buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) } });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{ openapi: string; paths: Paths }>();
      expect(document.openapi).toBe('3.1.0');
      expect(document.paths['/api/Processor/Transactions']).toBeDefined();
      expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/StagingTools/'))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

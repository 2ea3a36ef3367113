import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiError, sendError } from './errors';
import { asksForDocument, sendPage, withMarkup, type PageMarkup } from './spa-page';
import { STATIC_FILES_ROUTE } from './metrics';

export interface SpaOptions {
  webDistDir: string;
  /**
   * Markup written into each page for this request (the start-up data block and the landing page's preloads,
   * decision 0028); undefined leaves the page as built.
   */
  pageMarkup?: (request: FastifyRequest) => Promise<PageMarkup | undefined>;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forkpoint</title></head>
<body><main><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></main></body></html>`;

/**
 * Hashed assets never change; the service worker is checked for updates on every visit (it lists what to
 * precache); the rest (the offline page, the card frame's page) may be kept for a few minutes.
 */
function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('/sw.js')) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * non-/api path (history fallback) so client routes survive a reload. Unknown /api paths get
 * a JSON 404; the not-found handler is rate-limited so probing it costs the prober.
 */
export async function spaPlugin(app: FastifyInstance, options: SpaOptions) {
  const indexFile = join(options.webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;

  if (built) {
    // Every built file is a route of its own (wildcard: false), and the hashed names change with each build: the
    // metrics count them under one route label. This plugin is encapsulated, so only its own routes are marked.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, metricsRoute: STATIC_FILES_ROUTE };
    });
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        reply.header('Cache-Control', cacheControlFor(path));
      },
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !path.startsWith('/assets/');
    if (!wantsPage) {
      return sendError(reply, apiError(request, 404, 'NOT_FOUND', `No route for ${request.method} ${path}.`));
    }
    reply.header('Cache-Control', 'no-cache');
    if (!indexHtml) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const markup = asksForDocument(request) ? await options.pageMarkup?.(request) : undefined;
    return sendPage(request, reply, markup ? withMarkup(indexHtml, markup) : indexHtml);
  });
}

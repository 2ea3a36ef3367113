import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiError, sendError } from './errors';
import { loadPrerenderer, type PrerenderedPage } from './prerender';
import { asksForDocument, sendPage, withMarkup, type PageMarkup } from './spa-page';

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

const EMPTY_ROOT = '<div id="root"></div>';

/** Adds the page's one <style> element, by its hash, to the CSP's style-src (helmet set the header on the request). */
function allowStyle(reply: FastifyReply, hash: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('content-security-policy', policy.replace(/(^|;)\s*style-src ([^;]*)/, `$1style-src $2 ${hash}`));
}

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
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      wildcard: false,
      // The server's render of the first screen (dist/server, decision 0033) is the server's, not a download.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(reply, path) {
        reply.header('Cache-Control', cacheControlFor(path));
      },
    });
  }

  // A visitor's first screen drawn by the server from the page's start-up data, where the build has the render.
  const prerenderer = indexHtml ? await loadPrerenderer(options.webDistDir, indexHtml, app.log) : undefined;

  /** The page with its markup and, where drawn, the server's first screen and its root stylesheet. */
  function pageWith(page: string, markup: PageMarkup, drawn: PrerenderedPage | undefined): string {
    if (!drawn) return withMarkup(page, markup);
    const head = `${markup.head ?? ''}<style>${drawn.rootStyle}</style>${drawn.head}`;
    const root = `<div id="root" data-viewport-width="${drawn.viewportWidth}">${drawn.root}</div>`;
    return withMarkup(page, { ...markup, head }).replace(EMPTY_ROOT, () => root);
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
    if (!markup) return sendPage(request, reply, indexHtml);
    const drawn =
      prerenderer && markup.body && indexHtml.includes(EMPTY_ROOT)
        ? await prerenderer.pageFor(request, markup.body)
        : undefined;
    if (drawn) allowStyle(reply, drawn.styleHash);
    return sendPage(request, reply, pageWith(indexHtml, markup, drawn));
  });
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CARD_FRAME_PATH } from '@forkpoint/shared';

/**
 * The secure card-entry frame's document (docs/decisions/0009): built by Vite as its own entry
 * (apps/web/card-frame/index.html), served on its own path with a CSP stricter than the app's:
 * nothing but its own script, style and calls to this origin, and framed only by this origin.
 */
export const CARD_FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const FRAME_PREFIX = CARD_FRAME_PATH.replace(/\/$/, '');
const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card number</title></head>
<body><main><p>The secure card form is not built yet. Run <code>npm run build</code> and reload.</p></main></body></html>`;

export interface CardFramePageOptions {
  webDistDir: string;
}

function isFramePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === FRAME_PREFIX || path.startsWith(`${FRAME_PREFIX}/`);
}

async function cardFramePage(app: FastifyInstance, options: CardFramePageOptions) {
  const file = join(options.webDistDir, 'card-frame', 'index.html');
  const html = existsSync(file) ? readFileSync(file) : undefined;

  // Also covers the static copy at /card-frame/index.html that the app's asset serving registers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isFramePath(request.url)) {
      reply.header('Content-Security-Policy', CARD_FRAME_CSP);
      reply.header('Cache-Control', 'no-cache');
    }
    return payload;
  });

  app.get(CARD_FRAME_PATH, async (_request, reply) => {
    if (!html) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

/** Not encapsulated, so its header hook also reaches the static file routes registered after it. */
export const cardFramePageRoutes = fp(cardFramePage, { name: 'card-frame-page' });

import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Markup a request adds to the page: `head` before </head>, `body` before </body>. */
export interface PageMarkup {
  head?: string;
  body?: string;
}

function insertBefore(page: string, tag: string, markup: string | undefined): string {
  if (!markup) return page;
  const at = page.lastIndexOf(tag);
  return at < 0 ? page + markup : page.slice(0, at) + markup + page.slice(at);
}

/** The page with the request's markup (the entry script is a module: it runs once the whole page is parsed). */
export function withMarkup(page: string, markup: PageMarkup): string {
  return insertBefore(insertBefore(page, '</head>', markup.head), '</body>', markup.body);
}

/**
 * Whether the browser asked for a page to show. A favicon or an image asked of the history fallback says
 * otherwise (Sec-Fetch-Dest), and gets the page as built, without the per-request data. Clients that send no
 * Sec-Fetch-Dest (older browsers, tools) get the full page.
 */
export function asksForDocument(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  return destination === undefined || destination === 'document' || destination === 'iframe';
}

/** Brotli at a quick level: the page is made per request (its start-up data), so it is compressed per request. */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
const SMALLEST_WORTH_COMPRESSING = 1024;

/**
 * Sends the page compressed as the browser accepts it. @fastify/compress hooks routes, and the history fallback
 * is the not-found handler, which it does not reach; with the start-up data the page is tens of KB.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (page.length < SMALLEST_WORTH_COMPRESSING) return reply.send(page);
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(brotliCompressSync(page, BROTLI));
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}

import type { FastifyPluginAsync } from 'fastify';
import { CARD_FRAME_PATH } from '@forkpoint/shared';

/**
 * What crawlers may not fetch: the API (answers, not pages), the card-entry frame (a document inside the
 * linked-cards page, never a page of its own) and the support console. Every page stays open, the account
 * pages too: they answer a visitor with the sign-in page, and a robots block would keep search engines from
 * reading their noindex-free titles and descriptions (Lighthouse's "page is blocked from indexing").
 */
const DISALLOWED = ['/api/', CARD_FRAME_PATH, '/support'];

/** The robots file of one partner's site: each partner is its own domain, so each has its own file. */
export function robotsTxt(program: string): string {
  return [`# ${program}`, 'User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), ''].join('\n');
}

/**
 * GET /robots.txt per partner host (issue 19: it was answered by the single-page app's index.html, which
 * crawlers read as an invalid robots file).
 */
export const robotsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(request.partner.terms.program));
  });
};

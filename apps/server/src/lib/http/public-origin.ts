import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The origin of the links the server hands out for the request's partner (the recovery e-mail, the
 * sso redirect URIs in production). The request's Host is trusted only when it resolves to this very
 * partner, so a forged Host header can never make us e-mail a link to someone else's site; otherwise
 * the partner's first domain, or <code>.localhost in development.
 */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const host = request.headers.host;
  const partner = request.partner;
  if (host && app.partners.fromHost(host)?.code === partner.code) return `${request.protocol}://${host}`;
  const domain = partner.domains[0];
  if (domain) return `https://${domain}`;
  const port = /:(\d{1,5})$/.exec(host ?? '')?.[1];
  return `${request.protocol}://${partner.code}.localhost${port ? `:${port}` : ''}`;
}

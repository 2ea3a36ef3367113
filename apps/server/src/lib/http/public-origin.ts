import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Partner } from '@forkpoint/shared';

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

/**
 * The origin of links made with no request to go by (the activation invitations the job sends): the partner's first
 * domain, or <code>.localhost on the server's port in development.
 */
export function partnerOrigin(partner: Pick<Partner, 'code' | 'domains'>, developmentPort: number): string {
  const domain = partner.domains[0];
  return domain ? `https://${domain}` : `http://${partner.code}.localhost:${developmentPort}`;
}

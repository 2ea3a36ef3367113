import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Partner } from '@forkpoint/shared';
import { AppError } from '../../lib/app-error';
import type { PartnerRegistry } from './partner-registry';

declare module 'fastify' {
  interface FastifyInstance {
    partners: PartnerRegistry;
  }
  interface FastifyRequest {
    /** The partner this request is for, resolved once before any handler runs. */
    partner: Partner;
  }
}

export const PARTNER_COOKIE = 'fp_partner';

export interface TenantOptions {
  registry: PartnerRegistry;
  defaultPartner: string;
  /** Outside production `?partner=<code>` picks the partner and a cookie remembers it. */
  allowPartnerOverride: boolean;
}

/**
 * Resolves the partner of every request: the host (a partner domain or `<code>.localhost`),
 * else (outside production) `?partner=` or the cookie it set, else DEFAULT_PARTNER.
 * Every repository takes the partner code from here, never from client input.
 */
export const tenantPlugin = fp(
  async (app: FastifyInstance, options: TenantOptions) => {
    const fallback = options.registry.get(options.defaultPartner);
    if (!fallback) throw new Error(`DEFAULT_PARTNER "${options.defaultPartner}" is not a partner code`);
    app.decorate('partners', options.registry);
    app.decorateRequest('partner', null as unknown as Partner);

    app.addHook('onRequest', async (request, reply) => {
      const fromHost = options.registry.fromHost(request.headers.host);
      if (fromHost) {
        request.partner = fromHost;
        return;
      }
      if (options.allowPartnerOverride) {
        const requested = partnerQuery(request);
        if (requested !== undefined) {
          const partner = options.registry.get(requested);
          if (!partner) {
            throw new AppError(
              'UNKNOWN_PARTNER',
              `Unknown partner "${requested.slice(0, 40)}". GET /api/partners lists the partner codes.`,
            );
          }
          reply.setCookie(PARTNER_COOKIE, partner.code, { path: '/', httpOnly: true, sameSite: 'lax' });
          request.partner = partner;
          return;
        }
        const remembered = request.cookies[PARTNER_COOKIE];
        const partner = remembered ? options.registry.get(remembered) : undefined;
        if (partner) {
          request.partner = partner;
          return;
        }
      }
      request.partner = fallback;
    });
  },
  { name: 'tenant', dependencies: ['@fastify/cookie'] },
);

function partnerQuery(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.partner;
  if (Array.isArray(value)) return String(value[0] ?? '');
  return typeof value === 'string' ? value : undefined;
}

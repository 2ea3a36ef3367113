import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error';
import { tileCspSource } from '../config/map-tiles';

export interface SecurityOptions {
  production: boolean;
  rateLimitMax: number;
  /** Third-party origins a configured service needs (the reCAPTCHA adapter), added to the strict CSP. */
  cspSources?: { scriptSrc?: readonly string[]; frameSrc?: readonly string[] };
  /**
   * MAP_TILE_URL: the search map's raster tiles are images, so its origin (or *.host for an {s} subdomain
   * template) joins img-src, only when a tile server is configured (docs/decisions/0016).
   */
  mapTileUrl?: string | undefined;
}

/**
 * The per-address limit guards the API, where each call costs work. Health answers load balancers and
 * monitors, which must never be turned away from a healthy instance; the SPA shell and static files are
 * cheap, cached and fetched many at a time by every page load.
 */
export function isRateLimited(url: string): boolean {
  const path = url.split('?', 1)[0]!.toLowerCase();
  return (path.startsWith('/api/') || path === '/api') && path !== '/api/health';
}

/**
 * Security headers (a strict CSP with no inline scripts, no framing by other sites, HSTS in
 * production), response compression and a per-address rate limit on the API.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const tileSource = tileCspSource(options.mapTileUrl);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(options.cspSources?.scriptSrc ?? [])],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tileSource ? [tileSource] : [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...(options.cspSources?.frameSrc ?? [])],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          ...(options.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(rateLimit, {
      global: true,
      allowList: (request) => !isRateLimited(request.url),
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'security' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error';
import { tileCspSource } from '../config/map-tiles';
import { databaseRateLimitStore } from '../lib/rate-limit-store';
import { redisCounters } from '../lib/rate-limit-redis';

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
  /** Where the rate-limit counters live (RATE_LIMIT_COUNTERS, docs/decisions/0021). */
  counters: 'memory' | 'database' | 'redis';
  /** REDIS_URL, for the counters in Redis. */
  redisUrl?: string | undefined;
}

function requiredRedisUrl(url: string | undefined): string {
  if (!url) throw new Error('RATE_LIMIT_COUNTERS=redis needs REDIS_URL');
  return url;
}

/** The probes of load balancers, orchestrators and monitors (GET /api/health and /api/ready). */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * The per-address limit guards the API, where each call costs work. Health and readiness answer load
 * balancers and monitors, which must never be turned away from a healthy instance (nor cost a counter
 * write); the SPA shell and static files are cheap, cached and fetched many at a time by every page load.
 */
export function isRateLimited(url: string): boolean {
  const path = url.split('?', 1)[0]!.toLowerCase();
  return (path.startsWith('/api/') || path === '/api') && !PROBES.has(path);
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
    // On PostgreSQL the counters are shared by every instance (any of them may get the next call); the
    // embedded database has one process, whose memory is the cheapest place for them.
    const counters =
      options.counters === 'memory'
        ? {}
        : options.counters === 'redis'
          ? redisCounters(app, requiredRedisUrl(options.redisUrl))
          : {
              store: databaseRateLimitStore(app.database.db, (error) =>
                app.log.warn({ err: error }, 'rate-limit counters: sweep failed'),
              ),
            };
    await app.register(rateLimit, {
      ...counters,
      global: true,
      allowList: (request) => !isRateLimited(request.url),
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'security', dependencies: ['database'] },
);

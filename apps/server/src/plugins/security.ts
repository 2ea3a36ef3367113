import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../lib/app-error';
import { tileCspSource } from '../config/map-tiles';
import { databaseRateLimitStore } from '../lib/http/rate-limit-store';
import { redisCounters } from '../lib/http/rate-limit-redis';

export interface SecurityOptions {
  production: boolean;
  rateLimitMax: number;
  /** Third-party origins a configured service needs (the reCAPTCHA adapter), added to the strict CSP. */
  cspSources?: { scriptSrc?: readonly string[]; frameSrc?: readonly string[]; connectSrc?: readonly string[] };
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
 * Whether the client has gone: its socket was closed or reset before the call was handled. Its address is then
 * unknown (`request.ip` is undefined), and nobody is there to read an answer.
 */
export function clientGone(request: FastifyRequest): boolean {
  const socket = request.raw.socket as Socket | null | undefined;
  // A reset socket has no peer any more before Node has read the reset and destroyed it.
  return !socket || socket.destroyed || socket.remoteAddress === undefined;
}

/** Where a call whose client has gone is counted, if it gets that far: its address is no longer known. */
export const GONE_CLIENT_KEY = 'closed-connection';

/**
 * The rate limit's key: the client's address as @fastify/rate-limit's own key has it (an IPv6 address by its
 * /64), or GONE_CLIENT_KEY when the socket closed before a limit was checked (the library's key would throw
 * reading the missing address, and the call would be logged as a 500 with a stack).
 */
export function rateLimitKey(request: FastifyRequest): string {
  const address = request.ip as string | undefined;
  return address === undefined ? GONE_CLIENT_KEY : normalizeIP(address);
}

/**
 * Security headers (a strict CSP with no inline scripts, no framing by other sites, HSTS in
 * production), response compression and a per-address rate limit on the API.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    // A client that closed its connection before its call was handled (an aborted page load, a killed probe) is
    // not served: nothing is read or written for it, and it is logged as what it is, not as a failed call.
    app.addHook('onRequest', async (request, reply) => {
      if (!clientGone(request)) return;
      request.log.info('client closed the connection before the call was handled');
      reply.hijack();
    });
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
          connectSrc: ["'self'", ...(options.cspSources?.connectSrc ?? [])],
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
      keyGenerator: rateLimitKey,
      allowList: (request) => !isRateLimited(request.url),
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'security', dependencies: ['database'] },
);

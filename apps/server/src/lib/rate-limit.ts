import type { Env } from '../config/env';

/** A per-address limit for @fastify/rate-limit's route config (`config: { rateLimit }`). */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** The per-address limit of the calls that guess at accounts or send e-mail: AUTH_RATE_LIMIT_MAX a minute. */
export function authRateLimit(env: Pick<Env, 'AUTH_RATE_LIMIT_MAX'>): RateLimit {
  return { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@forkpoint/shared';
import {
  IMPRESSIONS_BATCH_MAX,
  impressionsRequestSchema,
  impressionsResponseSchema,
} from '@forkpoint/shared/contracts/impressions';
import { IMPRESSIONS_PATH } from '@forkpoint/shared/contracts/impression-constants';
import { AppError } from '../../lib/app-error';
import { takeFromBudget } from '../../lib/http/rate-limit-store';
import { VISITOR_COOKIE } from '../../plugins/csrf';
import { findSession } from '../auth/session-store';
import { recordImpressions } from './record-impressions';
import { visitorHashOf } from './visitor-hash';

/** A full batch of 100 records is about 40 KiB; more is not an impression batch. */
export const IMPRESSIONS_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Batches per minute per address: a page of carousels sends a few, each page shown sends its view; the rest of
 * the API has its own limit. The default of IMPRESSIONS_RATE_LIMIT_MAX (config/env.ts).
 */
export const IMPRESSIONS_PER_MINUTE = 60;

/** The default of IMPRESSIONS_GLOBAL_MAX_PER_MINUTE: records stored a minute across every address and partner. */
export const IMPRESSIONS_GLOBAL_PER_MINUTE = 10_000;
/** The global budget's counter in rate_limit_counters (lib/http/rate-limit-store.ts). */
export const IMPRESSIONS_GLOBAL_BUDGET_KEY = 'impressions:records';
export const IMPRESSIONS_BUSY_MESSAGE = 'We are taking too many page analytics right now. Please try again shortly.';

export const TOO_MANY_RECORDS_MESSAGE = `Send at most ${IMPRESSIONS_BATCH_MAX} impression records a call.`;

/**
 * A long array is refused whole before its records are read: validating 10,000 records would answer 10,000
 * field messages where one says what is wrong.
 */
function refuseLongBatch(body: unknown): void {
  if (!Array.isArray(body) || body.length <= IMPRESSIONS_BATCH_MAX) return;
  throw new AppError('VALIDATION_FAILED', `${TOO_MANY_RECORDS_MESSAGE.slice(0, -1)} (this one had ${body.length}).`, [
    { field: 'body', message: TOO_MANY_RECORDS_MESSAGE },
  ]);
}

/**
 * The public id of the member signed in on this call's session, never the body's memberId (anyone may post any
 * id). A read-only look-up: an analytics call does not slide the session. A support emulation's session is the
 * staff member's, not the member's, so its records name nobody.
 */
async function sessionMemberId(request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[SESSION_COOKIE];
  const visitorId = request.cookies[VISITOR_COOKIE];
  if (!token || !visitorId) return null;
  const session = await findSession(request.server.database.db, {
    token,
    partnerCode: request.partner.code,
    visitorId,
    now: request.server.clock(),
  });
  return session && !session.emulationId ? session.member.publicId : null;
}

export interface ImpressionRoutesOptions {
  /** Batches a minute per address (IMPRESSIONS_RATE_LIMIT_MAX). */
  perMinute?: number;
  /** Records a minute across every address (IMPRESSIONS_GLOBAL_MAX_PER_MINUTE). */
  globalPerMinute?: number;
}

/**
 * Stores analytics impressions for the resolved partner, all of a batch or none. Beside the per-address budget,
 * a global one: past it a batch answers 429 with Retry-After and nothing of it is stored (the web app ignores a
 * failed impression call; a 429 tells other clients to slow down, where accepting and dropping would not).
 */
export const impressionRoutes: FastifyPluginAsyncZod<ImpressionRoutesOptions> = async (app, options) => {
  const globalPerMinute = options.globalPerMinute ?? IMPRESSIONS_GLOBAL_PER_MINUTE;

  async function refuseOverGlobalBudget(records: number, reply: FastifyReply): Promise<void> {
    const budget = await takeFromBudget(app.database.db, {
      key: IMPRESSIONS_GLOBAL_BUDGET_KEY,
      amount: records,
      max: globalPerMinute,
      timeWindowMs: 60_000,
    });
    if (budget.taken) return;
    reply.header('Retry-After', String(Math.max(1, Math.ceil(budget.ttl / 1000))));
    throw new AppError('RATE_LIMITED', IMPRESSIONS_BUSY_MESSAGE);
  }

  app.post(
    IMPRESSIONS_PATH,
    {
      bodyLimit: IMPRESSIONS_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: options.perMinute ?? IMPRESSIONS_PER_MINUTE, timeWindow: 60_000 } },
      preValidation: async (request) => refuseLongBatch(request.body),
      schema: { body: impressionsRequestSchema, response: { 202: impressionsResponseSchema } },
    },
    async (request, reply) => {
      await refuseOverGlobalBudget(request.body.length, reply);
      const accepted = await recordImpressions({
        db: app.database.db,
        partnerCode: request.partner.code,
        records: request.body,
        receivedAt: app.clock(),
        visitorHash: visitorHashOf(request.cookies[VISITOR_COOKIE]),
        memberId: await sessionMemberId(request),
      });
      return reply.code(202).send({ accepted });
    },
  );
};

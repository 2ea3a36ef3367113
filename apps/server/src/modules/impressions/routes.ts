import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPRESSIONS_BATCH_MAX,
  impressionsRequestSchema,
  impressionsResponseSchema,
} from '@forkpoint/shared/contracts/impressions';
import { IMPRESSIONS_PATH } from '@forkpoint/shared/contracts/impression-constants';
import { AppError } from '../../lib/app-error';
import { visitorHashOf } from './visitor-hash';

/** A full batch of 100 records is about 40 KiB; more is not an impression batch. */
export const IMPRESSIONS_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Batches per minute per address: a page of carousels sends a few, each page shown sends its view; the rest of
 * the API has its own limit. The default of IMPRESSIONS_RATE_LIMIT_MAX (config/env.ts).
 */
export const IMPRESSIONS_PER_MINUTE = 60;

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

const optionalText = (value: string | number | null | undefined) => (value == null ? null : String(value));

/** Stores analytics impressions for the resolved partner, all of a batch or none. */
export const impressionRoutes: FastifyPluginAsyncZod<{ perMinute?: number }> = async (app, options) => {
  app.post(
    IMPRESSIONS_PATH,
    {
      bodyLimit: IMPRESSIONS_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: options.perMinute ?? IMPRESSIONS_PER_MINUTE, timeWindow: 60_000 } },
      preValidation: async (request) => refuseLongBatch(request.body),
      schema: { body: impressionsRequestSchema, response: { 202: impressionsResponseSchema } },
    },
    async (request, reply) => {
      const partnerCode = request.partner.code;
      // The server's clock dates the record for the daily summary; dateTime is the client's word.
      const receivedAt = app.clock();
      const visitorHash = visitorHashOf(request);
      await app.database.db
        .insertInto('impressions')
        .values(
          request.body.map(({ channel, dateTime, userAgent, memberId, merchantId, url, ...rest }) => ({
            partner_code: partnerCode,
            channel,
            occurred_at: dateTime,
            received_at: receivedAt,
            visitor_hash: visitorHash,
            user_agent: userAgent,
            member_id: optionalText(memberId),
            merchant_id: optionalText(merchantId),
            url: url ?? null,
            // The rest of the record's known fields (carouselId, an analytics event's name) as jsonb.
            fields: JSON.stringify(rest),
          })),
        )
        .execute();
      return reply.code(202).send({ accepted: request.body.length });
    },
  );
};

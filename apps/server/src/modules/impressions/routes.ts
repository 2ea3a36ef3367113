import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { impressionsRequestSchema, impressionsResponseSchema } from '@forkpoint/shared';

/** A full batch of 100 records is about 40 KiB; more is not an impression batch. */
export const IMPRESSIONS_BODY_LIMIT_BYTES = 64 * 1024;
/** Batches per minute per address: a page of carousels sends a few; the rest of the API has its own limit. */
export const IMPRESSIONS_PER_MINUTE = 60;

const optionalText = (value: string | number | null | undefined) => (value == null ? null : String(value));

/** Stores analytics impressions for the resolved partner, all of a batch or none. */
export const impressionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Impressions',
    {
      bodyLimit: IMPRESSIONS_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: IMPRESSIONS_PER_MINUTE, timeWindow: 60_000 } },
      schema: { body: impressionsRequestSchema, response: { 202: impressionsResponseSchema } },
    },
    async (request, reply) => {
      const partnerCode = request.partner.code;
      await app.database.db
        .insertInto('impressions')
        .values(
          request.body.map(({ channel, dateTime, userAgent, memberId, merchantId, url, ...rest }) => ({
            partner_code: partnerCode,
            channel,
            occurred_at: dateTime,
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { impressionsRequestSchema, impressionsResponseSchema } from '@forkpoint/shared';

const optionalText = (value: string | number | null | undefined) => (value == null ? null : String(value));

/** Stores analytics impressions for the resolved partner, all of a batch or none. */
export const impressionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Impressions',
    { schema: { body: impressionsRequestSchema, response: { 202: impressionsResponseSchema } } },
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
            fields: JSON.stringify(rest),
          })),
        )
        .execute();
      return reply.code(202).send({ accepted: request.body.length });
    },
  );
};

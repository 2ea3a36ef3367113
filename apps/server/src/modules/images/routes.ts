import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantImageParamsSchema, merchantImageQuerySchema } from '@forkpoint/shared';
import { hashString } from '../../seed/merchants/prng';
import { merchantImageSvg } from './merchant-image';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * GET /api/images/merchants/{imageId}?w=200|500|600 — a merchant's imageBaseUrl with a
 * transform width. The picture never changes for an id, so it is cached for a year.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/images/merchants/:imageId',
    { schema: { params: merchantImageParamsSchema, querystring: merchantImageQuerySchema } },
    async (request, reply) => {
      const { imageId } = request.params;
      const width = request.query.w;
      const etag = `"${hashString(`${imageId}@${width}`).toString(36)}"`;
      reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(merchantImageSvg(imageId, width));
    },
  );
};

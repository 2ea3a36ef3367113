import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentParamsSchema, contentQuerySchema, contentResponseSchema } from '@forkpoint/shared';
import { AppError } from '../../lib/app-error';
import { findContentEntries } from './repository';

/**
 * The content service: GET /api/cms/{contentType}/{contentName}/?page_size=100[&preview=1].
 * preview=1 shows drafts only for partners whose cmsPreview setting is on.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cms/:contentType/:contentName/',
    {
      schema: {
        params: contentParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentResponseSchema },
      },
    },
    async (request) => {
      const { contentType, contentName } = request.params;
      const data = await findContentEntries(app.database.db, {
        partnerCode: request.partner.code,
        contentType,
        contentName,
        preview: request.query.preview === '1' && request.partner.cmsPreview,
        limit: request.query.page_size,
      });
      if (data.length === 0) {
        throw new AppError('NOT_FOUND', `No content named "${contentName}" of type "${contentType}".`);
      }
      return { data };
    },
  );
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentParamsSchema, contentQuerySchema, contentResponseSchema } from '@forkpoint/shared';
import { CONTENT_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { staffMay } from '@forkpoint/shared/contracts/support';
import { AppError } from '../../lib/app-error';
import { loadStaff } from '../support/staff-guard';
import { findContentEntries } from './repository';

/**
 * The content service: GET /api/cms/{contentType}/{contentName}/?page_size=100[&preview=1].
 * The app adds preview=1 where the partner's cmsPreview is on or an editor asked for a preview
 * (decision 0025), but drafts are answered only to a content editor's or admin's staff session on
 * this partner (the fp_staff cookie is sent to /api): everyone else gets the published copy.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${CONTENT_PATHS.route}${CONTENT_PATHS.group}`,
    {
      schema: {
        params: contentParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentResponseSchema },
      },
    },
    async (request, reply) => {
      const { contentType, contentName } = request.params;
      const askedForPreview = request.query.preview === '1';
      // An answer to preview=1 depends on who asks, so no cache may hand one person's answer to another.
      if (askedForPreview) reply.header('Cache-Control', 'private, no-store');
      const data = await findContentEntries(app.database.db, {
        partnerCode: request.partner.code,
        contentType,
        contentName,
        preview: askedForPreview && (await isContentEditor(request, reply)),
        limit: request.query.page_size,
      });
      if (data.length === 0) {
        throw new AppError('NOT_FOUND', `No content named "${contentName}" of type "${contentType}".`);
      }
      return { data };
    },
  );
};

/** Whether the request carries a live staff session on this partner whose role may edit content. */
async function isContentEditor(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  await loadStaff(request, reply);
  return request.staff !== null && staffMay(request.staff.role, 'content');
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { PHOTO_CONTENT_TYPES, PHOTO_LIMITS, photoUploadResponseSchema } from '@forkpoint/shared/contracts/photos';
import { restaurantParamsSchema } from '@forkpoint/shared/contracts/support-restaurants';
import { AppError } from '../../lib/app-error';
import { addPhotoToRestaurant } from './restaurant-console';
import { staffActOf } from './staff-act-http';
import { requireStaff } from './staff-guard';
import { fileBody } from '../../lib/http/documented-answers';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/**
 * POST /api/Support/Restaurants/{merchantId}/Photos (catalog managers and admins): the raw photo as the body
 * (image/jpeg, image/png or image/webp), checked, rendered and stored by the photo pipeline (store-photo.ts),
 * then put first among the restaurant's pictures; audited with the pictures before and after (the service:
 * restaurant-console.ts). Encapsulated, so the image body parsers serve this route only.
 */
export const restaurantPhotoRoutes: FastifyPluginAsyncZod<{ maxBodyBytes?: number }> = async (app, options) => {
  const maxBytes = options.maxBodyBytes ?? PHOTO_LIMITS.maxBytes;
  app.addContentTypeParser([...PHOTO_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: maxBytes }, (_r, body, done) =>
    done(null, body),
  );
  const guard = requireStaff(...STAFF_PERMISSIONS.catalog);

  app.post(
    SUPPORT_PATHS.restaurantPhotos,
    {
      preHandler: guard,
      bodyLimit: maxBytes,
      // The image bytes are read by the handler; the schema only tells the document.
      ...bodyParsedByHandler,
      schema: {
        params: restaurantParamsSchema,
        consumes: [...PHOTO_CONTENT_TYPES],
        body: fileBody,
        response: { 201: photoUploadResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as image/jpeg, image/png or image/webp.');
      }
      const { imageId } = await addPhotoToRestaurant({
        db: app.database.db,
        act: staffActOf(request),
        merchantId: request.params.merchantId,
        upload: {
          store: app.photoStore,
          bytes: request.body,
          contentType: request.headers['content-type'],
          maxBytes,
        },
      });
      return reply.code(201).send({ imageId });
    },
  );
};

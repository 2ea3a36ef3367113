import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { PHOTO_CONTENT_TYPES, PHOTO_LIMITS, photoUploadResponseSchema } from '@forkpoint/shared/contracts/photos';
import { RESTAURANT_ACTIONS, restaurantParamsSchema } from '@forkpoint/shared/contracts/support-restaurants';
import { AppError } from '../../lib/app-error';
import { addRestaurantPhoto } from '../catalog/restaurants/add-photo';
import { programRestaurant } from '../catalog/restaurants/restaurants';
import { storePhoto } from '../photos/store-photo';
import { recordStaffAction } from './audit-log-http';
import { requireStaff, staffOf } from './staff-guard';

/**
 * POST /api/Support/Restaurants/{merchantId}/Photos (catalog managers and admins): the raw photo as the body
 * (image/jpeg, image/png or image/webp), checked, rendered and stored by the photo pipeline (store-photo.ts),
 * then put first among the restaurant's pictures; audited with the pictures before and after. Encapsulated, so
 * the image body parsers serve this route only.
 */
export const restaurantPhotoRoutes: FastifyPluginAsyncZod<{ maxBodyBytes?: number }> = async (app, options) => {
  const maxBytes = options.maxBodyBytes ?? PHOTO_LIMITS.maxBytes;
  app.addContentTypeParser([...PHOTO_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: maxBytes }, (_r, body, done) =>
    done(null, body),
  );
  const guard = requireStaff(...STAFF_PERMISSIONS.catalog);

  app.post(
    '/api/Support/Restaurants/:merchantId/Photos',
    {
      preHandler: guard,
      bodyLimit: maxBytes,
      schema: {
        params: restaurantParamsSchema,
        response: { 201: photoUploadResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { merchantId } = request.params;
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as image/jpeg, image/png or image/webp.');
      }
      const db = app.database.db;
      // Found first, so a photo for another program's restaurant is not even stored.
      await programRestaurant(db, staff.partnerCode, merchantId);
      const { imageId } = await storePhoto({
        db,
        store: app.photoStore,
        bytes: request.body,
        contentType: request.headers['content-type'],
        actor: `staff:${staff.id}`,
        now: app.clock(),
        maxBytes,
      });
      await db.transaction().execute(async (trx) => {
        const change = await addRestaurantPhoto({ db: trx, partnerCode: staff.partnerCode, merchantId, imageId });
        await recordStaffAction(
          request,
          {
            action: RESTAURANT_ACTIONS.photo,
            target: { type: 'restaurant', id: merchantId },
            before: { imageIds: change.before },
            after: { imageIds: change.after },
          },
          trx,
        );
      });
      return reply.code(201).send({ imageId });
    },
  );
};

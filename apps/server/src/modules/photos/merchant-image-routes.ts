import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer, notModifiedAnswer } from '../../lib/http/documented-answers';
import type { Kysely } from 'kysely';
import { merchantImageParamsSchema, merchantImageQuerySchema } from '@forkpoint/shared';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import type { DB } from '../../db/schema';
import { isPhotoId } from './photo-keys';
import { photoRenditionFor, readPhoto } from './serve-photo';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The picture of an image id with no uploaded photo behind it (the demo's drawings: stand-ins/drawn-images): its
 * ETag (quoted, as the header carries it), known without the database so a revalidation costs nothing, and how to
 * draw it.
 */
export type MerchantPictureFallback = (
  db: Kysely<DB>,
  imageId: string,
  width: number,
) => { etag: string; draw: () => Promise<{ contentType: string; body: string | Buffer }> };

export interface MerchantImageRoutesOptions {
  /** What an id without a photo shows: app.ts passes the drawn pictures. */
  fallback: MerchantPictureFallback;
}

const cachedForAYear = (reply: FastifyReply, etag: string) =>
  reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('ETag', etag);

/**
 * GET /api/images/merchants/{imageId}?w=200|500|600 — a merchant's imageBaseUrl with a transform width. An uploaded
 * photo's id (p-<hash>) is served from the photo store, WebP or JPEG by the Accept header; any other id (or a photo
 * the store has lost) is the fallback's picture. Neither ever changes for an id, so both are cached for a year,
 * and a revalidation is answered from the id alone, without the database.
 */
export const merchantImageRoutes: FastifyPluginAsyncZod<MerchantImageRoutesOptions> = async (app, options) => {
  app.get(
    MERCHANT_PATHS.merchantImage,
    {
      schema: {
        params: merchantImageParamsSchema,
        querystring: merchantImageQuerySchema,
        response: {
          // AVIF, WebP or JPEG by Accept for a photo; an SVG drawing for a restaurant without one.
          200: fileAnswer('image/*', "The restaurant's picture at the asked width."),
          304: notModifiedAnswer,
        },
      },
    },
    async (request, reply) => {
      const { imageId } = request.params;
      const width = request.query.w;
      if (isPhotoId(imageId)) {
        // Caches keep one rendition per format.
        const { format, etag } = photoRenditionFor(imageId, width, request.headers.accept);
        reply.header('Vary', 'Accept');
        if (request.headers['if-none-match'] === etag) return cachedForAYear(reply, etag).code(304).send();
        const photo = await readPhoto(app.photoStore, imageId, width, format);
        if (photo) return cachedForAYear(reply, etag).type(photo.contentType).send(photo.bytes);
      }
      const picture = options.fallback(app.database.db, imageId, width);
      cachedForAYear(reply, picture.etag);
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      const drawn = await picture.draw();
      return reply.type(drawn.contentType).send(drawn.body);
    },
  );
};

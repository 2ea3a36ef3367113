import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOME_HERO_COLORS,
  HOME_HERO_PATH,
  homeHeroQuerySchema,
  merchantImageParamsSchema,
  merchantImageQuerySchema,
} from '@forkpoint/shared';
import { hashString } from '../../lib/prng';
import { homeHeroSvg } from './home-hero';
import { cuisinesOfImage } from './image-owner';
import { merchantImageSvg } from './merchant-image';
import { isPhotoId } from '../photos/photo-keys';
import { photoRenditionFor, readPhoto } from '../photos/serve-photo';

const ONE_YEAR_SECONDS = 31_536_000;

const cachedForAYear = (reply: FastifyReply, etag: string) =>
  reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('ETag', etag);
/** Part of every ETag: a new drawing of the pictures (the cuisine motifs were the second) changes them all. */
const DRAWING_VERSION = 'motifs-1';

/**
 * GET /api/images/merchants/{imageId}?w=200|500|600 — a merchant's imageBaseUrl with a
 * transform width, drawn in the merchant's cuisine. The picture never changes for an id, so it is
 * cached for a year, and a revalidation is answered from the id alone, without the database. An uploaded photo's
 * id (p-<hash>, modules/photos) is served from the photo store instead, still without the database.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/images/merchants/:imageId',
    { schema: { params: merchantImageParamsSchema, querystring: merchantImageQuerySchema } },
    async (request, reply) => {
      const { imageId } = request.params;
      const width = request.query.w;
      if (isPhotoId(imageId)) {
        // An uploaded photo (modules/photos): WebP or JPEG by the Accept header, so caches keep one per format.
        const { format, etag } = photoRenditionFor(imageId, width, request.headers.accept);
        reply.header('Vary', 'Accept');
        if (request.headers['if-none-match'] === etag) return cachedForAYear(reply, etag).code(304).send();
        const photo = await readPhoto(app.photoStore, imageId, width, format);
        if (photo) return cachedForAYear(reply, etag).type(photo.contentType).send(photo.bytes);
        // No such photo in the store: the drawn picture stands in, as for any other id.
      }
      const etag = `"${hashString(`${imageId}@${width}/${DRAWING_VERSION}`).toString(36)}"`;
      reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const cuisines = await cuisinesOfImage(app.database.db, imageId);
      return reply.type('image/svg+xml; charset=utf-8').send(merchantImageSvg(imageId, width, cuisines));
    },
  );

  // GET /api/images/home-hero?primary=…: the home banner's illustration in those theme colours
  // (contracts/home-hero.ts). The colours are the whole input, so the URL is the picture: cached for a year.
  app.get(HOME_HERO_PATH, { schema: { querystring: homeHeroQuerySchema } }, async (request, reply) => {
    const colors = request.query;
    const key = HOME_HERO_COLORS.map((name) => colors[name]).join('-');
    const etag = `"${hashString(`hero:${key}/${DRAWING_VERSION}`).toString(36)}"`;
    reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(homeHeroSvg(colors));
  });
};

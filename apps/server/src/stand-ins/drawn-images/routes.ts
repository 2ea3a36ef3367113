import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer, notModifiedAnswer } from '../../lib/http/documented-answers';
import { HOME_HERO_COLORS, HOME_HERO_PATH, homeHeroQuerySchema } from '@forkpoint/shared';
import { hashString } from '../../lib/prng';
import type { MerchantPictureFallback } from '../../modules/photos/merchant-image-routes';
import { homeHeroSvg } from './home-hero';
import { cuisinesOfImage } from './image-owner';
import { merchantImageSvg } from './merchant-image';

const ONE_YEAR_SECONDS = 31_536_000;
/** Part of every ETag: a new drawing of the pictures (the cuisine motifs were the second) changes them all. */
const DRAWING_VERSION = 'motifs-1';

/**
 * The picture of a restaurant without a photo (modules/photos/merchant-image-routes.ts serves photos): drawn in
 * the restaurant's cuisine, the same for an id and width forever, so its ETag needs no database.
 */
export const drawnMerchantPicture: MerchantPictureFallback = (db, imageId, width) => ({
  etag: `"${hashString(`${imageId}@${width}/${DRAWING_VERSION}`).toString(36)}"`,
  draw: async () => ({
    contentType: 'image/svg+xml; charset=utf-8',
    body: merchantImageSvg(imageId, width, await cuisinesOfImage(db, imageId)),
  }),
});

/**
 * GET /api/images/home-hero?primary=…: the home banner's illustration in those theme colours
 * (contracts/home-hero.ts). The colours are the whole input, so the URL is the picture: cached for a year.
 */
export const homeHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: fileAnswer('image/svg+xml', 'The illustration.'), 304: notModifiedAnswer };
  app.get(HOME_HERO_PATH, { schema: { querystring: homeHeroQuerySchema, response } }, async (request, reply) => {
    const colors = request.query;
    const key = HOME_HERO_COLORS.map((name) => colors[name]).join('-');
    const etag = `"${hashString(`hero:${key}/${DRAWING_VERSION}`).toString(36)}"`;
    reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(homeHeroSvg(colors));
  });
};

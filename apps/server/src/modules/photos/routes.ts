import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_PHOTOS_PATH } from '@forkpoint/shared/contracts/catalog';
import { PHOTO_CONTENT_TYPES, photoUploadResponseSchema } from '@forkpoint/shared/contracts/photos';
import { AppError } from '../../lib/app-error';
import { verifyFeedSignature } from '../../lib/feed-signature';
import { signatureHeaderOf, signedRoute } from '../../lib/http/signed-route';
import { storePhoto } from './store-photo';
import { fileBody } from '../../lib/http/documented-answers';
import { bodyParsedByHandler } from '../../lib/http/form-body';

export interface PhotoRoutesOptions {
  /** CATALOG_SIGNING_SECRET: the catalog import's secret signs its photos too. */
  signingSecret: string;
  /** PHOTO_MAX_BYTES: a larger body is a 413 before it is read in full. */
  maxBodyBytes: number;
}

/**
 * POST /api/Catalog/Photos: the catalog import's photos (npm run catalog:import uploads each file, then writes
 * `image:<id>` in the lines it posts). The raw image is the body, sent as image/jpeg, image/png or image/webp and
 * signed like the transaction feed (X-Forkpoint-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">)
 * under CATALOG_SIGNING_SECRET: a missing, malformed or stale signature is a 401 before the body is read, a body
 * over PHOTO_MAX_BYTES a 413, and one that does not match its signature a 401. Answers 201 { imageId }, the same
 * id for the same photo. Encapsulated, so the image body parsers serve this route only.
 */
export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, options) => {
  app.addContentTypeParser(
    [...PHOTO_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: options.maxBodyBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    CATALOG_PHOTOS_PATH,
    {
      ...signedRoute(() => app.clock(), options.maxBodyBytes),
      // The image bytes are read by the handler once their signature is checked; the schema tells the document.
      ...bodyParsedByHandler,
      schema: { consumes: [...PHOTO_CONTENT_TYPES], body: fileBody, response: { 201: photoUploadResponseSchema } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as image/jpeg, image/png or image/webp.');
      }
      const signature = verifyFeedSignature(
        options.signingSecret,
        signatureHeaderOf(request),
        request.body,
        app.clock(),
      );
      if (!signature.ok) throw new AppError('UNAUTHORIZED', signature.reason);
      const { imageId } = await storePhoto({
        db: app.database.db,
        store: app.photoStore,
        bytes: request.body,
        contentType: request.headers['content-type'],
        actor: 'catalog',
        now: app.clock(),
        maxBytes: options.maxBodyBytes,
      });
      return reply.code(201).send({ imageId });
    },
  );
};

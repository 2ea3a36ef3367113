import type { FastifyPluginAsync } from 'fastify';
import { TRANSACTION_FEED_PATH, TRANSACTION_FEED_SIGNATURE_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { AppError } from '../../lib/app-error';
import type { PostingMode } from '../rewards/lifecycle';
import { verifyFeedSignature } from './feed-signature';
import { importFeedFile } from './import-file';

/** A million rows of about 110 bytes. */
export const FEED_BODY_LIMIT_BYTES = 160 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates its caller by a signature over the body: no cookie, so no CSRF token. */
    signatureAuthenticated?: boolean;
  }
}

/**
 * POST /api/Processor/Transactions: the card network posts a feed file (text/csv), signed with
 * PROCESSOR_SIGNING_SECRET; the answer is the import report. A bad or stale signature is a 401 and
 * nothing is applied. Encapsulated, so the CSV body parser serves this route only.
 */
export const transactionFeedRoutes: FastifyPluginAsync<{ signingSecret: string; postingMode: PostingMode }> = async (
  app,
  { signingSecret, postingMode },
) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: FEED_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    TRANSACTION_FEED_PATH,
    { bodyLimit: FEED_BODY_LIMIT_BYTES, config: { signatureAuthenticated: true } },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the feed file as text/csv.');
      }
      const header = request.headers[TRANSACTION_FEED_SIGNATURE_HEADER.toLowerCase()];
      const now = app.clock();
      const signature = verifyFeedSignature(
        signingSecret,
        Array.isArray(header) ? header[0] : header,
        request.body,
        now,
      );
      if (!signature.ok) throw new AppError('UNAUTHORIZED', signature.reason);

      const report = await importFeedFile(app, request.body.toString('utf8'), postingMode);
      reply.header('Cache-Control', 'no-store');
      return report;
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { feedImportReportSchema, TRANSACTION_FEED_PATH } from '@forkpoint/shared/contracts/transaction-feed';
import { AppError } from '../../lib/app-error';
import type { PostingMode } from '../rewards/lifecycle';
import { verifyFeedSignature } from '../../lib/feed-signature';
import { importFeedFile } from './import-file';
import { signatureHeaderOf, signedRoute } from '../../lib/http/signed-route';
import { measuredImport } from '../../lib/metrics';
import { documentationOnly } from '../../lib/http/documented-answers';

export interface TransactionFeedRoutesOptions {
  signingSecret: string;
  postingMode: PostingMode;
  /** The largest feed file read, in bytes (TRANSACTION_FEED_MAX_BYTES, config/env.ts). */
  maxBodyBytes: number;
}

/**
 * POST /api/Processor/Transactions: the card network posts a feed file (text/csv), signed with
 * PROCESSOR_SIGNING_SECRET; the answer is the import report. A missing, malformed or stale signature is a 401
 * before the body is read (signed-route.ts); a body over the cap is a 413; a signature that does not match the
 * body is a 401 and nothing is applied. Encapsulated, so the CSV body parser serves this route only.
 */
export const transactionFeedRoutes: FastifyPluginAsync<TransactionFeedRoutesOptions> = async (
  app,
  { signingSecret, postingMode, maxBodyBytes },
) => {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    TRANSACTION_FEED_PATH,
    {
      ...signedRoute(() => app.clock(), maxBodyBytes),
      // Documented only: the signature is checked over the raw bytes before any line is read.
      ...documentationOnly,
      schema: {
        consumes: ['text/csv'],
        body: z.string().describe('The feed file: CSV with the header in docs/transaction-feed.md.'),
        response: { 200: feedImportReportSchema },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the feed file as text/csv.');
      }
      const signature = verifyFeedSignature(signingSecret, signatureHeaderOf(request), request.body, app.clock());
      if (!signature.ok) throw new AppError('UNAUTHORIZED', signature.reason);

      const text = request.body.toString('utf8');
      return measuredImport(
        app.metrics,
        'feed',
        () =>
          importFeedFile({
            db: app.database.db,
            clock: app.clock,
            cardVault: app.cardVault,
            partners: app.partners,
            text,
            postingMode,
          }),
        (report) => ({ accepted: report.applied, refused: report.rejected, duplicates: report.duplicates }),
      );
    },
  );
};

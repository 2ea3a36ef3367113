import type { FastifyInstance } from 'fastify';
import type { FeedImportReport } from '@forkpoint/shared/contracts/transaction-feed';
import { AppError } from '../../lib/app-error';
import type { PostingMode } from '../rewards/lifecycle';
import { parseFeed } from './feed-csv';
import { ingestFeed } from './ingest';

/**
 * Imports one feed file's text through the rewards engine: the signed card-network call
 * (POST /api/Processor/Transactions) and the staging tools' feed upload both come here once their caller is
 * known (a signature, a staff session). A file that cannot be read at all is a 400 naming the body.
 */
export async function importFeedFile(
  app: FastifyInstance,
  text: string,
  postingMode: PostingMode,
): Promise<FeedImportReport> {
  const now = app.clock();
  const parsed = parseFeed(text, now);
  if (parsed.fileError) {
    throw new AppError('VALIDATION_FAILED', parsed.fileError, [{ field: 'body', message: parsed.fileError }]);
  }
  return ingestFeed(app.database.db, {
    ...parsed,
    now,
    fingerprint: (cardNumber) => app.cardVault.fingerprint(cardNumber),
    rewards: { partners: app.partners.list(), postingMode },
  });
}

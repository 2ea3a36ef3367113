import type { Kysely } from 'kysely';
import type { FeedImportReport } from '@forkpoint/shared/contracts/transaction-feed';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CardVault } from '../card-vault/vault';
import type { PartnerRegistry } from '../partners/partner-registry';
import type { PostingMode } from '../rewards/lifecycle';
import { parseFeed } from './feed-csv';
import { ingestFeed } from './ingest';

export interface ImportFeedFileArgs {
  db: Kysely<DB>;
  clock: Clock;
  /** Card numbers are matched by their fingerprint, never kept. */
  cardVault: Pick<CardVault, 'fingerprint'>;
  partners: Pick<PartnerRegistry, 'list'>;
  /** The feed file's text. */
  text: string;
  postingMode: PostingMode;
}

/**
 * Imports one feed file's text through the rewards engine: the signed card-network call
 * (POST /api/Processor/Transactions) and the staging tools' feed upload both come here once their caller is
 * known (a signature, a staff session). A file that cannot be read at all is a 400 naming the body.
 */
export async function importFeedFile({
  db,
  clock,
  cardVault,
  partners,
  text,
  postingMode,
}: ImportFeedFileArgs): Promise<FeedImportReport> {
  const now = clock();
  const parsed = parseFeed(text, now);
  if (parsed.fileError) {
    throw new AppError('VALIDATION_FAILED', parsed.fileError, [{ field: 'body', message: parsed.fileError }]);
  }
  return ingestFeed(db, {
    ...parsed,
    now,
    fingerprint: (cardNumber) => cardVault.fingerprint(cardNumber),
    rewards: { partners: partners.list(), postingMode },
  });
}

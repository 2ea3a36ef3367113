import { sql, type Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../../db/schema';
import type { CardVault } from '../../../modules/card-vault/vault';
import { Progress, type LoadTiming } from '../bulk/progress';
import { loadMerchantPool } from './merchant-pool';
import { seedGeneratedMembers } from './seed-members';
import { seedGeneratedTransactions } from './seed-transactions';

/**
 * Members and transactions at program scale (`npm run db:seed -- --members N --transactions N`,
 * docs/scale-data.md), after the partners, content and catalog are in: generated members with their
 * cards, then their dining histories, each loaded by COPY on PostgreSQL (batched INSERTs on PGlite), then
 * fresh planner statistics of every table written.
 */
export interface ScaleSeedReport {
  membersAdded: number;
  transactionsAdded: number;
  timings: LoadTiming[];
}

export async function seedAtScale(
  db: Kysely<DB>,
  partners: readonly Partner[],
  options: {
    members?: number;
    transactions?: number;
    vault: Pick<CardVault, 'fingerprint'>;
    heavyPartnerCode: string;
    /** The catalog grew in this run: its tables get fresh statistics too. */
    catalogAdded?: boolean;
    now?: Date;
    log?: (line: string) => void;
  },
): Promise<ScaleSeedReport> {
  const now = options.now ?? new Date();
  const timings: LoadTiming[] = [];
  let membersAdded = 0;
  let transactionsAdded = 0;
  if (options.members) {
    const progress = new Progress('members', options.members, options.log);
    membersAdded = await seedGeneratedMembers(db, options.members, {
      partners,
      vault: options.vault,
      now,
      heavyPartnerCode: options.heavyPartnerCode,
      progress,
    });
    if (membersAdded > 0) timings.push(progress.finish());
  }
  if (options.transactions) {
    const pool = async () => {
      const started = performance.now();
      const loaded = await loadMerchantPool(db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      options.log?.(
        `  catalog read for the histories: ${loaded.size.toLocaleString('en-US')} restaurants in ${seconds} s`,
      );
      return loaded;
    };
    const progress = new Progress('transactions', options.transactions, options.log);
    transactionsAdded = await seedGeneratedTransactions(db, options.transactions, {
      partners,
      pool,
      now,
      progress,
      log: options.log,
    });
    if (transactionsAdded > 0) timings.push(progress.finish());
  }
  if (membersAdded > 0 || transactionsAdded > 0 || options.catalogAdded) {
    const started = performance.now();
    // Plans at the new size start from statistics of it, not of the empty tables autovacuum last saw.
    const tables = [
      ...(options.catalogAdded ? ['merchants', 'merchant_partners'] : []),
      ...(membersAdded > 0 ? ['members', 'member_cards', 'member_credentials'] : []),
      ...(transactionsAdded > 0
        ? ['feed_events', 'feed_imports', 'rewards', 'statement_credits', 'reward_postings', 'reward_posting_lines']
        : []),
    ];
    for (const table of tables) await sql`ANALYZE ${sql.table(table)}`.execute(db);
    timings.push({ label: 'ANALYZE', rows: 0, seconds: (performance.now() - started) / 1000 });
  }
  return { membersAdded, transactionsAdded, timings };
}

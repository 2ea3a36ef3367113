import type { Transaction } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { promoteQualifiedMembers } from './dining-status';
import { qualifyBonuses } from './bonuses';
import { applyEarnRules } from './earn';
import { runRewardCycleIn, type PostingMode } from './lifecycle';

export interface RewardOptions {
  partners: readonly Partner[];
  postingMode: PostingMode;
}

/**
 * What an import's matched events do to rewards, inside the import's transaction: the purchases' rewards,
 * then the dining status and bonuses they qualify for, then the lifecycle's steps (posting, credits).
 */
export async function applyRewards(
  trx: Transaction<DB>,
  importId: number,
  now: Date,
  options: RewardOptions,
): Promise<void> {
  const byCode = new Map(options.partners.map((partner) => [partner.code, partner]));
  const partnerOf = (code: string) => byCode.get(code);
  const { members, postedOnWrite } = await applyEarnRules(
    trx,
    importId,
    now,
    partnerOf,
    options.postingMode === 'immediate',
  );
  await promoteQualifiedMembers(trx, members, options.partners, now);
  await qualifyBonuses(trx, members, partnerOf, now);
  await runRewardCycleIn(trx, { partners: options.partners, now, postingMode: options.postingMode, postedOnWrite });
}

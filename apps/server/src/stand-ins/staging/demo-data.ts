import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { DEMO_MEMBERS, demoPublicId, seedDemoAccounts } from '../seed/demo-accounts';
import { demoCardNumber, demoCardsOf, seedDemoCards } from '../seed/demo-cards';
import { seedDemoHistory } from '../seed/demo-history';
import type { CardVault } from '../../modules/card-vault/vault';

/**
 * The steps of a demo data reset for one partner (issue 17 item 6): the demo members go with everything that
 * hangs on them, then the seed's own steps bring them back as a first start made them. Only the demo
 * accounts (README "Demo accounts") are touched; other members, the catalog, content and staff stay.
 */

type Vault = Pick<CardVault, 'fingerprint'>;

/** Removes the partner's demo members, their data and their demo cards' feed events (the history to replay). */
export async function removeDemoMembers(db: Kysely<DB>, partner: Partner, vault: Vault): Promise<number> {
  const publicIds = DEMO_MEMBERS.map((demo) => demoPublicId(demo.kind, partner.code));
  const fingerprints = await Promise.all(
    demoCardsOf(partner).map((card) => vault.fingerprint(demoCardNumber(partner.code, card))),
  );
  return db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('members')
      .select('id')
      .where('partner_code', '=', partner.code)
      .where('public_id', 'in', publicIds)
      .execute();
    const ids = members.map((member) => member.id);
    if (ids.length > 0) {
      // Survey answers are kept when a member goes (no cascade): a demo member's go with the demo member.
      await trx.deleteFrom('survey_responses').where('member_id', 'in', ids).execute();
      // Cards, rewards, reservations, reviews, claims and sessions go by cascade.
      await trx.deleteFrom('members').where('id', 'in', ids).execute();
    }
    if (fingerprints.length > 0) {
      const events = trx.selectFrom('feed_events').select('id').where('card_fingerprint', 'in', fingerprints);
      await trx.deleteFrom('reward_claims').where('feed_event_id', 'in', events).execute();
      await trx.deleteFrom('feed_events').where('card_fingerprint', 'in', fingerprints).execute();
    }
    return ids.length;
  });
}

export function addDemoAccounts(db: Kysely<DB>, partner: Partner, now: Date): Promise<string[]> {
  return db.transaction().execute((trx) => seedDemoAccounts(trx, [partner], now));
}

export function linkDemoCards(db: Kysely<DB>, partner: Partner, vault: Vault, now: Date): Promise<number> {
  return db.transaction().execute((trx) => seedDemoCards(trx, [partner], vault, now));
}

export function replayDemoHistory(db: Kysely<DB>, partner: Partner, vault: Vault, now: Date): Promise<number> {
  return seedDemoHistory(db, [partner], vault, now);
}

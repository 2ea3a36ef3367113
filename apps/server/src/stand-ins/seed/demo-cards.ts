import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CARD_BRANDS, withLuhnCheckDigit, type CardTypeCode, type Partner } from '@forkpoint/shared';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import type { CardVault } from '../../modules/card-vault/vault';
import { newCardId } from '../../modules/cards/card-repository';
import { demoHistoryStart, demoPublicId, type DemoMember } from './demo-accounts';

/**
 * Demo cards (README "Demo accounts"): the card, VIP and Basic card members of every partner have a
 * linked card (linked before their dining history, demo-history.ts), and on partners with
 * hasPartnerLoadedCards the card, non-card, closed-account and VIP members have two partner-loaded cards
 * to pick (the Basic member's story is its linked card's history alone).
 * The numbers are made up, Luhn-valid and different per partner (a card earns in one program at a
 * time); only the vault's fingerprint of each is stored.
 */

/** Brands in the order a demo card picks them, among the partner's accepted ones. */
const BRAND_PREFERENCE: readonly CardTypeCode[] = ['VISA', 'MAST', 'AMEX', 'DISC'];
const PREFIX: Record<CardTypeCode, string> = { VISA: '4', MAST: '54', AMEX: '37', DISC: '6011' };
const LENGTH: Record<CardTypeCode, number> = { VISA: 16, MAST: 16, AMEX: 15, DISC: 16 };

const LINKED_KINDS: readonly DemoMember['kind'][] = ['card', 'vip', 'basic'];
const LOADED_KINDS: readonly DemoMember['kind'][] = ['card', 'noncard', 'closed', 'vip'];
const LOADED_PER_MEMBER = 2;

export interface DemoCard {
  kind: DemoMember['kind'];
  /** 'linked', or 'loaded-1', 'loaded-2' for partner-loaded cards. */
  slot: string;
  brand: CardTypeCode;
}

/** The demo cards a partner gets. */
export function demoCardsOf(partner: Partner): DemoCard[] {
  const brands = BRAND_PREFERENCE.filter((code) => partner.cardTypesAccepted.includes(code));
  const brandAt = (n: number) => brands[n % brands.length] ?? 'VISA';
  const cards: DemoCard[] = LINKED_KINDS.map((kind) => ({ kind, slot: 'linked', brand: brandAt(0) }));
  if (!partner.hasPartnerLoadedCards) return cards;
  for (const kind of LOADED_KINDS) {
    for (let n = 1; n <= LOADED_PER_MEMBER; n += 1) cards.push({ kind, slot: `loaded-${n}`, brand: brandAt(n) });
  }
  return cards;
}

/**
 * When the demo cards were linked: ten days before the demo dining history starts (demo-history.ts),
 * since a purchase matches only a card linked at the time.
 */
export function demoCardLinkedAt(now: Date): Date {
  return new Date(demoHistoryStart(now).getTime() - 10 * DAY_MS);
}

/** The made-up number of a demo card: the same on every database, so a tester can type it. */
export function demoCardNumber(partnerCode: string, card: DemoCard): string {
  const seed = createHash('sha256').update(`forkpoint demo card:${partnerCode}:${card.kind}:${card.slot}`).digest();
  const prefix = PREFIX[card.brand];
  const body = Array.from({ length: LENGTH[card.brand] - prefix.length - 1 }, (_, i) => (seed[i] ?? 0) % 10).join('');
  return withLuhnCheckDigit(prefix + body);
}

/** Seeds the demo cards of members that never had any; answers how many cards were added. */
export async function seedDemoCards(
  db: Kysely<DB>,
  partners: readonly Partner[],
  vault: Pick<CardVault, 'fingerprint'>,
  now = new Date(),
): Promise<number> {
  const members = new Map(
    (await db.selectFrom('members').select(['id', 'public_id']).where('public_id', 'like', 'demo-%').execute()).map(
      (m) => [m.public_id, m.id],
    ),
  );
  // A member who ever had a card keeps what they did with it: deleted demo cards are not brought back.
  const hadLinked = new Set(
    (await db.selectFrom('member_cards').select('member_id').execute()).map((r) => r.member_id),
  );
  const hadLoaded = new Set(
    (await db.selectFrom('partner_loaded_cards').select('member_id').execute()).map((r) => r.member_id),
  );
  let added = 0;
  for (const partner of partners) {
    for (const card of demoCardsOf(partner)) {
      const memberId = members.get(demoPublicId(card.kind, partner.code));
      const linked = card.slot === 'linked';
      if (memberId === undefined || (linked ? hadLinked : hadLoaded).has(memberId)) continue;
      const number = demoCardNumber(partner.code, card);
      const facts = {
        partner_code: partner.code,
        member_id: memberId,
        fingerprint: await vault.fingerprint(number),
        last_four: number.slice(-4),
        card_type: CARD_BRANDS[card.brand].type,
        envelope: null,
      };
      if (linked) {
        const row = await db
          .insertInto('member_cards')
          .values({
            ...facts,
            id: newCardId('mc'),
            description: CARD_BRANDS[card.brand].name,
            linked_at: demoCardLinkedAt(now),
          })
          .onConflict((oc) => oc.column('fingerprint').where('removed_at', 'is', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (row) added += 1;
      } else {
        await db
          .insertInto('partner_loaded_cards')
          .values({
            ...facts,
            id: newCardId('pc'),
            partner_card_id: `demo-${card.kind}-${card.slot}`,
            description: `${partner.terms.partner} ${CARD_BRANDS[card.brand].name}`,
            loaded_at: now,
          })
          .execute();
        added += 1;
      }
    }
  }
  return added;
}

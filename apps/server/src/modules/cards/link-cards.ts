import type { Kysely } from 'kysely';
import {
  MAX_LINKED_CARDS,
  cardBrandOfType,
  type CardRegistrationEntry,
  type CardRegistrationError,
  type CardTypeName,
  type CreditCardInput,
  type EncryptedCardInput,
  type Partner,
  type PartnerCardInput,
  type TokenizedCardInput,
} from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UNAUTHORIZED_MESSAGE } from '../auth/sessions-plugin';
import type { CardTokenVerifier } from '../card-entry/token-verifier';
import type { CardVault } from '../card-vault/vault';
import { CardVaultError } from '../card-vault/vault-error';
import { updateMember, type MemberRow } from '../members/repository';
import type { Mailer } from '../outbox/mailer';
import type { PartnerRegistry } from '../partners/partner-registry';
import { brandNotAccepted, cardError, partnerCardMismatch, vaultError } from './card-errors';
import { verifyCardToken } from './verify-card-token';
import { cardMovedEmail } from './card-moved-email';
import {
  countLiveCards,
  endLink,
  findLiveLink,
  findOwnPartnerCard,
  insertLiveCard,
  newCardId,
  type MemberCardRow,
} from './card-repository';
import { failedEntry, linkedEntry } from './card-view';
import { afterCardLinked, afterLastCardMovedAway, lockMember } from './member-card-state';

export interface LinkCardsDeps {
  db: Kysely<DB>;
  vault: CardVault;
  /** The program's hosted-fields token verifier (app.cardEntry.verifierFor); null where it runs the own frame. */
  tokenVerifierFor?: (partner: Partner) => CardTokenVerifier | null;
  partners: PartnerRegistry;
  clock: Clock;
  /** Bound to the link's transaction when it writes (Mailer.within), so a mail commits with its change. */
  mailer: Mailer;
}

/** What is kept of a card: never its number. */
interface CardFacts {
  fingerprint: string;
  lastFour: string;
  cardType: CardTypeName;
  description: string;
  envelope: string | null;
  partnerCardId: string | null;
}

type Prepared =
  | { kind: 'failed'; entry: CardRegistrationEntry }
  | { kind: 'manual'; facts: CardFacts; confirmMove: boolean }
  | { kind: 'partner'; input: PartnerCardInput; confirmMove: boolean };

const isEncrypted = (input: CreditCardInput): input is EncryptedCardInput => 'encryptedCardNumber' in input;
const isTokenized = (input: CreditCardInput): input is TokenizedCardInput => 'cardToken' in input;

/**
 * POST /api/Member/Cards: links each card or says why not (part 2 §4 Card registration). The vault
 * opens typed cards first (no database work); then one transaction, holding the member's row,
 * checks and links every card, moves confirmed cards from other programs, updates member types
 * and writes the e-mails, so a failure anywhere leaves nothing half-done.
 */
export async function linkCards(
  deps: LinkCardsDeps,
  request: { partner: Partner; memberId: number; cards: readonly CreditCardInput[] },
): Promise<CardRegistrationEntry[]> {
  const { partner } = request;
  const prepared: Prepared[] = [];
  for (const input of request.cards) prepared.push(await prepare(deps, partner, input));

  return deps.db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, partner.code, request.memberId);
    if (!member) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    const now = deps.clock();
    let live = await countLiveCards(trx, member.id);
    const entries: CardRegistrationEntry[] = [];
    const movedAway: MemberCardRow[] = [];

    for (const card of prepared) {
      if (card.kind === 'failed') {
        entries.push(card.entry);
        continue;
      }
      const facts = card.kind === 'manual' ? card.facts : await partnerCardFacts(trx, partner, member, card.input);
      if ('entry' in facts) {
        entries.push(facts.entry);
        continue;
      }
      if (live >= MAX_LINKED_CARDS) {
        entries.push(failedEntry(facts, cardError('MAX_CARDS_REACHED')));
        continue;
      }
      const existing = await findLiveLink(trx, facts.fingerprint);
      const refusal = existing && refusalFor(existing, member, card.confirmMove);
      if (refusal) {
        entries.push(failedEntry(facts, refusal));
        continue;
      }
      if (existing) movedAway.push((await endLink(trx, existing.id, now, 'moved')) ?? existing);
      const row = await insertLiveCard(trx, {
        id: newCardId('mc'),
        partner_code: partner.code,
        member_id: member.id,
        fingerprint: facts.fingerprint,
        last_four: facts.lastFour,
        card_type: facts.cardType,
        description: facts.description,
        partner_card_id: facts.partnerCardId,
        envelope: facts.envelope,
        linked_at: now,
      });
      // Another request linked this card between our look and our insert: roll everything back.
      if (!row) throw new AppError('CONFLICT', 'These cards changed while we were linking them. Please try again.');
      live += 1;
      entries.push(linkedEntry(row));
    }

    if (entries.some((entry) => entry.error === null)) {
      const patch = afterCardLinked(member);
      if (patch) await updateMember(trx, partner.code, member.id, { ...patch, updated_at: now });
    }
    for (const card of movedAway) await tellFormerMember(deps, trx, card, now);
    return entries;
  });
}

async function prepare(deps: LinkCardsDeps, partner: Partner, input: CreditCardInput): Promise<Prepared> {
  const { vault } = deps;
  const confirmMove = input.confirmProgramMove === true;
  if (isTokenized(input)) {
    const verified = await verifyCardToken(deps.tokenVerifierFor?.(partner) ?? null, partner, input);
    if ('error' in verified) return { kind: 'failed', entry: failedEntry(input, verified.error) };
    return { kind: 'manual', confirmMove, facts: verified };
  }
  if (!isEncrypted(input)) return { kind: 'partner', input, confirmMove };
  const accepted = partner.cardTypesAccepted;
  if (!accepted.includes(cardBrandOfType(input.cardType).code)) {
    return { kind: 'failed', entry: failedEntry(input, brandNotAccepted(accepted)) };
  }
  try {
    const sealed = await vault.sealCard(input, accepted);
    const { fingerprint, lastFour, cardType, description, envelope } = sealed;
    return {
      kind: 'manual',
      confirmMove,
      facts: { fingerprint, lastFour, cardType, description, envelope, partnerCardId: null },
    };
  } catch (error) {
    if (error instanceof CardVaultError)
      return { kind: 'failed', entry: failedEntry(input, vaultError(error.reason, error.message)) };
    throw error;
  }
}

/** A partner-loaded card chosen by id: only the member's own, on a partner that loads cards. */
async function partnerCardFacts(
  db: Kysely<DB>,
  partner: Partner,
  member: MemberRow,
  input: PartnerCardInput,
): Promise<CardFacts | { entry: CardRegistrationEntry }> {
  const row = partner.hasPartnerLoadedCards
    ? await findOwnPartnerCard(db, { partnerCode: partner.code, memberId: member.id }, input.cardId)
    : undefined;
  if (!row) return { entry: failedEntry(input, cardError('PARTNER_CARD_NOT_FOUND')) };
  const facts: CardFacts = {
    fingerprint: row.fingerprint,
    lastFour: row.last_four,
    cardType: row.card_type,
    description: row.description,
    envelope: row.envelope,
    partnerCardId: row.partner_card_id,
  };
  if (row.last_four !== input.lastFour || row.card_type !== input.cardType) {
    return { entry: failedEntry(input, partnerCardMismatch()) };
  }
  if (!partner.cardTypesAccepted.includes(cardBrandOfType(row.card_type).code)) {
    return { entry: failedEntry(facts, brandNotAccepted(partner.cardTypesAccepted)) };
  }
  return facts;
}

/** Why a card already linked somewhere cannot be linked here now, or null when it may move here. */
function refusalFor(existing: MemberCardRow, member: MemberRow, confirmMove: boolean): CardRegistrationError | null {
  if (existing.member_id === member.id) return cardError('CARD_ALREADY_LINKED');
  if (existing.partner_code === member.partner_code) return cardError('CARD_LINKED_TO_ANOTHER_MEMBER');
  return confirmMove ? null : cardError('CARD_IN_OTHER_PROGRAM');
}

/** The former program's member: left without cards they become a NonCardMember; told by e-mail either way. */
async function tellFormerMember(deps: LinkCardsDeps, trx: Kysely<DB>, card: MemberCardRow, now: Date): Promise<void> {
  const partner = deps.partners.get(card.partner_code);
  const member = await lockMember(trx, card.partner_code, card.member_id);
  if (!partner || !member) return;
  if ((await countLiveCards(trx, member.id)) === 0) {
    const patch = afterLastCardMovedAway(member);
    if (patch) await updateMember(trx, partner.code, member.id, { ...patch, updated_at: now });
  }
  const email = cardMovedEmail({ partner, member, card });
  if (email) await deps.mailer.within(trx).send(email);
}

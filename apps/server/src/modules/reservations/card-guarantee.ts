import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Restaurants that hold tables with a card (reservation_books.card_required) take a booking only once the
 * member's card is verified with the card provider. This port is that call; the local one asks our vault's
 * records whether the member has a live linked card. A provider that fails or does not answer in time is a
 * failed dependency (424), not a refusal: the member may try again.
 */
export interface CardGuarantee {
  /** Whether the member has a card the table can be held with. Throws when the card provider cannot answer. */
  verify(member: { id: number; partnerCode: string }, signal: AbortSignal): Promise<{ guaranteed: boolean }>;
}

/** How long a booking waits for the card provider before answering 424. */
export const CARD_GUARANTEE_TIMEOUT_MS = 5000;

export class CardProviderUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The card provider did not answer.', { cause });
    this.name = 'CardProviderUnavailable';
  }
}

/** The local card provider: a member's live linked card in our vault guarantees the table. */
export function vaultCardGuarantee(db: Kysely<DB>): CardGuarantee {
  return {
    async verify(member) {
      const card = await db
        .selectFrom('member_cards')
        .select('id')
        .where('member_id', '=', member.id)
        .where('partner_code', '=', member.partnerCode)
        .where('removed_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return { guaranteed: card !== undefined };
    },
  };
}

/** Asks the guarantee within `timeoutMs`; a throw or a timeout becomes CardProviderUnavailable. */
export async function verifyCard(
  guarantee: CardGuarantee,
  member: { id: number; partnerCode: string },
  timeoutMs: number,
): Promise<boolean> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CardProviderUnavailable());
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([guarantee.verify(member, controller.signal), timeout]);
    return answer.guaranteed;
  } catch (error) {
    throw error instanceof CardProviderUnavailable ? error : new CardProviderUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

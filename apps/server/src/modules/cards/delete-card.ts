import type { Kysely } from 'kysely';
import type { DeleteCardResponse, Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { UNAUTHORIZED_MESSAGE } from '../auth/sessions-plugin';
import { updateMember } from '../members/repository';
import { countLiveCards, endLink, findOwnLiveCard } from './card-repository';
import { toCard } from './card-view';
import { afterLastCardDeleted, lockMember } from './member-card-state';

export const CARD_NOT_FOUND_MESSAGE = 'This card is not linked to your account.';

/**
 * DELETE /api/Member/Cards?id: ends the link of one of the member's own live cards (any other id,
 * another member's included, is a 404 that changes nothing). Deleting the last card deactivates
 * the account and ends every session of the member, in the same transaction.
 */
export async function deleteCard(
  db: Kysely<DB>,
  request: { partner: Partner; memberId: number; cardId: string; now: Date },
): Promise<DeleteCardResponse> {
  return db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, request.partner.code, request.memberId);
    if (!member) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    const owner = { partnerCode: member.partner_code, memberId: member.id };
    const card = await findOwnLiveCard(trx, owner, request.cardId);
    if (!card) throw new AppError('NOT_FOUND', CARD_NOT_FOUND_MESSAGE);
    const removed = (await endLink(trx, card.id, request.now, 'deleted')) ?? card;
    const accountClosed = (await countLiveCards(trx, member.id)) === 0;
    if (accountClosed) {
      await updateMember(trx, member.partner_code, member.id, { ...afterLastCardDeleted(), updated_at: request.now });
      await trx.deleteFrom('member_sessions').where('member_id', '=', member.id).execute();
    }
    return { memberCard: toCard(removed), accountClosed };
  });
}

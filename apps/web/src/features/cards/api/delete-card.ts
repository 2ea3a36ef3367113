import {
  MEMBER_CARDS_PATH,
  deleteCardResponseSchema,
  type DeleteCardResponse,
} from '@forkpoint/shared/contracts/cards';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/Member/Cards?id (spec part 2 §7): an unauthorized answer redirects to /login (the API
 * client does it). accountClosed: that was the last card, so the account is deactivated.
 */
export function deleteCard(id: string): Promise<DeleteCardResponse> {
  return api.delete(MEMBER_CARDS_PATH, { query: { id }, schema: deleteCardResponseSchema, auth: true });
}

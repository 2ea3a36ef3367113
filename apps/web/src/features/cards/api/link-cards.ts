import {
  MEMBER_CARDS_PATH,
  linkCardsResponseSchema,
  type CardRegistrationEntry,
  type CreditCardInput,
} from '@forkpoint/shared/contracts/cards';
import type { ApiError } from '@forkpoint/shared/contracts/errors';
import { api, ApiRequestError } from '@/lib/api-client';

export interface LinkCardsBody {
  creditCards: CreditCardInput[];
  directFileFeedOptIn: boolean;
  gRecaptchaResponse: string;
}

export interface LinkCardsAnswer {
  /** One entry per card sent, in the same order. */
  entries: CardRegistrationEntry[];
  /** Per-field messages of a 400 (terms, bot check). */
  fields: NonNullable<ApiError['fields']>;
}

/**
 * POST /api/Member/Cards (spec part 2 §7): "a 401 or 500 status rejects with the status text, and a 401
 * sends the user to /login. Other non-OK responses have their body parsed, and it holds cardRegistration."
 * An answer without cardRegistration (403 CSRF, 409 conflict, 429) rejects like a 500.
 */
export async function linkCards(body: LinkCardsBody): Promise<LinkCardsAnswer> {
  try {
    const answer = await api.post(MEMBER_CARDS_PATH, { body, schema: linkCardsResponseSchema, auth: true });
    return { entries: answer.cardRegistration, fields: [] };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status === 401 || error.status === 500) throw error;
    const parsed = linkCardsResponseSchema.safeParse(error.data);
    if (!parsed.success) throw error;
    return { entries: parsed.data.cardRegistration, fields: error.body?.fields ?? [] };
  }
}

import {
  MAX_LINKED_CARDS,
  type ApiError,
  isCardTypeName,
  type CardRegistrationErrorCode,
  type CardTypeName,
  type LinkCardsFormError,
} from '@forkpoint/shared';
import { failedEntry } from './card-view';

const FIELD_CODES: Record<string, CardRegistrationErrorCode> = {
  directFileFeedOptIn: 'TERMS_REQUIRED',
  gRecaptchaResponse: 'CAPTCHA_REQUIRED',
};

/**
 * The link form's 400: the usual error body (its per-field messages included), plus cardRegistration with
 * every card the request named failed by the first form error, because the spec's client reads
 * cardRegistration from any non-OK answer but 401 and 500 (part 2 §7). Cards are echoed by last
 * four and brand only, and only when those are well-formed.
 */
export function linkCardsFormError(formError: ApiError, body: unknown): LinkCardsFormError {
  const first = formError.fields?.[0] ?? { field: 'body', message: formError.message };
  const error = { code: FIELD_CODES[first.field] ?? 'INVALID_REQUEST', message: first.message };
  return {
    ...formError,
    statusCode: 400,
    cardRegistration: namedCards(body).map((card) => failedEntry(card, error)),
  };
}

function namedCards(body: unknown): Array<{ lastFour: string; cardType: CardTypeName }> {
  const cards = (body as { creditCards?: unknown } | null)?.creditCards;
  if (!Array.isArray(cards)) return [];
  const named: Array<{ lastFour: string; cardType: CardTypeName }> = [];
  for (const card of cards.slice(0, MAX_LINKED_CARDS + 1)) {
    const { lastFour, cardType } = (card ?? {}) as { lastFour?: unknown; cardType?: unknown };
    if (typeof lastFour === 'string' && /^\d{4}$/.test(lastFour) && isCardTypeName(cardType)) {
      named.push({ lastFour, cardType });
    }
  }
  return named;
}

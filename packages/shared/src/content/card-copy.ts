/**
 * The global `cards` copy (content slug `cards`, cardsFieldsSchema) the card form reads: the load-failure error of
 * a hosted-fields card provider (spec part 2 §8, "a 'Failed to load Stripe.js'-type error"), in the program's words.
 * `{provider}` is the provider's name from the program's settings, filled in where it is shown. One reader with
 * one default, field by field: a program whose content was seeded before this entry existed still reads the
 * default. No zod, so the Linked Cards page's first load can take it.
 */

export interface CardCopy {
  providerLoadFailed: string;
}

export const CARD_PROVIDER_PLACEHOLDER = '{provider}';

export const DEFAULT_CARD_COPY: CardCopy = {
  providerLoadFailed: `Failed to load ${CARD_PROVIDER_PLACEHOLDER}. Please check your connection and that your browser settings or extensions allow it, then try again.`,
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Reads the `fields` of the global `cards` entry, each field falling back on its own to DEFAULT_CARD_COPY. */
export function readCardCopy(fields: unknown): CardCopy {
  const given = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  return {
    providerLoadFailed: isText(given.provider_load_failed)
      ? given.provider_load_failed
      : DEFAULT_CARD_COPY.providerLoadFailed,
  };
}

/** The load-failure error with the provider's name in its place. */
export const providerLoadFailedText = (copy: CardCopy, providerName: string) =>
  copy.providerLoadFailed.replaceAll(CARD_PROVIDER_PLACEHOLDER, providerName);

import type { CardTypeCode } from '../constants';
import { CARD_BRANDS, CARD_BRAND_DISPLAY_ORDER, detectCardBrand, type CardBrand } from './card-brands';
import { isLuhnValid } from './luhn';

/** The card-number field's rules and messages (spec part 2 §5 Add-card), word for word. */

export const CARD_NUMBER_EMPTY_MESSAGE = 'Please enter your credit card number.';
export const CARD_NUMBER_BRANDS_TEMPLATE = 'Card must be {brands} with registered marks.';

/** Card numbers are 13 to 19 digits (ISO/IEC 7812); the brands above use 13, 14, 15 and 16. */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Spaces and hyphens people type between digit groups are ignored; anything else is kept and fails. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * The accepted brands written out with their registered marks, in the usual acceptance-mark order
 * (Visa, Mastercard, American Express, Discover), joined with commas and a final "or":
 * "Visa®", "Visa® or Discover®", "Visa®, Mastercard®, American Express® or Discover®".
 */
export function acceptedBrandsPhrase(accepted: readonly CardTypeCode[]): string {
  const marks = CARD_BRAND_DISPLAY_ORDER.filter((code) => accepted.includes(code)).map(
    (code) => CARD_BRANDS[code].mark,
  );
  if (marks.length <= 1) return marks[0] ?? '';
  return `${marks.slice(0, -1).join(', ')} or ${marks[marks.length - 1]}`;
}

export function cardBrandsMessage(accepted: readonly CardTypeCode[]): string {
  return CARD_NUMBER_BRANDS_TEMPLATE.replace('{brands}', acceptedBrandsPhrase(accepted));
}

export type CardNumberCheck =
  | { ok: true; digits: string; brand: CardBrand; lastFour: string }
  | { ok: false; problem: 'empty' | 'brand'; message: string };

/**
 * Checks a typed card number against the partner's accepted brands. One message covers every
 * wrong number (no brand rule matches, a brand the partner does not accept, a wrong check digit),
 * as the specification names only the two messages.
 */
export function checkCardNumber(input: string, accepted: readonly CardTypeCode[]): CardNumberCheck {
  const digits = normaliseCardNumber(input);
  if (digits === '') return { ok: false, problem: 'empty', message: CARD_NUMBER_EMPTY_MESSAGE };
  const brand = detectCardBrand(digits);
  if (!brand || !accepted.includes(brand.code) || !isLuhnValid(digits)) {
    return { ok: false, problem: 'brand', message: cardBrandsMessage(accepted) };
  }
  return { ok: true, digits, brand, lastFour: digits.slice(-4) };
}

/** The message to show for a typed card number, or null when it is a valid number of an accepted brand. */
export function cardNumberProblem(input: string, accepted: readonly CardTypeCode[]): string | null {
  const result = checkCardNumber(input, accepted);
  return result.ok ? null : result.message;
}

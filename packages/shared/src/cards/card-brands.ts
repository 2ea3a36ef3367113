import { CARD_TYPES, type CardTypeCode } from '../constants';

/**
 * The four card brands (spec part 1 §3 cardTypesAccepted codes, part 2 §3 Card.cardType names)
 * and their detection from the number (part 2 §5).
 */

/** Card.cardType (part 2 §3). */
export const CARD_TYPE_NAMES = ['visa', 'amex', 'mastercard', 'discover'] as const;
export type CardTypeName = (typeof CARD_TYPE_NAMES)[number];

export interface CardBrand {
  /** The partner setting's code (cardTypesAccepted). */
  code: CardTypeCode;
  /** Card.cardType. */
  type: CardTypeName;
  /** Plain name, also the default card description. */
  name: string;
  /** The name with its registered mark, as the brands message writes it. */
  mark: string;
}

export const CARD_BRANDS: Readonly<Record<CardTypeCode, CardBrand>> = {
  VISA: { code: 'VISA', type: 'visa', name: 'Visa', mark: 'Visa®' },
  MAST: { code: 'MAST', type: 'mastercard', name: 'Mastercard', mark: 'Mastercard®' },
  AMEX: { code: 'AMEX', type: 'amex', name: 'American Express', mark: 'American Express®' },
  DISC: { code: 'DISC', type: 'discover', name: 'Discover', mark: 'Discover®' },
};

/** The order brands are listed in the brands message: the way card acceptance marks are usually listed. */
export const CARD_BRAND_DISPLAY_ORDER: readonly CardTypeCode[] = ['VISA', 'MAST', 'AMEX', 'DISC'];

/**
 * Part 2 §5, rule by rule. Discover is "6011 or 65 followed by 12 digits": read word for word that
 * is 6011+12 (16 digits) and 65+12 (14 digits); the 16-digit 65xx numbers every real Discover
 * card in that range carries (the pattern 6(011|5dd)+12 the wording comes from) are accepted too,
 * so no real card is refused. docs/decisions/0009 records the reading.
 */
const DETECTION: ReadonlyArray<readonly [CardTypeCode, RegExp]> = [
  ['AMEX', /^3[47]\d{13}$/],
  ['DISC', /^(?:6011\d{12}|65\d{12}|65\d{14})$/],
  ['MAST', /^(?:5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/],
  ['VISA', /^4(?:\d{12}|\d{15})$/],
];

/** The brand a digits-only card number belongs to, or null when it matches none of the rules. */
export function detectCardBrand(digits: string): CardBrand | null {
  for (const [code, pattern] of DETECTION) {
    if (pattern.test(digits)) return CARD_BRANDS[code];
  }
  return null;
}

/**
 * The brand a partly typed number is heading for, from its first digits alone (the same prefixes
 * as the rules above), so the frame can show the brand as the member types. Null while the
 * prefix is ambiguous or matches no brand.
 */
export function cardBrandFromPrefix(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return CARD_BRANDS.VISA;
  if (/^3[47]/.test(digits)) return CARD_BRANDS.AMEX;
  if (/^(?:6011|65)/.test(digits)) return CARD_BRANDS.DISC;
  if (/^5[1-5]/.test(digits)) return CARD_BRANDS.MAST;
  const series2 = Number(digits.slice(0, 4));
  if (digits.length >= 4 && series2 >= 2221 && series2 <= 2720) return CARD_BRANDS.MAST;
  return null;
}

export function cardBrandOfType(type: CardTypeName): CardBrand {
  const brand = CARD_TYPES.map((code) => CARD_BRANDS[code]).find((b) => b.type === type);
  if (!brand) throw new Error(`unknown card type ${type}`);
  return brand;
}

export function isCardTypeName(value: unknown): value is CardTypeName {
  return typeof value === 'string' && (CARD_TYPE_NAMES as readonly string[]).includes(value);
}

export function isCardTypeCode(value: unknown): value is CardTypeCode {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
}

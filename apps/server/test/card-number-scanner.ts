import { isLuhnValid } from '@forkpoint/shared';

/**
 * Finds what looks like a clear card number in any text (database dumps, log files): Luhn-valid
 * runs of 13 to 19 digits, written together ("4111111111111111") or in groups of 3 to 6 digits
 * separated by single spaces or hyphens ("4111 1111 1111 1111", "3782-822463-10005").
 *
 * Deliberately wide (any Luhn-valid run, not only the four accepted brands): a leak of an
 * unaccepted card is a leak too. Two kinds of text are not card numbers and are skipped: a run
 * inside a longer digit run, and the digits after a decimal point (pino's responseTime
 * 3.0461669999999316). Callers can skip more with `ignore` (e.g. epoch milliseconds).
 */

export interface CardNumberHit {
  /** The digits found, separators removed. */
  digits: string;
  /** Where the run starts in the text. */
  index: number;
}

export interface ScanOptions {
  /** Return true for a hit that is known not to be a card number. */
  ignore?: (digits: string, text: string, index: number) => boolean;
}

const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

export function findLuhnValidNumbers(text: string, options: ScanOptions = {}): CardNumberHit[] {
  const hits = new Map<number, CardNumberHit>();
  const add = (digits: string, index: number) => {
    if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || !isLuhnValid(digits)) return;
    if (options.ignore?.(digits, text, index)) return;
    if (!hits.has(index)) hits.set(index, { digits, index });
  };

  for (const match of text.matchAll(/\d+/g)) {
    if (!isDecimalFraction(text, match.index)) add(match[0], match.index);
  }

  // Grouped numbers: every run of at least two groups, and within it every contiguous stretch of groups.
  for (const match of text.matchAll(/(?<!\d)\d{3,6}(?:([ -])\d{3,6})(?:\1\d{3,6})*(?!\d)/g)) {
    const separator = match[1] ?? ' ';
    const groups = match[0].split(separator);
    let offset = match.index;
    const starts = groups.map((group) => {
      const start = offset;
      offset += group.length + 1;
      return start;
    });
    for (let first = 0; first < groups.length; first += 1) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length <= MAX_DIGITS; last += 1) {
        digits += groups[last];
        if (last > first) add(digits, starts[first] ?? match.index);
      }
    }
  }
  return [...hits.values()].sort((a, b) => a.index - b.index);
}

function isDecimalFraction(text: string, index: number): boolean {
  return index >= 2 && text[index - 1] === '.' && /\d/.test(text[index - 2] ?? '');
}

/** Epoch milliseconds between 2001 and 2033 (13 digits starting with 1): pino's "time" field. */
export function isEpochMillis(digits: string): boolean {
  return /^1\d{12}$/.test(digits);
}

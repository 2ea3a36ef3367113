/** The Luhn (mod 10) check digit that every payment card number ends with (part 2 §5 "check-digit test"). */

/** The check digit to append to `payload` (digits only) so the whole number passes the test. */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d*$/.test(payload)) throw new Error('luhnCheckDigit takes digits only');
  let sum = 0;
  // Walking from the right, the digit next to the (future) check digit is doubled first.
  for (let i = payload.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let digit = payload.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when a digits-only number of at least two digits ends with its correct check digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** `payload` with its check digit appended (test fixtures and sample numbers). */
export function withLuhnCheckDigit(payload: string): string {
  return `${payload}${luhnCheckDigit(payload)}`;
}

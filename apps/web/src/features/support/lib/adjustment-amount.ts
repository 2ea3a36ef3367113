/**
 * Amounts as staff type them: dollars and cents ("12.50", "-3") for Dollar and Credit programs, whole miles
 * or points ("1,200", "-40") otherwise. The API takes the program's unit: cents, or whole miles or points.
 */
export function parseAmountText(text: string, cash: boolean): number | null {
  const plain = text.trim().replace(/,/g, '').replace(/^\$/, '').replace(/^-\$/, '-');
  if (cash) {
    if (!/^-?\d{1,7}(\.\d{1,2})?$/.test(plain)) return null;
    return Math.round(Number(plain) * 100);
  }
  if (!/^-?\d{1,9}$/.test(plain)) return null;
  return Number(plain);
}

/** An amount in the program's unit as the form shows it to edit: "12.50", or "1200". */
export function amountToText(amount: number, cash: boolean): string {
  return cash ? (amount / 100).toFixed(2) : String(amount);
}

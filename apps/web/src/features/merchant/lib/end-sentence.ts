/**
 * A sentence that ends with text of its own, such as a restaurant's name: the full stop is added only when
 * the text does not already end in one ("The Ember Smoke Co." must not read "Co..", issue 15, defect 10).
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

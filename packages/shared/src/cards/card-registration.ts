/** Card registration outcomes (spec part 2 §4 Card registration, §8 Cards). */

export interface CardRegistrationLineInput {
  description: string;
  lastFour: string;
  code: string;
  message: string;
}

/** The per-card failure line: '{description} ending in {lastFour} - {code}: {message}'. */
export function formatCardRegistrationLine({
  description,
  lastFour,
  code,
  message,
}: CardRegistrationLineInput): string {
  return `${description} ending in ${lastFour} - ${code}: ${message}`;
}

export type CardRegistrationOutcome = 'all' | 'some' | 'none';

/** All succeeded, some failed or none succeeded, from each card's error (null when it linked). */
export function cardRegistrationOutcome(entries: ReadonlyArray<{ error: unknown }>): CardRegistrationOutcome {
  const failed = entries.filter((entry) => entry.error != null).length;
  if (entries.length === 0) return 'none';
  if (failed === 0) return 'all';
  return failed === entries.length ? 'none' : 'some';
}

/** Cards still selectable under the maximum (the link-card form's remaining count). */
export function remainingCardSlots(maximum: number, linked: number, selected: number): number {
  return Math.max(0, maximum - linked - selected);
}

import type { KeyboardEvent } from 'react';

/**
 * The warning of spec part 1 §4 "a warning appears while Caps or Num lock is on", from the key event's
 * modifier state; null when neither is on.
 */
export function lockKeyWarning(event: Pick<KeyboardEvent, 'getModifierState'>): string | null {
  const caps = event.getModifierState('CapsLock');
  const num = event.getModifierState('NumLock');
  if (caps && num) return 'Caps Lock and Num Lock are on.';
  if (caps) return 'Caps Lock is on.';
  if (num) return 'Num Lock is on.';
  return null;
}

import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The offline list of commonly breached passwords (about 49,000 from zxcvbn-ts's common
 * dictionary, compiled from public breach corpora), matched without regard to case. Refused at
 * enrollment, password change and reset; loaded on first use.
 */
let breached: Set<string> | undefined;

export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return breached.has(password.toLowerCase());
}

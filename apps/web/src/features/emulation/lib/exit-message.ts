import {
  EMULATION_EXIT_MESSAGE,
  type EmulationExitMessage,
  type ExitRefusal,
} from '@forkpoint/shared/contracts/emulation-constants';

/**
 * The emulation-exit message (spec part 1 §4 "Logout. An emulation-exit message from the admin origin signs
 * the user out."): accepted only from the support console's origin and only naming this window's emulation.
 * Anything else that looks like one is refused (and reported for the audit log); other messages (the card
 * frame's, a browser extension's) are none of emulation's business.
 */

export type ExitVerdict = { kind: 'exit' } | { kind: 'ignore' } | { kind: 'refuse'; reason: ExitRefusal };

export interface ExpectedExit {
  consoleOrigin: string;
  emulationId: string;
}

export function isExitMessage(data: unknown): data is EmulationExitMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === EMULATION_EXIT_MESSAGE &&
    typeof (data as { emulationId?: unknown }).emulationId === 'string'
  );
}

export function judgeExitMessage(event: Pick<MessageEvent, 'origin' | 'data'>, expected: ExpectedExit): ExitVerdict {
  if (!isExitMessage(event.data)) return { kind: 'ignore' };
  if (event.origin !== expected.consoleOrigin) return { kind: 'refuse', reason: 'origin' };
  if (event.data.emulationId !== expected.emulationId) return { kind: 'refuse', reason: 'emulation-id' };
  return { kind: 'exit' };
}

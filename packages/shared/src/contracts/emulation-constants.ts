/**
 * Support emulation's plain values (issue 18 item 5; docs/decisions/0024-support-emulation.md): what the
 * console and the member app agree on. No zod here (contracts/emulation.ts holds the schemas), so the member
 * app's emulation banner, which every page may load, costs no schema library.
 */

/** Spec part 1 §4: "Emulation mode has the value radmin-emulation with an emulation id stored." */
export const EMULATION_MODE = 'radmin-emulation';

/** The postMessage the console sends the member app's window to end the emulation (spec part 1 §4 "Logout"). */
export const EMULATION_EXIT_MESSAGE = 'emulation-exit';

export interface EmulationExitMessage {
  type: typeof EMULATION_EXIT_MESSAGE;
  emulationId: string;
}

/** Why the member app refused an exit message (reported for the audit log). */
export const EXIT_REFUSALS = ['origin', 'emulation-id'] as const;
export type ExitRefusal = (typeof EXIT_REFUSALS)[number];

/** The member app's emulation calls (the console's are under /api/Support/). */
export const EMULATION_ENTER_PATH = '/api/Emulation/Enter';
export const EMULATION_REFUSED_EXIT_PATH = '/api/Emulation/RefusedExit';

/** How long the console's entry link works: it is opened at once, in a window the console just opened. */
export const EMULATION_TOKEN_TTL_MS = 60_000;

export const EMULATION_MESSAGES = {
  /** The server's 403 on card linking or removal, profile, password and e-mail changes while emulating. */
  refused: 'You are viewing as the member: cards, profile, password and e-mail cannot be changed while emulating.',
  /**
   * The server's 403 on what the member does in their own name (reviews, reservations, orders, bonuses, surveys,
   * claims) while emulating, and on any member call not yet decided for emulation.
   */
  refusedAct:
    'You are viewing as the member: reviews, reservations, orders, bonuses, surveys and claims are the member’s own to make, not while emulating.',
  closedMember: 'A closed account cannot be viewed as the member.',
  noWebProfile: 'This member has no web account to view.',
  notEmulating: 'This session is not an emulation.',
  linkSpent: 'This emulation link was already used or has expired. Start again from the support console.',
  ended: 'The emulation has ended and the member app was signed out.',
  alreadyEnded: 'The emulation had already ended.',
  notFound: 'No such emulation in this program.',
} as const;

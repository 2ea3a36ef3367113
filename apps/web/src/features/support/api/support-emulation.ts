import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  EMULATION_EXIT_MESSAGE,
  emulationEndSchema,
  emulationStartSchema,
  type EmulationExitMessage,
  type EmulationStart,
} from '@forkpoint/shared/contracts/emulation';
import { api } from '@/lib/api-client';

/** The console's emulation calls (agents and admins): start one for a member, end one. */

export function startEmulation(publicId: string): Promise<EmulationStart> {
  return api.post(apiPath(SUPPORT_PATHS.memberEmulation, { publicId }), {
    schema: emulationStartSchema,
  });
}

export function endEmulation(emulationId: string): Promise<{ ended: boolean; message: string }> {
  return api.post(apiPath(SUPPORT_PATHS.emulationEnd, { emulationId }), { schema: emulationEndSchema });
}

/**
 * The emulation-exit message to the member app's window (spec part 1 §4): sent to that window's origin only
 * (targetOrigin), so it never reaches a page the window navigated away to.
 */
export function sendExitMessage(target: Window, emulation: Pick<EmulationStart, 'emulationId' | 'appOrigin'>): void {
  if (target.closed) return;
  const message: EmulationExitMessage = { type: EMULATION_EXIT_MESSAGE, emulationId: emulation.emulationId };
  target.postMessage(message, emulation.appOrigin);
}
